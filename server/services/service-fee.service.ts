import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { LEDGER_RULES, isLedgerRuleId } from '../../src/domain/ledger';
import { addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import {
  CHARTED_PERIODS,
  ServiceFeeMessages,
  isPeriodKey,
  payLineKind,
  periodTotals,
  periodsEndingWith,
  totalsOfRuleSums,
  toPhp,
  totalsInPhp,
  type CompletedClassesPage,
  type PeriodTotal,
  type Statement,
  type StatementLine,
} from '../../src/domain/service-fee';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  countRemarksByEntry,
  findPaymentCovering,
  listClassFeeLines,
  listOwnClasses,
  listPayAmounts,
  listPayLinePage,
  listPayLines,
  sumPayLinesByRule,
} from '../repositories/service-fee.repository';
import { isFranchiseeUser } from '../repositories/tutor-profiles.repository';
import type { Clock } from './clock';

/**
 * Statements per pay period (a provider month), the chart of the last twelve, and a period's
 * completed classes with their fee: all read from the ledger's `pay` account, nothing cached.
 */
export interface ServiceFeeDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { shell: { providerTimeZone: string } };
}

const CLASS_FEE_RULES = ['pay.class_fee', 'pay.student_absent_fee'] as const;

const isoRange = (period: { startMs: number; endMs: number }) => ({
  fromIso: new Date(period.startMs).toISOString(),
  toIso: new Date(period.endMs).toISOString(),
});

/** Franchisee tutors have no Service Fee (shell.md §3): every call refuses them, as the menu hides it. */
export async function requireServiceFeeTutor(db: Kysely<Database>, tutorId: number): Promise<void> {
  if (await isFranchiseeUser(db, tutorId)) throw new ApiFailure(ErrorCode.Forbidden, ServiceFeeMessages.franchiseeRefused, 403);
}

export function currentPeriod(deps: ServiceFeeDeps): string {
  return localMonth(deps.clock.now().getTime(), deps.config.shell.providerTimeZone).key;
}

/** The period asked for, or the current one; never one after the current period. */
export function periodOrCurrent(deps: ServiceFeeDeps, period: string | undefined): string {
  const current = currentPeriod(deps);
  if (period === undefined || period === '') return current;
  if (!isPeriodKey(period) || period > current) throw new ApiFailure(ErrorCode.Failed, ServiceFeeMessages.periodInvalid);
  return period;
}

const ruleLabel = (rule: string) => (isLedgerRuleId(rule) ? LEDGER_RULES[rule].label : rule);

/**
 * A period's statement: one page of its lines (all of them without `page`, as the payslip needs)
 * and the totals over the whole period, summed by the database.
 */
export async function statement(
  deps: ServiceFeeDeps,
  tutorId: number,
  periodKey: string | undefined,
  page?: { pageIndex: number; pageSize: number },
): Promise<Statement> {
  const zone = deps.config.shell.providerTimeZone;
  const key = periodOrCurrent(deps, periodKey);
  const period = monthPeriod(key, zone);
  const range = isoRange(period);
  const [paged, sums] = await Promise.all([
    page
      ? listPayLinePage(deps.db, tutorId, range, { offset: (page.pageIndex - 1) * page.pageSize, limit: page.pageSize })
      : listPayLines(deps.db, tutorId, range).then((rows) => ({ rows, total: rows.length })),
    sumPayLinesByRule(deps.db, tutorId, range),
  ]);
  const rows = paged.rows;
  const [remarks, paid] = await Promise.all([
    countRemarksByEntry(
      deps.db,
      tutorId,
      rows.map((row) => row.id),
    ),
    findPaymentCovering(deps.db, tutorId, key),
  ]);
  const lines: StatementLine[] = rows.map((row) => ({
    Id: row.id,
    Rule: row.rule,
    Label: ruleLabel(row.rule),
    Kind: payLineKind(row.rule),
    AmountPhp: toPhp(row.amount),
    CountsAt: row.counts_at,
    SourceType: row.source_type,
    SourceId: row.source_id,
    ClassId: row.source_type === 'class' ? Number(row.source_id) : null,
    Note: row.note,
    Remarks: remarks.get(row.id) ?? 0,
  }));
  return {
    Period: key,
    PeriodStart: new Date(period.startMs).toISOString(),
    PeriodEnd: new Date(period.endMs).toISOString(),
    TimeZone: zone,
    Lines: lines,
    LineCount: paged.total,
    pageIndex: page?.pageIndex ?? 1,
    pageSize: page?.pageSize ?? Math.max(1, paged.total),
    Totals: totalsInPhp(totalsOfRuleSums(sums)),
    PaidOn: paid?.paid_on ?? null,
  };
}

/** The net total of each of the last twelve periods, the current one last (the accounting chart). */
export async function periodChart(deps: ServiceFeeDeps, tutorId: number): Promise<PeriodTotal[]> {
  const zone = deps.config.shell.providerTimeZone;
  const periods = periodsEndingWith(currentPeriod(deps), CHARTED_PERIODS);
  const range = { startMs: monthPeriod(periods[0]!, zone).startMs, endMs: monthPeriod(periods[periods.length - 1]!, zone).endMs };
  const rows = await listPayAmounts(deps.db, tutorId, isoRange(range));
  return periodTotals(
    periods,
    rows.map((row) => ({ countsAt: row.counts_at, amount: row.amount })),
    (instant) => localMonth(instant, zone).key,
  ).map((item) => ({ Period: item.period, TotalPhp: toPhp(item.total) }));
}

/** A period's classes that earned a fee (finished, or the student absent), newest first, with the fee paid. */
export async function completedClasses(
  deps: ServiceFeeDeps,
  tutorId: number,
  periodKey: string | undefined,
  page: { pageIndex: number; pageSize: number },
): Promise<CompletedClassesPage> {
  const key = periodOrCurrent(deps, periodKey);
  const range = isoRange(monthPeriod(key, deps.config.shell.providerTimeZone));
  const { rows, total } = await listClassFeeLines(deps.db, tutorId, range, CLASS_FEE_RULES, {
    offset: (page.pageIndex - 1) * page.pageSize,
    limit: page.pageSize,
  });
  const classes = new Map(
    (
      await listOwnClasses(
        deps.db,
        tutorId,
        rows.map((row) => Number(row.source_id)),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    Period: key,
    Total: total,
    Items: rows.map((row) => {
      const lesson = classes.get(Number(row.source_id));
      return {
        ClassId: Number(row.source_id),
        StartTime: lesson?.start_at ?? row.counts_at,
        EndTime: lesson?.end_at ?? row.counts_at,
        StudentName: lesson?.student_name ?? '',
        ClassType: lesson?.class_type ?? '',
        Rule: ruleLabel(row.rule),
        FeePhp: toPhp(row.amount),
      };
    }),
  };
}

/** The periods from `from` to `to`, inclusive (at most ten years): for staff paying several months at once. */
export function periodsBetween(from: string, to: string): string[] {
  const periods: string[] = [];
  for (let key = from; key <= to && periods.length < 120; key = addMonths(key, 1)) periods.push(key);
  return periods;
}
