/** Cookie keys (shell.md §9). */
export const CookieKey = {
  token: 'Admin-Token',
  client: 'client',
  loginSign: 'loginSign',
  retryTimes: 'retryTimes',
} as const;

/** The value of the `client` cookie inside the desktop client. */
export const DESKTOP_CLIENT = 'tutorclient';

/** Cookie lifetimes in days: the spec gives 100 and 30 without a unit; days is what a desktop session needs. */
export const CLIENT_COOKIE_DAYS = 100;
export const LOGIN_SIGN_COOKIE_DAYS = 30;

/** After this many failed user-info attempts the guard gives up and shows /500. */
export const MAX_LOGIN_RETRIES = 3;

/** Request timeouts in ms (shell.md §9, teaching.md §9, growth-account.md §9). */
/** How long the follow-up loads, realtime and the layout's dialogs wait for the first page to paint, at most. */
export const FIRST_PAGE_WAIT_MS = 5_000;

export const Timeouts = {
  default: 10_000,
  setting: 180_000,
  userInfo: 180_000,
  loginSign: 180_000,
  classDetail: 60_000,
  /** Classroom joins, the picture lesson and the teacher token (teaching.md §9). */
  classroomJoin: 60_000,
  profileEdit: 180_000,
  upload: 300_000,
  videoUpload: 600_000,
  longReport: 3e8,
} as const;

/** A 229 toast is shown at most once per this many ms. */
export const RATE_LIMIT_TOAST_THROTTLE_MS = 5_000;

/** After a 229 on the user info, the route guard asks again this many ms later (the tutor stays signed in). */
export const USER_INFO_RATE_LIMIT_RETRY_MS = 5_000;
