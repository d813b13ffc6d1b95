import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { Role } from '../../src/domain/routes';
import { HAND_OVER_CODE_TTL_SECONDS, type AutoLoginCode, type HandOverCode, type SignInToken } from '../../src/domain/sign-in';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { portalOrigin } from '../oidc/oidc-settings';
import {
  issueAutoLoginCode,
  issueLoginSign,
  isSecretUsable,
  redeemAutoLoginCode,
  redeemLoginSign,
  type IssuedSecret,
} from '../repositories/one-time-secrets.repository';
import { findEnabledUserId, findRoles } from '../repositories/users.repository';
import { issueSignInToken } from './account.service';
import type { Clock } from './clock';

/**
 * Sign-in without a password at hand (shell.md §7): one-time AutoLogin codes for e-mail links and
 * the desktop client, login signs the desktop client redeems, and the hand-over code the
 * cross-host redirect carries instead of a token. Each redeemed secret yields a fresh portal token
 * of its own kind, revocable by sign-out.
 */
interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
}

function codeAnswer(config: Config, issued: IssuedSecret): AutoLoginCode {
  return {
    Code: issued.secret,
    Url: `${portalOrigin(config)}/loginAuto?code=${encodeURIComponent(issued.secret)}`,
    ExpiresIn: issued.expiresIn,
  };
}

export async function redeemAutoLogin(deps: Deps, code: string): Promise<SignInToken> {
  const userId = await redeemAutoLoginCode(deps.db, deps.clock, code, ['email', 'desktop']);
  if (userId === null) throw new ApiFailure(ErrorCode.Failed, Messages.autoLoginCodeInvalid, 400);
  return issueSignInToken(deps, userId, 'auto-login');
}

/** A code signing the caller in elsewhere: the desktop client opens its Url in the browser. */
export async function createOwnAutoLoginCode(deps: Deps, userId: number): Promise<AutoLoginCode> {
  const ttlSeconds = deps.config.signIn.autoLoginCodeTtlSeconds;
  return codeAnswer(deps.config, await issueAutoLoginCode(deps.db, deps.clock, { userId, purpose: 'desktop', issuedBy: userId, ttlSeconds }));
}

/** A code for an e-mail link signing a tutor in: only tutors' accounts, never staff or admin ones. */
export async function createTutorAutoLoginCode(deps: Deps, staffId: number, tutorId: number): Promise<AutoLoginCode> {
  const target = await findEnabledUserId(deps.db, tutorId);
  if (target === undefined) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  const roles = new Set((await findRoles(deps.db, target)).map((role) => role.toLowerCase()));
  // A link must not let staff become someone with more rights than a tutor.
  if (!roles.has(Role.teacher) || roles.has(Role.admin) || roles.has(Role.staff)) {
    throw new ApiFailure(ErrorCode.Failed, Messages.autoLoginOnlyForTutors, 400);
  }
  const ttlSeconds = deps.config.signIn.autoLoginCodeTtlSeconds;
  return codeAnswer(deps.config, await issueAutoLoginCode(deps.db, deps.clock, { userId: target, purpose: 'email', issuedBy: staffId, ttlSeconds }));
}

export async function createLoginSign(deps: Deps, userId: number): Promise<string> {
  const issued = await issueLoginSign(deps.db, deps.clock, { userId, ttlSeconds: deps.config.signIn.loginSignTtlSeconds });
  return issued.secret;
}

export function isLoginSignUsable(deps: Omit<Deps, 'config'>, sign: string): Promise<boolean> {
  return isSecretUsable(deps.db, deps.clock, 'login_signs', sign);
}

export async function redeemLoginSignForToken(deps: Deps, sign: string): Promise<SignInToken> {
  const userId = await redeemLoginSign(deps.db, deps.clock, sign);
  if (userId === null) throw new ApiFailure(ErrorCode.Failed, Messages.loginSignInvalid, 400);
  return issueSignInToken(deps, userId, 'login-sign');
}

/** The cross-host redirect's one-time code (shell.md §4 step 5): valid 60 s, once, for the caller. */
export async function createHandOverCode(deps: Deps, userId: number): Promise<HandOverCode> {
  const issued = await issueAutoLoginCode(deps.db, deps.clock, {
    userId,
    purpose: 'hand-over',
    issuedBy: userId,
    ttlSeconds: HAND_OVER_CODE_TTL_SECONDS,
  });
  return { Code: issued.secret, ExpiresIn: issued.expiresIn };
}

/** The receiving host's /redirect exchanges the code for a session of its own. */
export async function redeemHandOverCode(deps: Deps, code: string): Promise<SignInToken> {
  const userId = await redeemAutoLoginCode(deps.db, deps.clock, code, ['hand-over']);
  if (userId === null) throw new ApiFailure(ErrorCode.Failed, Messages.autoLoginCodeInvalid, 400);
  return issueSignInToken(deps, userId, 'hand-over');
}
