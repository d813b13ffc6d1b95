import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { GROWTH_LEVEL_THRESHOLDS, MAX_GROWTH_LEVEL } from '../../src/domain/growth';
import { LEDGER_RULES, LedgerAccount, fromHundredths, isLedgerRuleId } from '../../src/domain/ledger';
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
  const row = await db.selectFrom('tutor_applications').selectAll().where('id', '=', applyId).where('referrer_id', '=', referrerId).executeTakeFirst();
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
    db
      .selectFrom('tutor_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', referrerId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('application_tracks as t')
      .innerJoin('tutor_applications as a', 'a.id', 't.application_id')
      .select(['t.step', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.referrer_id', '=', referrerId)
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .groupBy('t.step')
      .execute(),
    // Referral entries and their reversals (source entry:<id> of a referral entry).
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('ledger_entries as o', 'o.id', 'e.reverses_id')
      .select((eb) => eb.fn.sum<number>('e.amount').as('n'))
      .where('e.tutor_id', '=', referrerId)
      .where('e.account', '=', LedgerAccount.growthValue)
      .where('e.counts_at', '>=', from)
      .where('e.counts_at', '<', to)
      .where((eb) => eb.or([eb('e.source_type', '=', 'referral'), eb('o.source_type', '=', 'referral')]))
      .executeTakeFirstOrThrow(),
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
  const finished =
    row.tutor_id === null
      ? 0
      : count(
          (
            await deps.db
              .selectFrom('classes')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('tutor_id', '=', row.tutor_id)
              .where('status', '=', 'finished')
              .executeTakeFirstOrThrow()
          ).n,
        );
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
  const entries = await deps.db
    .selectFrom('ledger_entries')
    .select(['amount', 'counts_at'])
    .where('tutor_id', '=', row.tutor_id)
    .where('account', '=', LedgerAccount.growthValue)
    .orderBy('counts_at')
    .orderBy('id')
    .execute();
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
  const base = deps.db
    .selectFrom('ledger_entries')
    .where('tutor_id', '=', referrerId)
    .where('source_type', '=', 'referral')
    .where('source_id', '=', String(applyId));
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'rule', 'amount', 'counts_at'])
      .orderBy('counts_at', 'desc')
      .orderBy('id', 'desc')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const reversed =
    rows.length === 0
      ? new Set<number>()
      : new Set(
          (
            await deps.db
              .selectFrom('ledger_entries')
              .select('reverses_id')
              .where('tutor_id', '=', referrerId)
              .where(
                'reverses_id',
                'in',
                rows.map((r) => r.id),
              )
              .execute()
          ).map((r) => r.reverses_id),
        );
  return {
    Total: count(total.n),
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
  const base = deps.db.selectFrom('tutor_applications').where('referrer_id', '=', row.tutor_id);
  const [rows, total] = await Promise.all([
    base
      .select(['first_name', 'last_name', 'country', 'step', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // Only the first name and initial of a tutor the caller did not refer themselves.
  return {
    Total: count(total.n),
    Items: rows.map((r) => ({ Name: `${r.first_name} ${r.last_name.slice(0, 1)}.`, Country: r.country, Step: r.step, AppliedAt: r.created_at })),
  };
}

/** TeachReferrals (the first version's list): every application of the tutor, newest first, in the older shape. */
export async function referralsV1(deps: ReferralDeps, referrerId: number): Promise<ReferralV1Record[]> {
  const rows = await deps.db
    .selectFrom('tutor_applications')
    .selectAll()
    .where('referrer_id', '=', referrerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REFERRALS_V1_MAX)
    .execute();
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
  const rows = await deps.db.selectFrom('application_tracks').select(['step', 'created_at']).where('application_id', '=', applyId).orderBy('id').execute();
  return rows.map((r) => ({ Status: r.step, CreateTime: r.created_at }));
}
