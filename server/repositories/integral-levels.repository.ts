import { sql, type Kysely } from 'kysely';
import { LedgerAccount, fromHundredths } from '../../src/domain/ledger';
import { integralLevelOf } from '../../src/domain/levels';
import type { Database } from '../db/schema';

/**
 * The stored integral level (tutor_profiles.integral_level) is the grade the tutor's all-time
 * teaching points reach (growth-account.md §3: "the matching grade name is stored"). Called in the
 * transaction that posts teaching-point entries, so the stored grade never disagrees with the ledger.
 */
export async function storeIntegralLevels(db: Kysely<Database>, tutorIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tutorIds)];
  if (ids.length === 0) return;
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['tutor_id', sql<string>`sum(amount)`.as('total')])
    .where('account', '=', LedgerAccount.teachingPoints)
    .where('tutor_id', 'in', ids)
    .groupBy('tutor_id')
    .execute();
  const totals = new Map(sums.map((row) => [Number(row.tutor_id), Number(row.total)]));
  for (const id of ids) {
    await db
      .updateTable('tutor_profiles')
      .set({ integral_level: integralLevelOf(fromHundredths(totals.get(id) ?? 0)) })
      .where('user_id', '=', id)
      .execute();
  }
}

/** The stored grade name, or undefined when the tutor has no profile. */
export function findIntegralLevel(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('tutor_profiles').select('integral_level').where('user_id', '=', tutorId).executeTakeFirst();
}
