/**
 * The layout's small calls (growth-account.md §3 "Tutor info", §7): the spec names the fields and
 * calls only; what they mean here is ours, written down so the server and the client agree.
 */

/** Tutor info: IsCustomized, PersonalState, ContactState, HB, TLState (growth-account.md §3). */
export interface TutorInfo {
  IsCustomized: boolean;
  /** 0 personal information to complete, 1 waiting for the provider's approval, 2 complete and approved. */
  PersonalState: number;
  /** 0 no phone bound or the phone must be updated, 1 a phone the provider can reach. */
  ContactState: number;
  /** Has bank: 1 when a payment account is on file (pay can be sent), else 0. */
  HB: number;
  /** Teaching license (TL) test: 1 passed, 0 not yet. */
  TLState: number;
}
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

export interface TutorClientLogLine {
  Id: number;
  Kind: TutorClientLogKind;
  Action: string;
  ClientName: string;
  ClientInfo: string;
  Address: string;
  CreatedAt: string;
}

/** GetTutorAccount: the tutor's own account as the layout shows it. */
export interface TutorAccount {
  Tuid: number;
  Account: string;
  Email: string;
  FullName: string;
  TutorGroup: string;
  CreatedAt: string;
}
