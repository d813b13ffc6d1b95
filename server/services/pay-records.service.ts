import { notifyPayStatementReady } from './notifications.service';
import { ErrorCode } from '../../src/domain/error-codes';
import { LEDGER_RULES, isLedgerRuleId } from '../../src/domain/ledger';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { HubEvent } from '../../src/domain/realtime';
import { localMonth, monthPeriod } from '../../src/domain/provider-time';
import {
  ServiceFeeMessages,
  formatPhp,
  isPeriodKey,
  maskAccount,
  payRemarkError,
  statementTotals,
  toPhp,
  type HistoryRemark,
  type Paged,
  type PaymentRecord,
} from '../../src/domain/service-fee';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import { findActiveUserById } from '../repositories/accounts.repository';
import {
  claimPaidPeriods,
  findPayLine,
  findPaymentAccount,
  findPaymentCovering,
  insertPayRecord,
  insertPayRemark,
  listPayLines,
  listPayRecords,
  listPayRemarks,
} from '../repositories/service-fee.repository';
import { sendMessage, type MessageDeps } from './messages.service';
import { currentPeriod, periodsBetween, requireServiceFeeTutor, type ServiceFeeDeps } from './service-fee.service';

/** Payment records (staff marking periods paid) and history remarks (staff remarks on pay lines). */
export type PayRecordDeps = ServiceFeeDeps & MessageDeps;

const pageOf = (pageIndex: number, pageSize: number) => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });

function toRecord(row: {
  id: number;
  period_from: string;
  period_to: string;
  amount: number;
  paid_on: string;
  account: string;
  reference: string;
}): PaymentRecord {
  return {
    Id: row.id,
    PeriodFrom: row.period_from,
    PeriodTo: row.period_to,
    AmountPhp: toPhp(row.amount),
    PaidOn: row.paid_on,
    Account: row.account,
    Reference: row.reference,
  };
}

export async function paymentRecords(deps: ServiceFeeDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<Paged<PaymentRecord>> {
  const { rows, total } = await listPayRecords(deps.db, tutorId, pageOf(pageIndex, pageSize));
  return { Total: total, Items: rows.map(toRecord) };
}

export async function historyRemarks(deps: ServiceFeeDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<Paged<HistoryRemark>> {
  const zone = deps.config.shell.providerTimeZone;
  const { rows, total } = await listPayRemarks(deps.db, tutorId, pageOf(pageIndex, pageSize));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      EntryId: row.entry_id,
      Period: localMonth(Date.parse(row.counts_at), zone).key,
      LineLabel: isLedgerRuleId(row.rule) ? LEDGER_RULES[row.rule].label : row.rule,
      LineAmountPhp: toPhp(row.amount),
      ClassId: row.source_type === 'class' ? Number(row.source_id) : null,
      Remark: row.remark,
      CreatedAt: row.created_at,
    })),
  };
}

async function requireTutor(deps: ServiceFeeDeps, tuid: number): Promise<void> {
  if (!(await findActiveUserById(deps.db, tuid))) throw new ApiFailure(ErrorCode.NotFound, Messages.staffTutorNotFound, 404);
  await requireServiceFeeTutor(deps.db, tuid);
}

/**
 * Staff record a payment of periods `from`..`to` (provider months). The amount defaults to the
 * sum of those statements; the receiving account is the tutor's confirmed one, kept as it was.
 */
export async function recordPayment(
  deps: PayRecordDeps,
  staffId: number,
  input: { tuid: number; periodFrom: string; periodTo: string; amountPhp?: number | undefined; paidOn?: string | undefined; reference?: string | undefined },
): Promise<PaymentRecord> {
  await requireTutor(deps, input.tuid);
  const zone = deps.config.shell.providerTimeZone;
  const current = currentPeriod(deps);
  if (!isPeriodKey(input.periodFrom) || !isPeriodKey(input.periodTo) || input.periodFrom > input.periodTo || input.periodTo > current) {
    throw new ApiFailure(ErrorCode.Failed, ServiceFeeMessages.periodInvalid);
  }
  for (const period of periodsBetween(input.periodFrom, input.periodTo)) {
    if (await findPaymentCovering(deps.db, input.tuid, period)) throw new ApiFailure(ErrorCode.Failed, ServiceFeeMessages.alreadyPaid(period));
  }
  const account = await findPaymentAccount(deps.db, input.tuid);
  if (!account?.confirmed_at) throw new ApiFailure(ErrorCode.Failed, 'The tutor has not confirmed a payment account.');
  let amount: number;
  if (input.amountPhp === undefined) {
    const range = {
      fromIso: new Date(monthPeriod(input.periodFrom, zone).startMs).toISOString(),
      toIso: new Date(monthPeriod(input.periodTo, zone).endMs).toISOString(),
    };
    amount = statementTotals(await listPayLines(deps.db, input.tuid, range)).total;
  } else {
    amount = Math.round(input.amountPhp * 100);
  }
  if (amount <= 0) throw new ApiFailure(ErrorCode.Failed, ServiceFeeMessages.amountInvalid);
  const now = deps.clock.now().toISOString();
  const paidOn = input.paidOn ?? now.slice(0, 10);
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertPayRecord(trx, {
      tutorId: input.tuid,
      periodFrom: input.periodFrom,
      periodTo: input.periodTo,
      amount,
      paidOn,
      account: `${account.method === 'paypal' ? 'PayPal' : 'Bank'} ${maskAccount(account.account)}`,
      reference: input.reference?.trim() ?? '',
      createdBy: staffId,
      at: now,
    });
    // The periods are claimed in this transaction: a payment recorded meanwhile for one of them makes this one fail.
    const taken = await claimPaidPeriods(trx, input.tuid, inserted.id, periodsBetween(input.periodFrom, input.periodTo));
    if (taken.length > 0) throw new ApiFailure(ErrorCode.Failed, ServiceFeeMessages.alreadyPaid(taken[0]!));
    // The paid periods' statements are final: the tutor hears so by e-mail or SMS when they chose to.
    for (const period of periodsBetween(input.periodFrom, input.periodTo)) await notifyPayStatementReady(trx, input.tuid, period, now);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'pay.record_payment',
      subjectType: 'tutor',
      subjectId: input.tuid,
      tutorId: input.tuid,
      before: undefined,
      after: inserted,
      at: now,
    });
    return inserted;
  });
  const range = row.period_from === row.period_to ? row.period_from : `${row.period_from} to ${row.period_to}`;
  await sendMessage(deps, {
    tutorId: input.tuid,
    kind: MessageKind.system,
    title: 'Service fee paid',
    content: `Your service fee for ${range} (${formatPhp(row.amount)}) was paid on ${row.paid_on} to ${row.account}.`,
    sentBy: staffId,
  });
  // An open service fee page of the tutor reloads and shows the period paid.
  await deps.notifier.toUser(input.tuid, HubEvent.payChanged, [{ periodFrom: row.period_from, periodTo: row.period_to, paidOn: row.paid_on }]);
  return toRecord(row);
}

/** Staff add a remark to one of a tutor's pay lines; the tutor reads it in History Remarks. */
export async function addPayRemark(deps: PayRecordDeps, staffId: number, input: { tuid: number; entryId: number; remark: string }): Promise<HistoryRemark> {
  await requireTutor(deps, input.tuid);
  const problem = payRemarkError(input.remark);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const line = await findPayLine(deps.db, input.tuid, input.entryId);
  if (!line) throw new ApiFailure(ErrorCode.NotFound, ServiceFeeMessages.lineNotFound, 404);
  const now = deps.clock.now().toISOString();
  const remark = input.remark.trim();
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertPayRemark(trx, { tutorId: input.tuid, entryId: line.id, remark, createdBy: staffId, at: now });
    await appendAudit(trx, {
      actorId: staffId,
      action: 'pay.add_remark',
      subjectType: 'ledger_entry',
      subjectId: line.id,
      tutorId: input.tuid,
      before: undefined,
      after: { remark },
      at: now,
    });
    return inserted;
  });
  return {
    Id: id,
    EntryId: line.id,
    Period: localMonth(Date.parse(line.counts_at), deps.config.shell.providerTimeZone).key,
    LineLabel: isLedgerRuleId(line.rule) ? LEDGER_RULES[line.rule].label : line.rule,
    LineAmountPhp: toPhp(line.amount),
    ClassId: line.source_type === 'class' ? Number(line.source_id) : null,
    Remark: remark,
    CreatedAt: now,
  };
}
