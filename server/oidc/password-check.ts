import type { Kysely } from 'kysely';
import { Messages } from '../../src/domain/messages';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../services/clock';
import {
  accountKey,
  addressKey,
  checkLoginThrottle,
  clearLoginFailures,
  recordLoginFailure,
} from '../services/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../services/password';

export type PasswordCheck = { ok: true; userId: number } | { ok: false; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks a tutor's username and password for the provider's sign-in page, under the same
 * throttle as the password sign-in call: the same counts, the same lock, the same slowed answers,
 * and one message whether the account exists or not.
 */
export async function checkPassword(
  deps: { db: Kysely<Database>; clock: Clock; config: Config },
  username: string,
  password: string,
  address: string,
): Promise<PasswordCheck> {
  const { db, clock, config } = deps;
  const account = username.trim();
  if (await checkLoginThrottle(db, clock, [accountKey(account), addressKey(address)])) {
    return { ok: false, message: Messages.tooManyLoginAttempts };
  }
  const user = account
    ? await db
        .selectFrom('users')
        .innerJoin('credentials', 'credentials.user_id', 'users.id')
        .select(['users.id', 'credentials.password_hash'])
        .where((eb) => eb(eb.fn('lower', ['users.account']), '=', account.toLowerCase()))
        .where('users.disabled', '=', 0)
        .executeTakeFirst()
    : undefined;
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !valid) {
    const decision = await recordLoginFailure(db, clock, config.login, account, address);
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    return { ok: false, message: Messages.wrongCredentials };
  }
  await clearLoginFailures(db, account);
  return { ok: true, userId: user.id };
}
