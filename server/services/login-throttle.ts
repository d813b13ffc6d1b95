import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

/**
 * Slows and then refuses repeated failed sign-ins, per account and per address. The state is in
 * the database so every server process sees the same counts. A failure window lasts as long as
 * the lock, and a successful sign-in clears the account's count.
 */
export interface LoginThrottleDecision {
  /** Refuse without checking the password. */
  locked: boolean;
  /** Wait this long before answering a failure (slows guessing). */
  delayMs: number;
}

type ThrottleSettings = Config['login'];

export function accountKey(account: string): string {
  return `account:${account.toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

export async function checkLoginThrottle(
  db: Kysely<Database>,
  clock: Clock,
  keys: string[],
): Promise<boolean> {
  const now = clock.now().toISOString();
  const locked = await db
    .selectFrom('login_failures')
    .select('scope_key')
    .where('scope_key', 'in', keys)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return locked !== undefined;
}

/** Counts a failure for each key and says how long to delay the answer. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  clock: Clock,
  settings: ThrottleSettings,
  account: string,
  address: string,
): Promise<LoginThrottleDecision> {
  const now = clock.now();
  let worst = 0;
  let locked = false;
  for (const [key, limit] of [
    [accountKey(account), settings.lockAfterFailures],
    [addressKey(address), settings.lockAfterAddressFailures],
  ] as const) {
    const failures = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('login_failures').selectAll().where('scope_key', '=', key).executeTakeFirst();
      const windowOpen =
        row !== undefined && now.getTime() - Date.parse(row.first_failure_at) < settings.lockSeconds * 1000;
      const count = windowOpen ? row.failures + 1 : 1;
      const lockedUntil = count >= limit ? new Date(now.getTime() + settings.lockSeconds * 1000).toISOString() : null;
      const values = {
        failures: count,
        first_failure_at: windowOpen ? row.first_failure_at : now.toISOString(),
        locked_until: lockedUntil,
      };
      if (row) await trx.updateTable('login_failures').set(values).where('scope_key', '=', key).execute();
      else await trx.insertInto('login_failures').values({ scope_key: key, ...values }).execute();
      return { count, lockedUntil };
    });
    if (failures.lockedUntil) locked = true;
    if (key.startsWith('account:')) worst = failures.count;
  }
  const over = worst - settings.slowAfterFailures + 1;
  return { locked, delayMs: over > 0 ? Math.min(over, 4) * 500 : 0 };
}

export async function clearLoginFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('scope_key', '=', accountKey(account)).execute();
}
