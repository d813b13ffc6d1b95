import type { Kysely } from 'kysely';
import { fromHundredths, LedgerAccount } from '../../src/domain/ledger';
import {
  ruleLabel,
  sourceLinkOf,
  type GrowthDetailPage,
  type GrowthDetailPaging,
  type LedgerEntriesPage,
  type LedgerEntriesQuery,
  type LedgerEntryView,
} from '../../src/domain/ledger-view';
import { localDate, monthPeriod } from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { listLedgerAmounts, listLedgerEntries, type LedgerEntryRow } from '../repositories/ledger.repository';
import { currentScoreMonth, monthRange, type ScoreDeps } from './tutor-scores.service';

/**
 * "Why did this move?" (issue 14): the entries behind one of the signed-in tutor's figures, and
 * the month's day-by-day movement for its chart. Always scoped to the tutor: another tutor's
 * entries never appear.
 */

export function toEntryView(row: LedgerEntryRow): LedgerEntryView {
  return {
    Id: row.id,
    Rule: row.rule,
    RuleLabel: ruleLabel(row.rule),
    Amount: fromHundredths(row.amount),
    SourceType: row.source_type,
    SourceId: row.source_id,
    SourceLink: sourceLinkOf(row.source_type, row.source_id),
    CountsAt: row.counts_at,
    Note: row.note,
  };
}

export async function loadLedgerEntriesPage(deps: ScoreDeps, tutorId: number, request: LedgerEntriesQuery): Promise<LedgerEntriesPage> {
  const zone = deps.config.shell.providerTimeZone;
  const period = request.month ? monthPeriod(request.month, zone) : currentScoreMonth(deps);
  const range = monthRange(period);
  const [page, amounts] = await Promise.all([
    listLedgerEntries(
      deps.db,
      tutorId,
      { account: request.account, ...range },
      {
        offset: (request.pageIndex - 1) * request.pageSize,
        limit: request.pageSize,
      },
    ),
    listLedgerAmounts(deps.db, tutorId, request.account, range),
  ]);
  const byDay = new Map<string, number>();
  for (const { counts_at, amount } of amounts) {
    const day = localDate(Date.parse(counts_at), zone);
    byDay.set(day, (byDay.get(day) ?? 0) + amount);
  }
  return {
    Account: request.account,
    Month: period.key,
    MonthTotal: fromHundredths(amounts.reduce((sum, row) => sum + row.amount, 0)),
    Days: [...byDay].map(([Day, amount]) => ({
      Day,
      Amount: fromHundredths(amount),
    })),
    Total: page.total,
    Items: page.rows.map(toEntryView),
  };
}

/** GetGrowthDetail (growth-account.md §7 "Growth"): every growth-value entry, newest first, paged. */
export async function loadGrowthDetail(db: Kysely<Database>, tutorId: number, page: GrowthDetailPaging): Promise<GrowthDetailPage> {
  const { rows, total } = await listLedgerEntries(
    db,
    tutorId,
    { account: LedgerAccount.growthValue },
    { offset: (page.pageIndex - 1) * page.pageSize, limit: page.pageSize },
  );
  return { Total: total, Items: rows.map(toEntryView) };
}
