import { sql, type Kysely } from 'kysely';
import { LedgerAccount, STAFF_TEACHING_POINT_RULES } from '../../src/domain/ledger';
import type { Database } from '../db/schema';

/**
 * The person panel's figures: sums and counts of ledger entries, cached one row per tutor in
 * `ledger_figures` (0016). Totals are over all time; the rest over the month [fromIso, toIso) the
 * caller computed in the provider's time zone. Amounts are hundredths; counts are entries of a
 * rule (a reversed entry still counts once: its reversal carries the rule `reversal`, so only the
 * amounts net out).
 *
 * The cache: every ledger write calls `markLedgerChanged` in its transaction (version + 1, not
 * fresh). A reader joins the row; when it is stale or of another month, `computeLedgerFigures`
 * sums the ledger and reads the version in one statement (one snapshot), and `storeLedgerFigures`
 * keeps the result only while that version is still current.
 */
export interface LedgerFigureRow {
  total_flowers: string | number | null;
  total_points: string | number | null;
  total_growth: string | number | null;
  month_points: string | number | null;
  month_completed: string | number | null;
  month_good: string | number | null;
  month_absences: string | number | null;
  month_bad: string | number | null;
  month_cancellations: string | number | null;
  month_other: string | number | null;
}

export const LEDGER_FIGURE_COLUMNS = [
  'total_flowers',
  'total_points',
  'total_growth',
  'month_points',
  'month_completed',
  'month_good',
  'month_absences',
  'month_bad',
  'month_cancellations',
  'month_other',
] as const satisfies ReadonlyArray<keyof LedgerFigureRow>;

export interface MonthRange {
  fromIso: string;
  toIso: string;
}

/** The tutor's cached figures row, with its version, freshness and month (see CachedFigures in tutor-scores.service). */
export function findCachedLedgerFigures(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('ledger_figures')
    .select(['version as figures_version', 'fresh as figures_fresh', 'month_from as figures_month_from', ...LEDGER_FIGURE_COLUMNS])
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
}

/** The figures straight from the ledger, with the cache version they were read at. */
export async function computeLedgerFigures(db: Kysely<Database>, p: { tutorId: number } & MonthRange): Promise<LedgerFigureRow & { version: number | null }> {
  const inMonth = sql`counts_at >= ${p.fromIso} and counts_at < ${p.toIso}`;
  const monthSum = (condition: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${inMonth} and ${condition} then amount else 0 end), 0)`;
  const monthCount = (rules: readonly string[]) =>
    sql<number>`coalesce(sum(case when ${inMonth} and rule in (${sql.join(rules.map((rule) => sql`${rule}`))}) then 1 else 0 end), 0)`;
  const row = await db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`coalesce(sum(case when account = ${LedgerAccount.flowers} then amount else 0 end), 0)`.as('total_flowers'),
      sql<number>`coalesce(sum(case when account = ${LedgerAccount.teachingPoints} then amount else 0 end), 0)`.as('total_points'),
      sql<number>`coalesce(sum(case when account = ${LedgerAccount.growthValue} then amount else 0 end), 0)`.as('total_growth'),
      monthSum(sql`account = ${LedgerAccount.teachingPoints}`).as('month_points'),
      monthCount(['tp.completed_class']).as('month_completed'),
      monthCount(['tp.five_star', 'tp.four_star']).as('month_good'),
      monthCount(['tp.absence']).as('month_absences'),
      monthCount(['tp.complaint']).as('month_bad'),
      monthCount(['tp.cancellation']).as('month_cancellations'),
      monthSum(sql`rule in (${sql.join(STAFF_TEACHING_POINT_RULES.map((rule) => sql`${rule}`))})`).as('month_other'),
      (eb) => eb.selectFrom('ledger_figures').select('version').where('tutor_id', '=', p.tutorId).as('version'),
    ])
    .where('tutor_id', '=', p.tutorId)
    .executeTakeFirstOrThrow();
  return { ...row, version: row.version === null ? null : Number(row.version) };
}

/** Keeps computed figures unless the ledger moved since they were read (then the next reader recomputes). */
export async function storeLedgerFigures(
  db: Kysely<Database>,
  p: { tutorId: number; version: number | null } & MonthRange,
  figures: LedgerFigureRow,
): Promise<void> {
  const values = {
    fresh: 1,
    month_from: p.fromIso,
    month_to: p.toIso,
    ...Object.fromEntries(LEDGER_FIGURE_COLUMNS.map((column) => [column, Number(figures[column] ?? 0)])),
  };
  if (p.version === null) {
    // No write has marked this tutor yet: the first reader creates the row; a racing writer's row wins.
    await db
      .insertInto('ledger_figures')
      .values({ tutor_id: p.tutorId, version: 0, ...values })
      .onConflict((oc) => oc.column('tutor_id').doNothing())
      .execute();
    return;
  }
  await db.updateTable('ledger_figures').set(values).where('tutor_id', '=', p.tutorId).where('version', '=', p.version).execute();
}

/** Marks tutors' cached figures stale: called by every ledger write, in its transaction. */
export async function markLedgerChanged(trx: Kysely<Database>, tutorIds: readonly number[]): Promise<void> {
  for (const tutorId of new Set(tutorIds)) {
    await trx
      .insertInto('ledger_figures')
      .values({ tutor_id: tutorId, version: 1, fresh: 0 })
      .onConflict((oc) => oc.column('tutor_id').doUpdateSet((eb) => ({ version: eb('ledger_figures.version', '+', 1), fresh: 0 })))
      .execute();
  }
}
