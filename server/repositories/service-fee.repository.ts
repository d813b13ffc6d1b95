import { sql, type Kysely, type Selectable } from 'kysely';
import type { RateCardLine } from '../../src/domain/rate-card';
import type { Database } from '../db/schema';
import type { PayRecordsTable, PaymentAccountsTable } from '../db/schema-money';

/** Statements, rate cards, payment records, remarks and receiving accounts; every read scoped to one tutor. */

export type PayRecordRow = Selectable<PayRecordsTable>;
export type PaymentAccountRow = Selectable<PaymentAccountsTable>;

interface Range {
  fromIso: string;
  toIso: string;
}

export async function listRateCard(db: Kysely<Database>, tutorId: number): Promise<RateCardLine[]> {
  const rows = await db.selectFrom('rate_cards').select(['class_type', 'minutes', 'fee_centavos']).where('tutor_id', '=', tutorId).execute();
  return rows.map((row) => ({ classType: row.class_type, minutes: row.minutes, feeCentavos: row.fee_centavos }));
}

export async function upsertRateCardLine(db: Kysely<Database>, tutorId: number, line: RateCardLine, at: string): Promise<void> {
  await db
    .insertInto('rate_cards')
    .values({ tutor_id: tutorId, class_type: line.classType, minutes: line.minutes, fee_centavos: line.feeCentavos, updated_at: at })
    .onConflict((oc) => oc.columns(['tutor_id', 'class_type', 'minutes']).doUpdateSet({ fee_centavos: line.feeCentavos, updated_at: at }))
    .execute();
}

/** Every pay line of a period, oldest first (uses ledger_entries_tutor_account_time). */
export function listPayLines(db: Kysely<Database>, tutorId: number, range: Range) {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'rule', 'amount', 'counts_at', 'source_type', 'source_id', 'note'])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'pay')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .orderBy('counts_at')
    .orderBy('id')
    .execute();
}

/** One page of a period's pay lines, oldest first, and how many there are (both on ledger_entries_tutor_account_time). */
export async function listPayLinePage(db: Kysely<Database>, tutorId: number, range: Range, page: { offset: number; limit: number }) {
  const query = payLinesOf(db, tutorId, range);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'rule', 'amount', 'counts_at', 'source_type', 'source_id', 'note'])
      .orderBy('counts_at')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A period's pay amounts summed by rule (the statement's totals over the whole period, whatever page is shown). */
export async function sumPayLinesByRule(db: Kysely<Database>, tutorId: number, range: Range) {
  const rows = await payLinesOf(db, tutorId, range)
    .select(['rule', sql<string>`sum(amount)`.as('amount'), sql<string>`count(*)`.as('n')])
    .groupBy('rule')
    .execute();
  return rows.map((row) => ({ rule: row.rule, amount: Number(row.amount), lines: Number(row.n) }));
}

function payLinesOf(db: Kysely<Database>, tutorId: number, range: Range) {
  return db
    .selectFrom('ledger_entries')
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'pay')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso);
}

/** (counts_at, amount) of every pay line over a range: the chart's periods are summed from these. */
export function listPayAmounts(db: Kysely<Database>, tutorId: number, range: Range) {
  return db
    .selectFrom('ledger_entries')
    .select(['counts_at', 'amount'])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'pay')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso)
    .execute();
}

/** A page of a period's class fee lines, newest first, and how many there are. */
export async function listClassFeeLines(
  db: Kysely<Database>,
  tutorId: number,
  range: Range,
  rules: readonly string[],
  page: { offset: number; limit: number },
) {
  const query = db
    .selectFrom('ledger_entries')
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'pay')
    .where('rule', 'in', rules)
    .where('source_type', '=', 'class')
    .where('counts_at', '>=', range.fromIso)
    .where('counts_at', '<', range.toIso);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'rule', 'amount', 'source_id', 'counts_at'])
      .orderBy('counts_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The tutor's own classes among `ids` (another tutor's id answers nothing). */
export function listOwnClasses(db: Kysely<Database>, tutorId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classes')
    .select(['id', 'start_at', 'end_at', 'student_name', 'class_type'])
    .where('tutor_id', '=', tutorId)
    .where('id', 'in', ids)
    .execute();
}

export function findPayLine(db: Kysely<Database>, tutorId: number, entryId: number) {
  return db
    .selectFrom('ledger_entries')
    .select(['id', 'rule', 'amount', 'counts_at', 'source_type', 'source_id'])
    .where('id', '=', entryId)
    .where('tutor_id', '=', tutorId)
    .where('account', '=', 'pay')
    .executeTakeFirst();
}

export async function countRemarksByEntry(db: Kysely<Database>, tutorId: number, entryIds: readonly number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_remarks')
    .select(['entry_id', sql<string>`count(*)`.as('n')])
    .where('tutor_id', '=', tutorId)
    .where('entry_id', 'in', entryIds)
    .groupBy('entry_id')
    .execute();
  return new Map(rows.map((row) => [row.entry_id, Number(row.n)]));
}

export async function insertPayRemark(
  db: Kysely<Database>,
  row: { tutorId: number; entryId: number; remark: string; createdBy: number; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('pay_remarks')
    .values({ tutor_id: row.tutorId, entry_id: row.entryId, remark: row.remark, created_by: row.createdBy, created_at: row.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A page of the tutor's remarks with their lines, newest first (uses pay_remarks_tutor_time). */
export async function listPayRemarks(db: Kysely<Database>, tutorId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('pay_remarks as r').where('r.tutor_id', '=', tutorId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('ledger_entries as e', 'e.id', 'r.entry_id')
      .select(['r.id', 'r.entry_id', 'r.remark', 'r.created_at', 'e.rule', 'e.amount', 'e.counts_at', 'e.source_type', 'e.source_id'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertPayRecord(
  db: Kysely<Database>,
  row: {
    tutorId: number;
    periodFrom: string;
    periodTo: string;
    amount: number;
    paidOn: string;
    account: string;
    reference: string;
    createdBy: number;
    at: string;
  },
): Promise<PayRecordRow> {
  return db
    .insertInto('pay_records')
    .values({
      tutor_id: row.tutorId,
      period_from: row.periodFrom,
      period_to: row.periodTo,
      amount: row.amount,
      paid_on: row.paidOn,
      account: row.account,
      reference: row.reference,
      created_by: row.createdBy,
      created_at: row.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Claims a payment's periods for the tutor (one row per period, keyed by tutor and period) and
 * answers the periods another payment holds already. Run it in the payment's transaction and
 * roll back when the answer is not empty: of two payments racing for a period, one records.
 */
export async function claimPaidPeriods(db: Kysely<Database>, tutorId: number, payRecordId: number, periods: readonly string[]): Promise<string[]> {
  if (periods.length === 0) return [];
  const claimed = await db
    .insertInto('pay_record_periods')
    .values(periods.map((period) => ({ tutor_id: tutorId, period, pay_record_id: payRecordId })))
    .onConflict((oc) => oc.columns(['tutor_id', 'period']).doNothing())
    .returning('period')
    .execute();
  const got = new Set(claimed.map((row) => row.period));
  return periods.filter((period) => !got.has(period));
}

export async function listPayRecords(db: Kysely<Database>, tutorId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('pay_records').where('tutor_id', '=', tutorId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('paid_on', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The newest payment covering `period`, or undefined. */
export function findPaymentCovering(db: Kysely<Database>, tutorId: number, period: string) {
  return db
    .selectFrom('pay_records')
    .select(['paid_on'])
    .where('tutor_id', '=', tutorId)
    .where('period_from', '<=', period)
    .where('period_to', '>=', period)
    .orderBy('paid_on', 'desc')
    .executeTakeFirst();
}

export function findPaymentAccount(db: Kysely<Database>, tutorId: number): Promise<PaymentAccountRow | undefined> {
  return db.selectFrom('payment_accounts').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function savePaymentAccount(db: Kysely<Database>, row: PaymentAccountRow): Promise<void> {
  await db
    .insertInto('payment_accounts')
    .values(row)
    .onConflict((oc) =>
      oc.column('tutor_id').doUpdateSet({
        method: row.method,
        account: row.account,
        holder_name: row.holder_name,
        confirmed_at: row.confirmed_at,
        terms_accepted_at: row.terms_accepted_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
