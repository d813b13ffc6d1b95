import type { Static } from '@sinclair/typebox';
import type { LoginBody } from './api/account.schemas';
import type { AutoLoginCodeSchema, HandOverCodeSchema, RedeemHandOverCodeBody, SignInTokenSchema } from './api/sign-in.schemas';

/**
 * Request and answer shapes of the sign-in calls, declared once by the schemas in ./api (the server
 * validates and serializes with them) and used by the client's actors.
 */

/** POST /api/account/login */
export type LoginRequest = Static<typeof LoginBody>;

/** What every sign-in answers: password, one-time code, login sign, hand-over code. */
export type SignInToken = Static<typeof SignInTokenSchema>;

/** POST /api/Account/CreateAutoLoginCode and /api/Staff/CreateAutoLoginCode */
export type AutoLoginCode = Static<typeof AutoLoginCodeSchema>;

/**
 * The cross-host redirect (shell.md §4 step 5) carries a one-time hand-over code, never the token:
 * the receiving host's /redirect exchanges it for a session of its own. Valid this long, once.
 */
export const HAND_OVER_CODE_TTL_SECONDS = 60;

/** The query parameter of /redirect that carries the hand-over code. */
export const HAND_OVER_CODE_PARAM = 'code';

/** POST /api/Account/CreateHandOverCode answers it. */
export type HandOverCode = Static<typeof HandOverCodeSchema>;

/** POST /api/Account/RedeemHandOverCode */
export type RedeemHandOverCodeRequest = Static<typeof RedeemHandOverCodeBody>;

/**
 * Where a one-time sign-in link continues (`/loginAuto?code=...&then=/im?answer=7`, the call card's
 * temporary link): a path of this portal only, never another site; otherwise /home.
 */
export function safeReturnPath(then: string | null | undefined): string {
  if (!then || !then.startsWith('/') || then.startsWith('//') || then.includes('\\')) return '/home';
  return then;
}
