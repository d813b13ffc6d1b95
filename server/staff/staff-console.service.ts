import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { AuditLogPage, TutorSearchPage } from '../../src/domain/api/staff-console.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { fromHundredths } from '../../src/domain/ledger';
import { toPhp } from '../../src/domain/service-fee';
import type { TutorRecordSummary } from '../../src/domain/staff-console';
import { StaffMessages } from '../../src/domain/staff-console';
import { monthPeriod } from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { listPayRecords, findPaymentAccount, sumPayLinesByRule } from '../repositories/service-fee.repository';
import { countClassesByStatus, countMessages, findTutorRecord, ledgerBalancesOf, listAuditLog, searchTutors } from '../repositories/staff-console.repository';
import type { Clock } from '../services/clock';
import { currentPeriod } from '../services/service-fee.service';

/** The console's home reads: the audit log, the tutor search and one tutor's record summary. */
export interface StaffConsoleDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { shell: { providerTimeZone: string } };
}

const pageOf = (pageIndex: number, pageSize: number) => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });
const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

export async function auditLog(
  deps: StaffConsoleDeps,
  filter: { tutorId?: number | undefined },
  pageIndex: number,
  pageSize: number,
): Promise<Static<typeof AuditLogPage>> {
  const { rows, total } = await listAuditLog(deps.db, filter, pageOf(pageIndex, pageSize));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      ActorId: row.actor_id,
      ActorAccount: row.actor_account ?? '',
      Action: row.action,
      SubjectType: row.subject_type,
      SubjectId: row.subject_id,
      TutorId: row.tutor_id,
      Before: row.before_json,
      After: row.after_json,
      CreatedAt: row.created_at,
    })),
  };
}

export async function findTutors(deps: StaffConsoleDeps, query: string, pageIndex: number, pageSize: number): Promise<Static<typeof TutorSearchPage>> {
  if (query.length > 100) throw new ApiFailure(ErrorCode.Failed, StaffMessages.queryTooLong);
  const { rows, total } = await searchTutors(deps.db, query, pageOf(pageIndex, pageSize));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Tuid: row.id,
      Account: row.account,
      Name: fullName(row),
      Email: row.email,
      Group: row.tutor_group ?? '',
      Franchisee: row.is_franchisee_user === 1,
      Disabled: row.disabled === 1,
    })),
  };
}

/** A tutor's record at a glance: profile, classes, ledger, pay and messages. Staff and unknown ids answer ErrorCode 5. */
export async function tutorSummary(deps: StaffConsoleDeps, tutorId: number): Promise<TutorRecordSummary> {
  const tutor = await findTutorRecord(deps.db, tutorId);
  if (!tutor) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
  const period = currentPeriod(deps);
  const range = monthPeriod(period, deps.config.shell.providerTimeZone);
  const [classes, balances, sums, payments, account, messages, audits] = await Promise.all([
    countClassesByStatus(deps.db, tutorId),
    ledgerBalancesOf(deps.db, tutorId),
    sumPayLinesByRule(deps.db, tutorId, { fromIso: new Date(range.startMs).toISOString(), toIso: new Date(range.endMs).toISOString() }),
    listPayRecords(deps.db, tutorId, { offset: 0, limit: 1 }),
    findPaymentAccount(deps.db, tutorId),
    countMessages(deps.db, tutorId),
    auditLog(deps, { tutorId }, 1, 1),
  ]);
  const last = payments.rows[0];
  return {
    Tuid: tutor.id,
    Account: tutor.account,
    Name: fullName(tutor),
    Email: tutor.email,
    Group: tutor.tutor_group ?? '',
    Franchisee: tutor.is_franchisee_user === 1,
    Disabled: tutor.disabled === 1,
    CreatedAt: tutor.created_at,
    Classes: [...classes].map(([Status, Count]) => ({ Status, Count })).sort((a, b) => a.Status.localeCompare(b.Status)),
    // Every account keeps hundredths (pay in centavos, points and flowers in hundredths of one).
    Ledger: [...balances].map(([Account, balance]) => ({ Account, Balance: fromHundredths(balance) })).sort((a, b) => a.Account.localeCompare(b.Account)),
    CurrentPeriod: period,
    CurrentPeriodPhp: toPhp(sums.reduce((total, sum) => total + sum.amount, 0)),
    LastPayment: last
      ? { PeriodFrom: last.period_from, PeriodTo: last.period_to, AmountPhp: toPhp(last.amount), PaidOn: last.paid_on, Reference: last.reference }
      : null,
    PaymentAccountConfirmed: Boolean(account?.confirmed_at),
    Messages: { Total: messages.total, Unread: messages.unread },
    AuditEntries: audits.Total,
  };
}
