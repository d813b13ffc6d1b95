import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Pay periods as staff see them: closures, and every tutor's pay lines of a period summed by rule. */

interface Range {
  fromIso: string;
  toIso: string;
}

export function findClosure(db: Kysely<Database>, period: string) {
  return db
    .selectFrom('pay_period_closures as c')
    .leftJoin('users as u', 'u.id', 'c.closed_by')
    .select(['c.period', 'c.closed_by', 'c.closed_at', 'u.account as closed_by_account'])
    .where('c.period', '=', period)
    .executeTakeFirst();
}

/** Closes a period once: answers false when it was closed already (also by a simultaneous call). */
export async function insertClosure(db: Kysely<Database>, row: { period: string; closedBy: number; at: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('pay_period_closures')
    .values({ period: row.period, closed_by: row.closedBy, closed_at: row.at })
    .onConflict((oc) => oc.column('period').doNothing())
    .returning('period')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Keeps ledger rows whose tutor is not a franchisee (uses the tutor_profiles primary key). */
const notFranchisee = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'ledger_entries'>) =>
  not(
    exists(
      selectFrom('tutor_profiles as fp').select('fp.user_id').whereRef('fp.user_id', '=', 'ledger_entries.tutor_id').where('fp.is_franchisee_user', '=', 1),
    ),
  );

/**
 * A page of the tutors with pay lines in the range, by id, with their line count and net total.
 * Franchisee tutors are left out: their franchise pays them, and RecordPayment refuses them.
 */
export async function listPeriodTutors(db: Kysely<Database>, range: Range, page: { offset: number; limit: number }) {
  const lines = db
    .selectFrom('ledger_entries')
    .where('account', '=', 'pay')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .where(notFranchisee);
  const [rows, count] = await Promise.all([
    lines
      .select(['tutor_id', sql<string>`count(*)`.as('lines'), sql<string>`sum(amount)`.as('total')])
      .groupBy('tutor_id')
      .orderBy('tutor_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    lines.select(sql<string>`count(distinct tutor_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ tutorId: row.tutor_id, lines: Number(row.lines), total: Number(row.total) })), total: Number(count.n) };
}

/** Every tutor's pay lines of the range summed by rule (the CSV export folds them into kinds); franchisee tutors left out. */
export async function sumPeriodByTutorAndRule(db: Kysely<Database>, range: Range) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['tutor_id', 'rule', sql<string>`sum(amount)`.as('amount'), sql<string>`count(*)`.as('n')])
    .where('account', '=', 'pay')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .where(notFranchisee)
    .groupBy(['tutor_id', 'rule'])
    .orderBy('tutor_id')
    .execute();
  return rows.map((row) => ({ tutorId: row.tutor_id, rule: row.rule, amount: Number(row.amount), lines: Number(row.n) }));
}

/** The people among `ids` (name and account), for the rows of a period. */
export function listPeople(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .leftJoin('tutor_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('payment_accounts as a', 'a.tutor_id', 'u.id')
    .select(['u.id', 'u.account', 'u.first_name', 'u.last_name', 'p.is_franchisee_user', 'a.confirmed_at'])
    .where('u.id', 'in', ids)
    .execute();
}

/** The payment covering the period for each of `ids` that has one. */
export function listPaymentsOfPeriod(db: Kysely<Database>, period: string, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pay_record_periods as p')
    .innerJoin('pay_records as r', 'r.id', 'p.pay_record_id')
    .select(['p.tutor_id', 'r.id', 'r.paid_on', 'r.reference', 'r.account', 'r.amount', 'r.period_from', 'r.period_to'])
    .where('p.period', '=', period)
    .where('p.tutor_id', 'in', ids)
    .execute();
}
