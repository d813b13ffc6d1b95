import type { Static } from '@sinclair/typebox';
import type {
  LevelRecordSchema,
  LotteryDrawSchema,
  LotteryInfoSchema,
  LotteryPrizeSchema,
  ReferralBonusPageSchema,
  ReferralBonusSchema,
  ReferralLinkSchema,
  ReferralPageSchema,
  ReferralRecordSchema,
  ReferralSummarySchema,
  ReferralTeamMemberSchema,
  ReferralTutorInfoSchema,
  ReferralV1RecordSchema,
  ReferralVersionSchema,
  TrackLogV1Schema,
  TrackStepSchema,
  TutorApplyBody,
  WonPrizeSchema,
} from './api/referrals.schemas';

/**
 * Referrals (growth-account.md §3 "Tutor application", §7 GetReferralLink, TutorApply, Referrals/*):
 * the application's rules and messages, the track steps, shared by both halves. Pure.
 */
export const TUTOR_SOURCE_REFERRAL = 12;
export const REFERRAL_PAGE_SIZE = 10;

/** The steps an application's track shows, in order (our design; the spec shows none). */
export const ApplicationStep = { applied: 'Applied', accountOpened: 'Account opened', firstClass: 'First class' } as const;
export type ApplicationStep = (typeof ApplicationStep)[keyof typeof ApplicationStep];

export const ReferralMessages = {
  required: 'Required.',
  emailInvalid: 'E-mail must be valid',
  sourceInvalid: 'A referral application has TutorSource 12.',
  duplicate: 'This e-mail has already been referred.',
  added: 'Your referral has been submitted.',
  notFound: 'This application does not exist.',
  stepInvalid: 'This step cannot be recorded now.',
  periodInvalid: 'The period must have a valid begin date before its end date.',
  accountInvalid: 'This tutor account does not exist.',
} as const;

export interface TutorApplicationForm {
  FirstName: string;
  LastName: string;
  Email: string;
  SkyID: string;
  MobileNumber: string;
  Country: string;
}

export type ApplicationField = keyof TutorApplicationForm;

/** The application's problems by field; empty: it may be sent. */
export function applicationErrors(form: TutorApplicationForm): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  for (const field of ['FirstName', 'LastName', 'Email', 'MobileNumber', 'Country'] as const)
    if (!form[field].trim()) errors[field] = ReferralMessages.required;
  if (!errors.Email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.Email.trim())) errors.Email = ReferralMessages.emailInvalid;
  for (const field of Object.keys(form) as ApplicationField[]) if (form[field].length > 100) errors[field] = 'Max 100 characters';
  return errors;
}

/** The answers' shapes: declared once, by the schemas (api/referrals.schemas.ts). */
export type ReferralRecord = Static<typeof ReferralRecordSchema>;

export type ReferralPage = Static<typeof ReferralPageSchema>;

export type TrackStep = Static<typeof TrackStepSchema>;
/** GetReferralLink's answer and TutorApply's body. */
export type ReferralLink = Static<typeof ReferralLinkSchema>;
export type TutorApplyRequest = Static<typeof TutorApplyBody>;

/** The pages' paging (ReferralBoundsList, ReferralTeam, TeachReferralsV2 on /referralsList). */
export const REFERRAL_DETAIL_PAGE_SIZE = 5;

/** ReferralVerson: which calls the referral pages use (1: TeachReferrals and TrackLog; 2: the Referrals/* V2 calls). */
export const ReferralVersion = { v1: 1, v2: 2 } as const;
export type ReferralVersion = (typeof ReferralVersion)[keyof typeof ReferralVersion];
/** ReferralVerson's answer. */
export type ReferralVersionAnswer = Static<typeof ReferralVersionSchema>;

/** ReferralInfo: what the tutor's referrals did in a period. */
export type ReferralSummary = Static<typeof ReferralSummarySchema>;

/** ReferralTutorInfo: one application, and the tutor it became. */
export type ReferralTutorInfo = Static<typeof ReferralTutorInfoSchema>;

/** ReferralTutorLevelRecord: each growth level the referred tutor reached, oldest first. */
export type LevelRecord = Static<typeof LevelRecordSchema>;

/** ReferralBoundsList: the bonuses an application earned the referrer. */
export type ReferralBonus = Static<typeof ReferralBonusSchema>;

/** ReferralTeam: the applications the referred tutor referred in turn. */
export type ReferralTeamMember = Static<typeof ReferralTeamMemberSchema>;

/** A page of ReferralBoundsList, ReferralTeam or LotteryPrizeList. */
export type Paged<T> = Omit<Static<typeof ReferralBonusPageSchema>, 'Items'> & { Items: T[] };

/** TeachReferrals (the older list) and TrackLog: the application rows in the first version's shape. */
export type ReferralV1Record = Static<typeof ReferralV1RecordSchema>;

export type TrackLogV1 = Static<typeof TrackLogV1Schema>;

/** Growth levels (LV.1 to LV.8) start at these scores (growth.ts GROWTH_LEVEL_THRESHOLDS, beginner tasks aside). */
export function levelAt(score: number, thresholds: readonly number[], maxLevel: number): number {
  let level = 1;
  for (let l = 2; l <= maxLevel; l += 1) if (score >= thresholds[l]!) level = l;
  return level;
}

/**
 * The growth levels a tutor reached, walking their growth entries in time order: a record each time
 * the running score enters a new level (a level left and entered again counts again). Pure.
 */
export function levelRecords(entries: ReadonlyArray<{ amount: number; at: string }>, thresholds: readonly number[], maxLevel: number): LevelRecord[] {
  const records: LevelRecord[] = [];
  let score = 0;
  let level = 0;
  for (const entry of [...entries].sort((a, b) => a.at.localeCompare(b.at))) {
    score = Math.round((score + entry.amount) * 100) / 100;
    const now = levelAt(score, thresholds, maxLevel);
    if (now !== level) {
      level = now;
      records.push({ Level: `LV.${now}`, Score: score, At: entry.at });
    }
  }
  return records;
}

/** The referral lottery: a chance per referred applicant who started class; prizes by weight, while in stock. */
export const LOTTERY_MISS_WEIGHT = 40;

export const LotteryMessages = {
  noDraws: 'You have no lottery draws left. Each referred tutor who starts class gives you one.',
  won: (prize: string) => `You won: ${prize}!`,
  missed: 'No prize this time. Thank you for referring!',
} as const;

export type LotteryPrize = Static<typeof LotteryPrizeSchema>;

export type LotteryInfo = Static<typeof LotteryInfoSchema>;

export type LotteryDraw = Static<typeof LotteryDrawSchema>;

export type WonPrize = Static<typeof WonPrizeSchema>;

/**
 * Picks a prize by weight from those in stock, or null for a miss; `roll` is uniform in [0, lotteryTotal).
 * Pure, so the server draws with crypto randomness and tests with fixed rolls.
 */
export function pickPrize<T extends { weight: number; stock: number }>(prizes: readonly T[], roll: number): T | null {
  let left = roll;
  for (const prize of prizes) {
    if (prize.stock <= 0 || prize.weight <= 0) continue;
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  return null;
}

/** The total a roll is drawn from: every in-stock prize's weight plus the miss. */
export function lotteryTotal(prizes: ReadonlyArray<{ weight: number; stock: number }>, missWeight: number): number {
  return prizes.reduce((sum, p) => sum + (p.stock > 0 && p.weight > 0 ? p.weight : 0), 0) + missWeight;
}
