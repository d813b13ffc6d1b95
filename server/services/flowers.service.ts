import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  FlowerMessages,
  exchangeQuota,
  flowersCountError,
  remarkError,
  type FlowerBalance,
  type FlowerRecordPage,
  type LastMonthFlowers,
  type ObtainedFlowerRecord,
  type UsedFlowerRecord,
} from '../../src/domain/flowers';
import { LEDGER_RULES, fromHundredths, toHundredths } from '../../src/domain/ledger';
import { addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { amountsBySource, flowerSums, lockAndCountExchange, sumRuleInRange } from '../repositories/flowers.repository';
import type { Clock } from './clock';
import { ledgerEntries, postLedgerEntriesIn } from './ledger.service';

/**
 * Flowers for cash (growth-account.md §3-§5, §9) on the ledger's `flowers` account: what a tutor
 * received, what they exchanged, and the exchange itself (a flowers entry and a pay entry).
 */
export interface FlowerDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'flowers'> & { shell: { providerTimeZone: string } };
}

const RECEIVED = 'flowers.received';
const EXCHANGED = 'flowers.exchanged';
const PAID = 'pay.flower_exchange';

const isoRange = (period: { startMs: number; endMs: number }) => ({
  fromIso: new Date(period.startMs).toISOString(),
  toIso: new Date(period.endMs).toISOString(),
});

async function balanceIn(db: Kysely<Database>, deps: FlowerDeps, tutorId: number): Promise<FlowerBalance> {
  const month = localMonth(deps.clock.now().getTime(), deps.config.shell.providerTimeZone);
  const sums = await flowerSums(db, tutorId, isoRange(month), EXCHANGED);
  const balance = Math.floor(fromHundredths(sums.balance));
  const exchanged = fromHundredths(sums.exchangedInMonth);
  const { monthlyLimit, phpPerFlower, exchangeEnabled } = deps.config.flowers;
  return {
    Balance: balance,
    ExchangedThisMonth: exchanged,
    MonthlyLimit: monthlyLimit,
    Quota: exchangeQuota(balance, exchanged, monthlyLimit),
    PhpPerFlower: phpPerFlower,
    ExchangeEnabled: exchangeEnabled,
    Month: month.key,
  };
}

export function flowerBalance(deps: FlowerDeps, tutorId: number): Promise<FlowerBalance> {
  return balanceIn(deps.db, deps, tutorId);
}

const pageOf = (pageIndex: number, pageSize: number) => ({
  offset: (pageIndex - 1) * pageSize,
  limit: pageSize,
});

/** TeachAcRecord: the flowers a tutor received, newest first. */
export async function obtainedFlowers(deps: FlowerDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<FlowerRecordPage<ObtainedFlowerRecord>> {
  const { rows, total } = await ledgerEntries(deps.db, tutorId, { account: 'flowers', rule: RECEIVED }, pageOf(pageIndex, pageSize));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      Flowers: fromHundredths(row.amount),
      Reason: row.note || LEDGER_RULES[RECEIVED].label,
      ClassId: row.source_type === 'class' ? Number(row.source_id) : null,
      CreatedAt: row.counts_at,
    })),
  };
}

/** TeachAcUseRecord: the tutor's exchanges, newest first. */
export async function usedFlowers(deps: FlowerDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<FlowerRecordPage<UsedFlowerRecord>> {
  const { rows, total } = await ledgerEntries(deps.db, tutorId, { account: 'flowers', rule: EXCHANGED }, pageOf(pageIndex, pageSize));
  // What each exchange paid, at the rate of its day (the rate is configuration and may change).
  const paid = await amountsBySource(
    deps.db,
    tutorId,
    PAID,
    rows.map((row) => row.source_key),
  );
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      Flowers: -fromHundredths(row.amount),
      AmountPhp: fromHundredths(paid.get(row.source_key) ?? 0),
      Remark: row.note,
      CreatedAt: row.counts_at,
    })),
  };
}

/**
 * ExchangeCash: checks §5's rules, then, under the tutor's exchange lock, the quota and balance
 * again from the ledger, and posts the flowers out and the pesos in as one transaction.
 */
export async function exchangeFlowers(deps: FlowerDeps, tutorId: number, input: { flowersCount: number | null; remark: string }): Promise<FlowerBalance> {
  if (!deps.config.flowers.exchangeEnabled) throw new ApiFailure(ErrorCode.Failed, FlowerMessages.switchedOff);
  const remarkProblem = remarkError(input.remark);
  const countProblem = flowersCountError(input.flowersCount, Number.MAX_SAFE_INTEGER);
  if (countProblem) throw new ApiFailure(ErrorCode.Failed, countProblem);
  if (remarkProblem) throw new ApiFailure(ErrorCode.Failed, remarkProblem);
  const count = input.flowersCount as number;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const sequence = await lockAndCountExchange(trx, tutorId, now.toISOString());
    const before = await balanceIn(trx, deps, tutorId);
    const problem = flowersCountError(count, before.Quota);
    if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
    const source = { type: 'exchange', id: `${tutorId}-${sequence}` };
    await postLedgerEntriesIn(
      trx,
      [
        {
          tutorId,
          rule: EXCHANGED,
          amount: -toHundredths(count),
          source,
          countsAt: now,
          note: input.remark.trim(),
        },
        {
          tutorId,
          rule: PAID,
          amount: toHundredths(count * deps.config.flowers.phpPerFlower),
          source,
          countsAt: now,
          note: `${count} flowers`,
        },
      ],
      now,
    );
    return balanceIn(trx, deps, tutorId);
  });
}

/** LastFlowerAmount: the flowers received in the provider's previous month, from the ledger. */
export async function lastMonthFlowers(deps: FlowerDeps, tutorId: number): Promise<LastMonthFlowers> {
  const zone = deps.config.shell.providerTimeZone;
  const key = addMonths(localMonth(deps.clock.now().getTime(), zone).key, -1);
  return {
    Month: key,
    Flowers: fromHundredths(await sumRuleInRange(deps.db, tutorId, RECEIVED, isoRange(monthPeriod(key, zone)))),
  };
}
