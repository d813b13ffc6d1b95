/**
 * Request and answer shapes of the sign-in calls, shared by the server (which declares its schemas
 * to match) and the client's actors.
 */

/** POST /api/account/login */
export interface LoginRequest {
  username: string;
  password: string;
}

/** What every sign-in answers: password, one-time code, login sign, hand-over code. */
export interface SignInToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
}

/** POST /api/Account/CreateAutoLoginCode and /api/Staff/CreateAutoLoginCode */
export interface AutoLoginCode {
  Code: string;
  /** `{origin}/loginAuto?code=...` */
  Url: string;
  ExpiresIn: number;
}

/**
 * The cross-host redirect (shell.md §4 step 5) carries a one-time hand-over code, never the token:
 * the receiving host's /redirect exchanges it for a session of its own. Valid this long, once.
 */
export const HAND_OVER_CODE_TTL_SECONDS = 60;

/** The query parameter of /redirect that carries the hand-over code. */
export const HAND_OVER_CODE_PARAM = 'code';

/** POST /api/Account/CreateHandOverCode answers it. */
export interface HandOverCode {
  Code: string;
  ExpiresIn: number;
}

/** POST /api/Account/RedeemHandOverCode */
export interface RedeemHandOverCodeRequest {
  Code: string;
}

/**
 * Where a one-time sign-in link continues (`/loginAuto?code=...&then=/im?answer=7`, the call card's
 * temporary link): a path of this portal only, never another site; otherwise /home.
 */
export function safeReturnPath(then: string | null | undefined): string {
  if (!then || !then.startsWith('/') || then.startsWith('//') || then.includes('\\')) return '/home';
  return then;
}
