import type { UserMoreInfo } from '../domain/account';
import type { GrowthHome, PetInfo } from '../domain/growth';
import type { GradeHonour, MilestoneSummary } from '../domain/honours';
import type { SelfCancelOption } from '../domain/schedule-cancel';
import type { EntryKeyAnswer } from '../domain/training-platforms';
import type { TutorAllScore } from '../domain/tutor-scores';
import { WEB_CLIENT_NAME, type TutorInfo } from '../domain/tutor-info';
import type { TutorTrail } from '../domain/tutor-trail';
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
  // The scores user info answered can be a day old: the ledger's figures replace them. First, so it
  // goes in the same moment as the person panel's and the dashboard's, and one request answers all
  // three (shared-reads.ts).
  { name: 'all score', load: async (api) => scoresOf(await api.post<TutorAllScore>('/api/tutordata/TutorAllScore')) },
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
    load: async (api) => ({
      milestonesReached: (await api.post<MilestoneSummary[]>('/api/GrowthSystem/GetMilestoneList')).reduce((sum, m) => sum + m.Reached, 0),
    }),
  },
  {
    name: 'pet info',
    load: async (api) => ({ petName: ((pet) => (pet.IsAdopt ? pet.PetName : ''))(await api.post<PetInfo>('/api/GrowthSystem/GetPetInfo')) }),
  },
  // The training platforms' key (growth-account.md §2), kept so their links need no second call.
  { name: 'entry key', load: async (api) => ({ entryKey: (await api.post<EntryKeyAnswer>('/api/TeachUser/GetEntryKey')).EntryKey }) },
  {
    name: 'self-cancel option',
    load: async (api) => ({ openSelfCancel: (await api.post<SelfCancelOption>('/api/ClassTable/GetTutorSelfCancel')).OpenSelfCancel }),
  },
  // The tutor's trial record: user info's conversion count (the trial level) can be a day old.
  { name: 'tutor trail', load: async (api) => ({ transformPeriodCount: (await api.post<TutorTrail>('/api/tutordata/GetTutorTrail')).Conversions }) },
  // Tutor info and the subject (growth-account.md §3, §7), kept for the pages that read them.
  { name: 'tutor info', load: async (api) => ({ tutorInfo: await api.post<TutorInfo>('/api/TutorComm/GetTutorInfo') }) },
  { name: 'subject type', load: async (api) => ({ subjectType: (await api.post<{ SubjectType: number }>('/api/TutorComm/GetTutorSubjectType')).SubjectType }) },
  {
    // The sign-in log: one line each time the portal starts signed in (this list runs once per start).
    name: 'login log',
    load: async (api) => {
      const clientInfo = typeof navigator === 'undefined' ? '' : navigator.userAgent;
      await api.post('/api/account/LoginLog', { Action: 'opened', ClientName: WEB_CLIENT_NAME, ClientInfo: clientInfo });
      return {};
    },
  },
];

/** The user state's score fields from TutorAllScore (growth-account.md §3). */
export function scoresOf(score: TutorAllScore): Partial<UserState> {
  return {
    flowers: score.Flowers,
    scoreOfTheMonth: score.MonthScore,
    scoreMonth: score.Month,
    teachingPoints: score.TeachingPoints,
    completion: score.ComScore,
    goodRating: score.GoodScore,
    absences: score.AbsentScore,
    badRating: score.BadScore,
    cancellation: score.CancelScore,
    other: score.OtherScore,
  };
}
