import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { LEDGER_RULES, LedgerAccount, type LedgerRuleId } from '../../src/domain/ledger';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  findLedgerEntry,
  insertLedgerEntries,
  listLedgerEntries,
  sumByAccount,
  type LedgerEntryFilter,
  type LedgerEntryRow,
} from '../repositories/ledger.repository';

/**
 * Writes and reads the ledger. Every figure a tutor sees (points, growth, flowers, pay) is a sum of
 * entries; every entry names its rule and source, so "why did this move?" always has an answer.
 */

export interface LedgerPosting {
  tutorId: number;
  rule: LedgerRuleId;
  /** In hundredths; required for rules without a fixed amount, refused for rules with one. */
  amount?: number;
  source: { type: string; id: string | number };
  /** The moment it counts for (decides its period). */
  countsAt: Date;
  note?: string;
  createdBy?: number | null;
}

export type Balances = Record<LedgerAccount, number>;

/**
 * Posts entries in the caller's transaction. Idempotent: an entry whose rule already counted for
 * the same source is skipped, so replaying an event never counts twice. Answers what was new.
 */
export async function postLedgerEntriesIn(trx: Kysely<Database>, postings: readonly LedgerPosting[], at: Date): Promise<LedgerEntryRow[]> {
  if (postings.length === 0) return [];
  return insertLedgerEntries(
    trx,
    postings.map((posting) => {
      const rule = LEDGER_RULES[posting.rule];
      const amount = rule.amount ?? posting.amount;
      if (amount === undefined || !Number.isInteger(amount)) throw new Error(`rule ${posting.rule} needs an integer amount in hundredths`);
      if (rule.amount !== null && posting.amount !== undefined && posting.amount !== rule.amount) {
        throw new Error(`rule ${posting.rule} has a fixed amount`);
      }
      const sourceId = String(posting.source.id);
      return {
        tutor_id: posting.tutorId,
        account: rule.account,
        amount,
        rule: posting.rule,
        source_type: posting.source.type,
        source_id: sourceId,
        source_key: `${posting.source.type}:${sourceId}`,
        counts_at: posting.countsAt.toISOString(),
        created_at: at.toISOString(),
        reverses_id: null,
        note: posting.note ?? '',
        created_by: posting.createdBy ?? null,
      };
    }),
  );
}

/** Reverses one of a tutor's entries (a granted appeal, a withdrawn complaint): once, never by editing it. */
export async function reverseLedgerEntryIn(
  trx: Kysely<Database>,
  tutorId: number,
  entryId: number,
  reason: { note: string; createdBy?: number | null },
  at: Date,
): Promise<LedgerEntryRow | null> {
  const original = await findLedgerEntry(trx, tutorId, entryId);
  if (!original) throw new ApiFailure(ErrorCode.NotFound, 'This entry does not exist.', 404);
  if (original.reverses_id !== null) throw new ApiFailure(ErrorCode.Failed, 'A reversal cannot be reversed.');
  const [row] = await insertLedgerEntries(trx, [
    {
      tutor_id: tutorId,
      account: original.account,
      amount: -original.amount,
      rule: 'reversal',
      source_type: 'entry',
      source_id: String(original.id),
      source_key: `entry:${original.id}`,
      counts_at: at.toISOString(),
      created_at: at.toISOString(),
      reverses_id: original.id,
      note: reason.note,
      created_by: reason.createdBy ?? null,
    },
  ]);
  return row ?? null;
}

/** Reverses every entry a source produced for a tutor (all rules), skipping what is already reversed. */
export async function reverseSourceIn(
  trx: Kysely<Database>,
  tutorId: number,
  source: { type: string; id: string | number },
  reason: { note: string; createdBy?: number | null },
  at: Date,
): Promise<LedgerEntryRow[]> {
  const { rows } = await listLedgerEntries(trx, tutorId, { sourceType: source.type, sourceId: String(source.id) }, { offset: 0, limit: 1000 });
  const reversed: LedgerEntryRow[] = [];
  for (const row of rows) {
    const reversal = await reverseLedgerEntryIn(trx, tutorId, row.id, reason, at);
    if (reversal) reversed.push(reversal);
  }
  return reversed;
}

/** Every account's balance (all time, or over a period), in hundredths, from one query. */
export async function ledgerBalances(db: Kysely<Database>, tutorId: number, range?: { fromIso: string; toIso: string }): Promise<Balances> {
  const sums = await sumByAccount(db, tutorId, range);
  return {
    teaching_points: sums.get(LedgerAccount.teachingPoints) ?? 0,
    growth_value: sums.get(LedgerAccount.growthValue) ?? 0,
    flowers: sums.get(LedgerAccount.flowers) ?? 0,
    pay: sums.get(LedgerAccount.pay) ?? 0,
  };
}

/** The entries behind a figure, newest first, paged. */
export function ledgerEntries(
  db: Kysely<Database>,
  tutorId: number,
  filter: LedgerEntryFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  return listLedgerEntries(db, tutorId, filter, page);
}
