import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A throttle key's count after an attempt was counted, and until when it is locked. */
export interface CountedAttempt {
  failures: number;
  lockedUntil: string | null;
}

export interface CountAttemptInput {
  scopeKey: string;
  /** Now, as an ISO timestamp (every time in the table is one, so text order is time order). */
  now: string;
  /** Counts that began before this (and whose lock has run out) start again at 1. */
  windowStart: string;
  /** The lock set when the count reaches `limit`. */
  lockUntil: string;
  limit: number;
}

/**
 * Counts one sign-in attempt for a key and returns the new count, in one statement: an insert
 * that, on a key already present, increments (or restarts an expired window) and returns the row.
 * Parallel attempts each see their own count, so no two pass the limit together, and no two
 * first attempts collide on the primary key.
 */
export async function countAttempt(db: Kysely<Database>, input: CountAttemptInput): Promise<CountedAttempt> {
  const { scopeKey, now, windowStart, lockUntil, limit } = input;
  // The window of the stored row has run out (and so has any lock on it).
  const expired = sql<boolean>`(login_failures.first_failure_at <= ${windowStart} and (login_failures.locked_until is null or login_failures.locked_until <= ${now}))`;
  const row = await db
    .insertInto('login_failures')
    .values({ scope_key: scopeKey, failures: 1, first_failure_at: now, locked_until: limit <= 1 ? lockUntil : null })
    .onConflict((oc) =>
      oc.column('scope_key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else login_failures.failures + 1 end`,
        first_failure_at: sql<string>`case when ${expired} then ${now} else login_failures.first_failure_at end`,
        locked_until: sql<string | null>`case
          when ${expired} then ${limit <= 1 ? lockUntil : null}
          when login_failures.locked_until is null and login_failures.failures + 1 >= ${limit} then ${lockUntil}
          else login_failures.locked_until end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), lockedUntil: row.locked_until };
}

/** Takes back one counted attempt (a sign-in that succeeded is not a failure of its address). */
export async function uncountAttempt(db: Kysely<Database>, scopeKey: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ failures: sql<number>`failures - 1` })
    .where('scope_key', '=', scopeKey)
    .where('failures', '>', 0)
    .execute();
}

export async function deleteAttempts(db: Kysely<Database>, scopeKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('scope_key', '=', scopeKey).execute();
}

/** The recorded count of a key (0 when none): for tests and diagnostics. */
export async function attemptCount(db: Kysely<Database>, scopeKey: string): Promise<number> {
  const row = await db.selectFrom('login_failures').select('failures').where('scope_key', '=', scopeKey).executeTakeFirst();
  return row ? Number(row.failures) : 0;
}
