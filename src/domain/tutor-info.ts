import type { Static } from '@sinclair/typebox';
import type { TutorAccountSchema, TutorClientLogLineSchema, TutorInfoSchema } from './api/widgets.schemas';

/**
 * The layout's small calls (growth-account.md §3 "Tutor info", §7): the spec names the fields and
 * calls only; what they mean here is ours, written down so the server and the client agree.
 */

/** Tutor info: IsCustomized, PersonalState, ContactState, HB, TLState (growth-account.md §3); the schema says what each means. */
export type TutorInfo = Static<typeof TutorInfoSchema>;
export const PersonalState = { incomplete: 0, awaitingApproval: 1, complete: 2 } as const;

/** GetTutorSubjectType: what the tutor teaches. A tutor with no row teaches English. */
export const SubjectType = { english: 1, math: 2, chinese: 3 } as const;
export const SUBJECT_NAMES: Record<number, string> = { 1: 'English', 2: 'Math', 3: 'Chinese' };

/** The client logs (AddTutorClientUsageLog, LoginLog): kinds and field limits. */
export const TutorClientLogKind = { usage: 'usage', login: 'login' } as const;
export type TutorClientLogKind = (typeof TutorClientLogKind)[keyof typeof TutorClientLogKind];
export const CLIENT_LOG_LIMITS = { action: 80, clientName: 80, clientInfo: 300 } as const;
/** The client name the web portal reports (the desktop TutorClient reports its own). */
export const WEB_CLIENT_NAME = 'TutorPortalWeb';

export type TutorClientLogLine = Static<typeof TutorClientLogLineSchema>;

/** GetTutorAccount: the tutor's own account as the layout shows it. */
export type TutorAccount = Static<typeof TutorAccountSchema>;
