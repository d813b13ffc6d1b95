import { sql, type Kysely } from 'kysely';
import { LedgerAccount, STAFF_TEACHING_POINT_RULES } from '../../src/domain/ledger';
import type { Database } from '../db/schema';

/**
 * The person panel's figures as sums and counts of ledger entries, in one grouped derived table
 * that a caller joins on `ledger.tutor_id` (so the user state stays one query). Totals are over all
 * time; the rest over the month [fromIso, toIso) the caller computed in the provider's time zone.
 * Amounts are hundredths; counts are entries of a rule (a reversed entry still counts once: its
 * reversal carries the rule `reversal`, so only the amounts net out).
 */
export interface LedgerFigureRow {
  tutor_id: number;
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

export function ledgerFiguresTable(db: Kysely<Database>, p: { tutorId: number; fromIso: string; toIso: string }) {
  const inMonth = sql`counts_at >= ${p.fromIso} and counts_at < ${p.toIso}`;
  const monthSum = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${inMonth} and ${condition} then amount else 0 end)`;
  const monthCount = (rules: readonly string[]) =>
    sql<number>`sum(case when ${inMonth} and rule in (${sql.join(rules.map((rule) => sql`${rule}`))}) then 1 else 0 end)`;
  return db
    .selectFrom('ledger_entries')
    .select([
      'tutor_id',
      sql<number>`sum(case when account = ${LedgerAccount.flowers} then amount else 0 end)`.as('total_flowers'),
      sql<number>`sum(case when account = ${LedgerAccount.teachingPoints} then amount else 0 end)`.as('total_points'),
      sql<number>`sum(case when account = ${LedgerAccount.growthValue} then amount else 0 end)`.as('total_growth'),
      monthSum(sql`account = ${LedgerAccount.teachingPoints}`).as('month_points'),
      monthCount(['tp.completed_class']).as('month_completed'),
      monthCount(['tp.five_star', 'tp.four_star']).as('month_good'),
      monthCount(['tp.absence']).as('month_absences'),
      monthCount(['tp.complaint']).as('month_bad'),
      monthCount(['tp.cancellation']).as('month_cancellations'),
      monthSum(sql`rule in (${sql.join(STAFF_TEACHING_POINT_RULES.map((rule) => sql`${rule}`))})`).as('month_other'),
    ])
    .where('tutor_id', '=', p.tutorId)
    .groupBy('tutor_id');
}

/** The figures of one tutor (null when the tutor has no entries yet). */
export function findLedgerFigures(db: Kysely<Database>, p: { tutorId: number; fromIso: string; toIso: string }) {
  return ledgerFiguresTable(db, p).executeTakeFirst() as Promise<LedgerFigureRow | undefined>;
}
