/**
 * The realtime hub's contract (shell.md §4 "Realtime connection", §9): the method the client
 * invokes, the events the server sends, and the timing both sides keep.
 */
export const HubMethod = { joinUser: 'JoinUser' } as const;

export const HubEvent = {
  joinTeacherNotify: 'JoinTeacherNotify',
  moodleMessages: 'GetTutorMoodleMsgList',
  classMessages: 'GetTutorClassMsgList',
  classRemarkRemind: 'GetTutorClassRemarkRemind',
  systemMessages: 'GetTutorSysMsg',
  paypalModified: 'TeacheIsPaypalModify',
  unreadCount: 'GetTutorNotReadMsgCount',
  autoEndClassNotice: 'AutoEndClassNotice',
  selfScheduleRemind: 'GetTutorSelfScheduleRemind',
  classRequest: 'GetTeacheDidiMessage',
  /** Beyond the spec: one of the tutor's classes was booked or changed, so an open class table reloads. */
  classChanged: 'TutorClassChanged',
  /** Beyond the spec: staff recorded a payment of the tutor's periods, so an open service fee page reloads. */
  payChanged: 'TutorPayChanged',
  /** Beyond the spec: staff replied to one of the tutor's feedbacks or decided an appeal, so the Feedback dot is asked again. */
  feedbackReplied: 'TutorFeedbackReplied',
} as const;
export type HubEvent = (typeof HubEvent)[keyof typeof HubEvent];

/** The hub's close error when the connection's token was revoked (sign-out elsewhere, password reset, account disabled). */
export const HUB_TOKEN_REVOKED_ERROR = 'The access token is no longer valid.';

/** The server pings after this much silence; the client does the same. */
export const HUB_KEEPALIVE_MS = 15_000;
/** A connection silent for this long is closed. */
export const HUB_TIMEOUT_MS = 30_000;

/** Client reconnection: first retry after 5 s, at most 10 retries, health check every 60 s. */
export const REALTIME_RETRY_DELAY_MS = 5_000;
export const REALTIME_MAX_RETRIES = 10;
export const REALTIME_MONITOR_MS = 60_000;
/** With realtime disabled, message lists are polled this often. */
export const REALTIME_POLL_MS = 60_000;
/**
 * One live connection per browser: the tab holding it refreshes its claim at every 60 s check (and
 * at every connection attempt); other tabs take over a claim older than this (a tab that crashed
 * without unloading). Two checks and a round of retries fit inside it.
 */
export const REALTIME_LEADER_STALE_MS = 150_000;
