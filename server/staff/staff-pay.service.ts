import type { Static } from '@sinclair/typebox';
import type { ClosedPeriodSchema } from '../../src/domain/api/staff-console.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { isPeriodKey, payLineKind, toPhp } from '../../src/domain/service-fee';
import { monthPeriod } from '../../src/domain/provider-time';
import { StaffMessages, payCsvFileName, payPeriodCsv, type PayCsvRow, type PayPeriodOverview } from '../../src/domain/staff-console';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  findClosure,
  insertClosure,
  listPaymentsOfPeriod,
  listPeople,
  listPeriodTutors,
  sumPeriodByTutorAndRule,
} from '../repositories/pay-periods.repository';
import { currentPeriod } from '../services/service-fee.service';
import type { StaffConsoleDeps } from './staff-console.service';

/**
 * The console's Pay: a period's tutors with their totals and payments, closing a past period
 * (its statements are final and ready to pay), and the period's CSV export. Every change and
 * every export is in the audit log.
 */

/** A past period (before the current one): the only kind staff close or export. */
function pastPeriod(deps: StaffConsoleDeps, period: string): string {
  if (!isPeriodKey(period) || period > currentPeriod(deps)) throw new ApiFailure(ErrorCode.Failed, StaffMessages.periodInvalid);
  return period;
}

const rangeOf = (deps: StaffConsoleDeps, period: string) => {
  const month = monthPeriod(period, deps.config.shell.providerTimeZone);
  return { fromIso: new Date(month.startMs).toISOString(), toIso: new Date(month.endMs).toISOString() };
};

const nameOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

export async function payPeriodOverview(deps: StaffConsoleDeps, period: string, pageIndex: number, pageSize: number): Promise<PayPeriodOverview> {
  const key = pastPeriod(deps, period);
  const [closure, page] = await Promise.all([
    findClosure(deps.db, key),
    listPeriodTutors(deps.db, rangeOf(deps, key), { offset: (pageIndex - 1) * pageSize, limit: pageSize }),
  ]);
  const ids = page.rows.map((row) => row.tutorId);
  const [people, payments] = await Promise.all([listPeople(deps.db, ids), listPaymentsOfPeriod(deps.db, key, ids)]);
  const personOf = new Map(people.map((row) => [row.id, row]));
  const paymentOf = new Map(payments.map((row) => [row.tutor_id, row]));
  return {
    Period: key,
    Closed: closure !== undefined,
    ClosedAt: closure?.closed_at ?? null,
    ClosedBy: closure?.closed_by_account ?? '',
    Total: page.total,
    Items: page.rows.map((row) => {
      const person = personOf.get(row.tutorId);
      const payment = paymentOf.get(row.tutorId);
      return {
        Tuid: row.tutorId,
        Account: person?.account ?? '',
        Name: person ? nameOf(person) : '',
        Lines: row.lines,
        TotalPhp: toPhp(row.total),
        AccountConfirmed: Boolean(person?.confirmed_at),
        PaidOn: payment?.paid_on ?? null,
        Reference: payment?.reference ?? '',
      };
    }),
  };
}

/** Closes a past period once; closing the current one, or one closed already, is refused. */
export async function closePayPeriod(deps: StaffConsoleDeps, staffId: number, period: string): Promise<Static<typeof ClosedPeriodSchema>> {
  const key = pastPeriod(deps, period);
  if (key === currentPeriod(deps)) throw new ApiFailure(ErrorCode.Failed, StaffMessages.periodOpen);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await insertClosure(trx, { period: key, closedBy: staffId, at }))) throw new ApiFailure(ErrorCode.Failed, StaffMessages.periodClosed(key));
    await appendAudit(trx, {
      actorId: staffId,
      action: 'pay.close_period',
      subjectType: 'pay_period',
      subjectId: key,
      tutorId: null,
      before: { closed: false },
      after: { closed: true, closedAt: at },
      at,
    });
  });
  return { Period: key, ClosedAt: at };
}

/** The period's CSV (every tutor with pay lines in it, by id), the export audited. */
export async function payPeriodCsvExport(deps: StaffConsoleDeps, staffId: number, period: string): Promise<{ fileName: string; csv: string; rows: number }> {
  const key = pastPeriod(deps, period);
  const sums = await sumPeriodByTutorAndRule(deps.db, rangeOf(deps, key));
  const byTutor = new Map<number, PayCsvRow>();
  for (const sum of sums) {
    const row = byTutor.get(sum.tutorId) ?? {
      tuid: sum.tutorId,
      account: '',
      name: '',
      lines: 0,
      classFee: 0,
      penalty: 0,
      bonus: 0,
      flowers: 0,
      adjustment: 0,
      total: 0,
      paidOn: '',
      reference: '',
      paidTo: '',
    };
    row[payLineKind(sum.rule)] += sum.amount;
    row.total += sum.amount;
    row.lines += sum.lines;
    byTutor.set(sum.tutorId, row);
  }
  const ids = [...byTutor.keys()];
  const [people, payments] = await Promise.all([listPeople(deps.db, ids), listPaymentsOfPeriod(deps.db, key, ids)]);
  for (const person of people) Object.assign(byTutor.get(person.id)!, { account: person.account, name: nameOf(person) });
  for (const payment of payments)
    Object.assign(byTutor.get(payment.tutor_id)!, { paidOn: payment.paid_on, reference: payment.reference, paidTo: payment.account });
  const rows = [...byTutor.values()].sort((a, b) => a.tuid - b.tuid);
  const at = deps.clock.now().toISOString();
  await appendAudit(deps.db, {
    actorId: staffId,
    action: 'pay.export_csv',
    subjectType: 'pay_period',
    subjectId: key,
    tutorId: null,
    before: undefined,
    after: { rows: rows.length },
    at,
  });
  return { fileName: payCsvFileName(key), csv: payPeriodCsv(rows), rows: rows.length };
}
