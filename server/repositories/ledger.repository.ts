import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, LedgerEntriesTable } from '../db/schema';
import { storeIntegralLevels } from './integral-levels.repository';
import { markLedgerChanged } from './ledger-figures.repository';

/** Queries on the ledger. Entries are only ever inserted; reads are scoped to one tutor. */
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type NewLedgerEntryRow = Insertable<LedgerEntriesTable>;

/**
 * Inserts entries 200 a statement; an entry whose (rule, source) exists is skipped. Answers the
 * inserted rows. Marks the tutors' cached figures stale, and stores the integral level of those whose
 * teaching points moved, in the same transaction.
 */
export async function insertLedgerEntries(db: Kysely<Database>, rows: readonly NewLedgerEntryRow[]): Promise<LedgerEntryRow[]> {
  const inserted: LedgerEntryRow[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const batch = await db
      .insertInto('ledger_entries')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['rule', 'source_key']).doNothing())
      .returningAll()
      .execute();
    inserted.push(...batch);
  }
  await markLedgerChanged(
    db,
    inserted.map((row) => row.tutor_id),
  );
  await storeIntegralLevels(
    db,
    inserted.filter((row) => row.account === 'teaching_points').map((row) => row.tutor_id),
  );
  return inserted;
}

export function findLedgerEntry(db: Kysely<Database>, tutorId: number, id: number): Promise<LedgerEntryRow | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('id', '=', id).where('tutor_id', '=', tutorId).executeTakeFirst();
}

/** The sum of each account over [fromIso, toIso) (or all time), in hundredths: one query. */
export async function sumByAccount(db: Kysely<Database>, tutorId: number, range?: { fromIso: string; toIso: string }): Promise<Map<string, number>> {
  let query = db
    .selectFrom('ledger_entries')
    .select(['account', sql<string>`sum(amount)`.as('total')])
    .where('tutor_id', '=', tutorId)
    .groupBy('account');
  if (range) query = query.where('counts_at', '>=', range.fromIso).where('counts_at', '<', range.toIso);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.account, Number(row.total)]));
}

export interface LedgerEntryFilter {
  account?: string;
  fromIso?: string;
  toIso?: string;
  rule?: string;
  sourceType?: string;
  sourceId?: string;
}

/** A page of a tutor's entries, newest first, and how many match. */
export async function listLedgerEntries(
  db: Kysely<Database>,
  tutorId: number,
  filter: LedgerEntryFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  let query = db.selectFrom('ledger_entries').where('tutor_id', '=', tutorId);
  if (filter.account) query = query.where('account', '=', filter.account);
  if (filter.fromIso) query = query.where('counts_at', '>=', filter.fromIso);
  if (filter.toIso) query = query.where('counts_at', '<', filter.toIso);
  if (filter.rule) query = query.where('rule', '=', filter.rule);
  if (filter.sourceType) query = query.where('source_type', '=', filter.sourceType);
  if (filter.sourceId) query = query.where('source_id', '=', filter.sourceId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('counts_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every (counts_at, amount) of one account over [fromIso, toIso): a month's movement, for its chart. */
export function listLedgerAmounts(db: Kysely<Database>, tutorId: number, account: string, range: { fromIso: string; toIso: string }) {
  return db
    .selectFrom('ledger_entries')
    .select(['counts_at', 'amount'])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', account)
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .orderBy('counts_at')
    .execute();
}
