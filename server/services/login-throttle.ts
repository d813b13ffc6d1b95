import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { countAttempt, deleteAttempts, uncountAttempt } from '../repositories/login-failures.repository';
import type { Clock } from './clock';

/**
 * Slows and then refuses repeated failed sign-ins, per account and per address. Every attempt is
 * counted before the password is checked, in one atomic statement per key, and only an attempt
 * whose count is within the limit of both keys gets its password checked: N parallel guesses
 * check at most the limit against the hash, in every process, since the counts live in the
 * database. A window lasts as long as the lock; a successful sign-in clears its account's count
 * and gives its address back the attempt.
 */
export interface LoginAttempt {
  /** Refuse without checking the password. */
  locked: boolean;
  /** Wait this long before answering a failure (slows guessing). */
  delayMs: number;
  account: string;
  address: string;
}

type ThrottleSettings = Config['login'];

export function accountKey(account: string): string {
  return `account:${account.toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

/** Counts an attempt for the account and the address, and says whether it may be checked. */
export async function beginLoginAttempt(
  db: Kysely<Database>,
  clock: Clock,
  settings: ThrottleSettings,
  account: string,
  address: string,
): Promise<LoginAttempt> {
  const now = clock.now().getTime();
  const times = {
    now: new Date(now).toISOString(),
    windowStart: new Date(now - settings.lockSeconds * 1000).toISOString(),
    lockUntil: new Date(now + settings.lockSeconds * 1000).toISOString(),
  };
  const forAccount = await countAttempt(db, { scopeKey: accountKey(account), limit: settings.lockAfterFailures, ...times });
  const forAddress = await countAttempt(db, { scopeKey: addressKey(address), limit: settings.lockAfterAddressFailures, ...times });
  const locked = forAccount.failures > settings.lockAfterFailures || forAddress.failures > settings.lockAfterAddressFailures;
  const over = forAccount.failures - settings.slowAfterFailures + 1;
  return { locked, delayMs: over > 0 ? Math.min(over, 4) * 500 : 0, account, address };
}

/** The attempt succeeded: the account starts afresh and the address's count is given back. */
export async function endLoginAttemptWithSuccess(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await deleteAttempts(db, accountKey(attempt.account));
  await uncountAttempt(db, addressKey(attempt.address));
}
