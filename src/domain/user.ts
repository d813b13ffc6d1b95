import type { Static } from '@sinclair/typebox';
import type { UserStateSchema } from './api/account.schemas';
import type { TutorInfo } from './tutor-info';

/** What `GET /api/account/userinfo` answers: declared once, by the schema the server serializes with. */
export type UserStateAnswer = Static<typeof UserStateSchema>;

/** The signed-in user as the client keeps it (shell.md §3 "User state"): the answer and what the follow-up loads add. */
export interface UserState extends UserStateAnswer {
  /** From the guard's follow-up loads (issue 14): the growth level's honour title, milestone steps reached, the pet's name once adopted. */
  growthHonour?: string;
  milestonesReached?: number;
  petName?: string;
  /** From the entry-key follow-up load (issue 18): the training platforms' key. */
  entryKey?: string;
  /** From the tutor-info and subject-type follow-up loads (issue 18; src/domain/tutor-info.ts). */
  tutorInfo?: TutorInfo;
  subjectType?: number;
}

/** Default integral level for a new tutor (shell.md §9). */
export const DEFAULT_INTEGRAL_LEVEL = 'D1';
