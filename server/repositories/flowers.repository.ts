import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of the flowers screens over the ledger and the per-tutor exchange counter. */

/**
 * Bumps the tutor's exchange counter (creating it at 1) and answers the new count. It is the first
 * write of an exchange's transaction: on PostgreSQL it holds the row lock until commit, so a
 * second exchange of the same tutor waits and then reads the first one's entries; SQLite runs one
 * write transaction at a time anyway.
 */
export async function lockAndCountExchange(trx: Kysely<Database>, tutorId: number, atIso: string): Promise<number> {
  const row = await trx
    .insertInto('flower_exchange_counters')
    .values({ tutor_id: tutorId, exchanges: 1, updated_at: atIso })
    .onConflict((oc) =>
      oc.column('tutor_id').doUpdateSet({
        exchanges: sql<number>`flower_exchange_counters.exchanges + 1`,
        updated_at: atIso,
      }),
    )
    .returning('exchanges')
    .executeTakeFirstOrThrow();
  return Number(row.exchanges);
}

/** The tutor's flowers account balance and what the exchanges of [fromIso, toIso) took, in hundredths. */
export async function flowerSums(
  db: Kysely<Database>,
  tutorId: number,
  month: { fromIso: string; toIso: string },
  exchangeRule: string,
): Promise<{ balance: number; exchangedInMonth: number }> {
  const row = await db
    .selectFrom('ledger_entries')
    .select([
      sql<string | null>`sum(amount)`.as('balance'),
      sql<string | null>`sum(case when rule = ${exchangeRule} and counts_at >= ${month.fromIso} and counts_at < ${month.toIso} then -amount else 0 end)`.as(
        'exchanged',
      ),
    ])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'flowers')
    .executeTakeFirst();
  return {
    balance: Number(row?.balance ?? 0),
    exchangedInMonth: Number(row?.exchanged ?? 0),
  };
}

/** The sum of one rule's entries over [fromIso, toIso), in hundredths. */
export async function sumRuleInRange(db: Kysely<Database>, tutorId: number, rule: string, range: { fromIso: string; toIso: string }): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('tutor_id', '=', tutorId)
    .where('rule', '=', rule)
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The pay entries of one rule for the given sources (the pesos each exchange paid), by source key. */
export async function amountsBySource(db: Kysely<Database>, tutorId: number, rule: string, sourceKeys: readonly string[]): Promise<Map<string, number>> {
  if (sourceKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['source_key', 'amount'])
    .where('tutor_id', '=', tutorId)
    .where('rule', '=', rule)
    .where('source_key', 'in', [...sourceKeys])
    .execute();
  return new Map(rows.map((row) => [row.source_key, row.amount]));
}
