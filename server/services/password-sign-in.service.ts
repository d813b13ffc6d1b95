import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { findSignInCredentials } from '../repositories/users.repository';
import type { Clock } from './clock';
import { beginLoginAttempt, endLoginAttemptWithSuccess } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';

export type PasswordCheck = { ok: true; userId: number } | { ok: false; code: typeof ErrorCode.TooManyAttempts | typeof ErrorCode.Failed; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one password check: the password sign-in call and the single sign-on provider's sign-in
 * page both use it, so they share the counts, the lock and the slowed answers. The answer is the
 * same whether or not the account exists (a decoy hash is checked when it does not).
 */
export async function checkPassword(
  deps: { db: Kysely<Database>; clock: Clock; config: Config },
  username: string,
  password: string,
  address: string,
): Promise<PasswordCheck> {
  const { db, clock, config } = deps;
  const account = username.trim();
  const attempt = await beginLoginAttempt(db, clock, config.login, account, address);
  if (attempt.locked) return { ok: false, code: ErrorCode.TooManyAttempts, message: Messages.tooManyLoginAttempts };
  const user = account ? await findSignInCredentials(db, account) : undefined;
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !valid) {
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);
    return { ok: false, code: ErrorCode.Failed, message: Messages.wrongCredentials };
  }
  await endLoginAttemptWithSuccess(db, attempt);
  return { ok: true, userId: user.id };
}
