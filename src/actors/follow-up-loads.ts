import type { UserMoreInfo } from '../domain/account';
import type { GrowthHome, PetInfo } from '../domain/growth';
import type { GradeHonour, MilestoneSummary } from '../domain/honours';
import type { UserState } from '../domain/user';
import type { MessageCounters, SessionEvent } from '../machines/session.types';
import type { ApiClient } from '../services/api-client';

/**
 * The loads that start once the user is in (route guard step 6). Each area adds one line here; each
 * load answers the part of the user state it refreshes.
 */
export type FollowUpLoad =
  | { name: string; load(api: ApiClient): Promise<Partial<UserState>> }
  /** A load whose answer the session takes as an event of its own (the unread counters). */
  | { name: string; loadEvent(api: ApiClient): Promise<SessionEvent> };

export const followUpLoads: readonly FollowUpLoad[] = [
  {
    name: 'more info',
    load: async (api) => {
      const info = await api.get<UserMoreInfo>('/api/account/UserMoreInfo', { version: '3.0' });
      return { tutorGroup: info.tutorGroup };
    },
  },
  {
    // The header badge's count until realtime keeps the counters fresh.
    name: 'unread counters',
    loadEvent: async (api) => {
      const counters = await api.post<MessageCounters>('/api/Message/NotReadMsgCount');
      const { unread, home, notice, warn, remind } = counters;
      return { type: 'counters.updated', counters: { unread, home, notice, warn, remind } };
    },
  },
  {
    // The growth centre's first-login flag and the Growth Values row's score, from the ledger.
    name: 'growth centre',
    load: async (api) => {
      const [first, home] = await Promise.all([
        api.post<boolean>('/api/GrowthSystem/GrowthSystemIsFirstLogin'),
        api.post<GrowthHome>('/api/GrowthSystem/GetTutorHomeTask'),
      ]);
      return { isFirstGrowthSystemLogin: first, growthSystemScore: home.Score };
    },
  },
  { name: 'grade honour', load: async (api) => ({ growthHonour: (await api.post<GradeHonour>('/api/GrowthSystem/GetGradeHonorDetail')).Honour }) },
  {
    name: 'milestones',
    load: async (api) => ({ milestonesReached: (await api.post<MilestoneSummary[]>('/api/GrowthSystem/GetMilestoneList')).reduce((sum, m) => sum + m.Reached, 0) }),
  },
  { name: 'pet info', load: async (api) => ({ petName: ((pet) => (pet.IsAdopt ? pet.PetName : ''))(await api.post<PetInfo>('/api/GrowthSystem/GetPetInfo')) }) },
  { name: 'self-cancel option', load: async (api) => ({ openSelfCancel: (await api.post<{ OpenSelfCancel: boolean }>('/api/ClassTable/GetTutorSelfCancel')).OpenSelfCancel }) },
];
