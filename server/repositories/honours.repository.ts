import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Read-only queries over the ledger for grade honour and milestones; always one tutor's own. */
type Db = Kysely<Database>;

/** A tutor's growth entries, oldest first (amount in hundredths). */
export function growthEntriesInOrder(db: Db, tutorId: number) {
  return db
    .selectFrom('ledger_entries')
    .select(['amount', 'counts_at'])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'growth_value')
    .orderBy('counts_at')
    .orderBy('id')
    .execute();
}

/** When the tutor's n-th entry of the rules counted (1-based), for each n; one indexed query per n. */
export async function nthEntryTimes(db: Db, tutorId: number, rules: readonly string[], ns: readonly number[]): Promise<Map<number, string>> {
  const times = new Map<number, string>();
  for (const n of ns) {
    const row = await db
      .selectFrom('ledger_entries')
      .select('counts_at')
      .where('tutor_id', '=', tutorId)
      .where('rule', 'in', [...rules])
      .orderBy('counts_at')
      .orderBy('id')
      .offset(n - 1)
      .limit(1)
      .executeTakeFirst();
    if (row) times.set(n, row.counts_at);
  }
  return times;
}
