import type { UserState } from '../domain/user';
import type { ApiClient } from '../services/api-client';

/**
 * The loads that start once the user is in (route guard step 6). Each area adds one line here; each
 * load answers the part of the user state it refreshes.
 */
export interface FollowUpLoad {
  name: string;
  load(api: ApiClient): Promise<Partial<UserState>>;
}

interface UserMoreInfo {
  entryKey: string;
  tutorGroup: string;
}

export const followUpLoads: readonly FollowUpLoad[] = [
  {
    name: 'more info',
    load: async (api) => {
      const info = await api.get<UserMoreInfo>('/api/account/UserMoreInfo', { version: '3.0' });
      return { tutorGroup: info.tutorGroup };
    },
  },
];
