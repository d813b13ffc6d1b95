import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { GROWTH_LEVEL_THRESHOLDS, MAX_GROWTH_LEVEL } from '../../src/domain/growth';
import { LEDGER_RULES, fromHundredths, isLedgerRuleId } from '../../src/domain/ledger';
import {
  ApplicationStep,
  ReferralMessages,
  levelRecords,
  type LevelRecord,
  type Paged,
  type ReferralBonus,
  type ReferralSummary,
  type ReferralTeamMember,
  type ReferralTutorInfo,
  type ReferralV1Record,
  type TrackLogV1,
} from '../../src/domain/referrals';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  countFinishedClasses,
  countReferredBetween,
  countTrackStepsBetween,
  findReferrerApplication,
  listApplicationTrack,
  listGrowthEntries,
  listNewestReferrerApplications,
  listReferralEntries,
  listReversesIds,
  listTeamApplications,
  sumReferralGrowthBetween,
} from '../repositories/referrals.repository';
import type { ReferralDeps } from './referrals.service';
import { drawsLeft } from './referral-lottery.service';

/**
 * What the referral pages read about the tutor's referrals (growth-account.md §7 Referrals/*,
 * teachInfo TeachReferrals and TrackLog): the period summary, one application's tutor, levels,
 * bonuses and team. Every read by application refuses another referrer's application as missing.
 */

const missing = () => new ApiFailure(ErrorCode.NotFound, ReferralMessages.notFound, 404);
const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);

async function ownApplication(db: Kysely<Database>, referrerId: number, applyId: number) {
  const row = await findReferrerApplication(db, referrerId, applyId);
  if (!row) throw missing();
  return row;
}

const count = (n: unknown) => Number(n ?? 0);

/** ReferralInfo?beginDate&endDate: referrals made, accounts opened and first classes in the period, and their growth. */
export async function referralSummary(deps: ReferralDeps, referrerId: number, beginDate: string, endDate: string): Promise<ReferralSummary> {
  const begin = Date.parse(beginDate);
  const end = Date.parse(endDate);
  if (Number.isNaN(begin) || Number.isNaN(end)) throw failed(ReferralMessages.periodInvalid);
  if (end < begin) throw failed(ReferralMessages.periodInvalid);
  const from = new Date(begin).toISOString();
  const to = new Date(end).toISOString();
  const db = deps.db;
  const [referred, steps, growth, left] = await Promise.all([
    countReferredBetween(db, referrerId, from, to),
    countTrackStepsBetween(db, referrerId, from, to),
    // Referral entries and their reversals (source entry:<id> of a referral entry).
    sumReferralGrowthBetween(db, referrerId, from, to),
    drawsLeft(db, referrerId),
  ]);
  const stepCount = (step: string) => count(steps.find((row) => row.step === step)?.n);
  return {
    BeginDate: from,
    EndDate: to,
    Referred: count(referred.n),
    AccountsOpened: stepCount(ApplicationStep.accountOpened),
    FirstClasses: stepCount(ApplicationStep.firstClass),
    GrowthEarned: fromHundredths(count(growth.n)),
    DrawsLeft: left,
  };
}

/** ReferralTutorInfo?applyId: the application, the tutor account it opened and their finished classes. */
export async function referralTutorInfo(deps: ReferralDeps, referrerId: number, applyId: number): Promise<ReferralTutorInfo> {
  const row = await ownApplication(deps.db, referrerId, applyId);
  const finished = row.tutor_id === null ? 0 : count((await countFinishedClasses(deps.db, row.tutor_id)).n);
  return {
    ApplyId: row.id,
    Name: `${row.first_name} ${row.last_name}`,
    Email: row.email,
    Country: row.country,
    SkyID: row.sky_id,
    MobileNumber: row.mobile_number,
    Step: row.step,
    AppliedAt: row.created_at,
    TutorId: row.tutor_id,
    FinishedClasses: finished,
  };
}

/** ReferralTutorLevelRecord?applyId: the growth levels the referred tutor reached (none before the account opens). */
export async function referralLevelRecord(deps: ReferralDeps, referrerId: number, applyId: number): Promise<LevelRecord[]> {
  const row = await ownApplication(deps.db, referrerId, applyId);
  if (row.tutor_id === null) return [];
  const entries = await listGrowthEntries(deps.db, row.tutor_id);
  return levelRecords(
    entries.map((e) => ({ amount: fromHundredths(e.amount), at: e.counts_at })),
    GROWTH_LEVEL_THRESHOLDS,
    MAX_GROWTH_LEVEL,
  );
}

/** ReferralBoundsList: the ledger entries the application earned the referrer, newest first, each with whether it was reversed. */
export async function referralBonuses(
  deps: ReferralDeps,
  referrerId: number,
  applyId: number,
  pageIndex: number,
  pageSize: number,
): Promise<Paged<ReferralBonus>> {
  await ownApplication(deps.db, referrerId, applyId);
  const { rows, total } = await listReferralEntries(deps.db, referrerId, applyId, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  const reversed =
    rows.length === 0
      ? new Set<number>()
      : new Set(
          (
            await listReversesIds(
              deps.db,
              referrerId,
              rows.map((r) => r.id),
            )
          ).map((r) => r.reverses_id),
        );
  return {
    Total: count(total),
    Items: rows.map((r) => ({
      Rule: r.rule,
      Name: isLedgerRuleId(r.rule) ? LEDGER_RULES[r.rule].label : r.rule,
      Amount: fromHundredths(r.amount),
      At: r.counts_at,
      Reversed: reversed.has(r.id),
    })),
  };
}

/** ReferralTeam: the applications the referred tutor referred in turn (empty before their account opens). */
export async function referralTeam(
  deps: ReferralDeps,
  referrerId: number,
  applyId: number,
  pageIndex: number,
  pageSize: number,
): Promise<Paged<ReferralTeamMember>> {
  const row = await ownApplication(deps.db, referrerId, applyId);
  if (row.tutor_id === null) return { Total: 0, Items: [] };
  const { rows, total } = await listTeamApplications(deps.db, row.tutor_id, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  // Only the first name and initial of a tutor the caller did not refer themselves.
  return {
    Total: count(total),
    Items: rows.map((r) => ({ Name: `${r.first_name} ${r.last_name.slice(0, 1)}.`, Country: r.country, Step: r.step, AppliedAt: r.created_at })),
  };
}

/** TeachReferrals (the first version's list): every application of the tutor, newest first, in the older shape. */
export async function referralsV1(deps: ReferralDeps, referrerId: number): Promise<ReferralV1Record[]> {
  const rows = await listNewestReferrerApplications(deps.db, referrerId, REFERRALS_V1_MAX);
  return rows.map((r) => ({
    ApplyId: r.id,
    FirstName: r.first_name,
    LastName: r.last_name,
    Email: r.email,
    Country: r.country,
    Status: r.step,
    CreateTime: r.created_at,
  }));
}

/** The older list is not paged: it answers the newest this many. */
export const REFERRALS_V1_MAX = 200;

/** TrackLog {applyId} (the first version's track). */
export async function trackLogV1(deps: ReferralDeps, referrerId: number, applyId: number): Promise<TrackLogV1[]> {
  await ownApplication(deps.db, referrerId, applyId);
  const rows = await listApplicationTrack(deps.db, applyId);
  return rows.map((r) => ({ Status: r.step, CreateTime: r.created_at }));
}
