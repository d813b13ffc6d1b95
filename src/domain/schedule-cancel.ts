/**
 * Autonomous cancellation (teaching.md §4 "Autonomous cancellation view", §5; growth-account.md §9):
 * the weekly allowance and its tiers, the counter the view shows, and the penalties.
 */
import type { Static } from '@sinclair/typebox';
import type {
  CancelPlanItemSchema,
  CancelPreviewSchema,
  CancelResultSchema,
  CancelRightsSchema,
  CancellableClassSchema,
  RemainingSchema,
  SelfCancelOptionSchema,
} from './api/schedule.schemas';

const HOUR = 3_600_000;

/**
 * A class the cancellation view lists (getTutorLessonDurationCancle): Cancellable says whether it may
 * be cancelled here now (booked, starts late enough); IsNextWeek, that it is in a later week than the
 * current one, so it does not use this week's allowance.
 */
export type CancellableClass = Static<typeof CancellableClassSchema>;

/** GetTutorSelfCancel: whether autonomous cancellation is open for the tutor (Reason empty when open). */
export type SelfCancelOption = Static<typeof SelfCancelOptionSchema>;

/** GetRemainingCancelCountOfThisWeek: the tier, the week's allowance and what is left of it. */
export type CancelRemaining = Static<typeof RemainingSchema>;

/** GetCancelRightsInfo: the option, the week's count, and the tiers, closing time and penalties the view explains. */
export type CancelRights = Static<typeof CancelRightsSchema>;

/** One class of a cancellation: whether it uses this week's allowance, and its penalties. */
export type CancelPlanItem = Static<typeof CancelPlanItemSchema>;

/** GetTutorSelfCancelTest: what cancelling the classes would do. */
export type CancelPreview = Static<typeof CancelPreviewSchema>;

/** AutonomousCancellation: the classes cancelled, what is left of the allowance, and the stored proof. */
export type CancelResult = Static<typeof CancelResultSchema>;

/**
 * Selecting a class decrements the remaining count unless it is a next-week class; deselecting
 * restores it. Answers the count to show.
 */
export function remainingAfterSelection(remaining: number, selected: readonly Pick<CancellableClass, 'IsNextWeek'>[]): number {
  return remaining - selected.filter((c) => !c.IsNextWeek).length;
}

/** Whether one more class may be selected: next-week classes always, this week's while some remain. */
export function canSelectForCancel(
  remaining: number,
  selected: readonly Pick<CancellableClass, 'IsNextWeek'>[],
  candidate: Pick<CancellableClass, 'IsNextWeek' | 'Cancellable'>,
): boolean {
  if (!candidate.Cancellable) return false;
  return candidate.IsNextWeek || remainingAfterSelection(remaining, selected) > 0;
}

/** Submit is enabled only when something is selected (and a reason and proof are given). */
export function canSubmitCancel(selectedCount: number): boolean {
  return selectedCount > 0;
}

/**
 * The weekly allowance by tier. A tier is the first letter of the tutor's integral level (A best);
 * the numbers are configuration (SELF_CANCEL_TIERS, default "A:4,B:3,C:2,D:1").
 */
export type CancelTiers = Readonly<Record<string, number>>;
export const DEFAULT_CANCEL_TIERS: CancelTiers = { A: 4, B: 3, C: 2, D: 1 };

export function parseCancelTiers(text: string): CancelTiers | null {
  const tiers: Record<string, number> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]):(\d{1,2})$/.exec(part);
    if (!match) return null;
    tiers[match[1]!] = Number(match[2]);
  }
  return Object.keys(tiers).length > 0 ? tiers : null;
}

/** The tier of an integral level such as 'B2' (unknown levels get the lowest tier). */
export function cancelTierOf(integralLevel: string, tiers: CancelTiers): string {
  const letter = integralLevel.trim().charAt(0).toUpperCase();
  if (letter in tiers) return letter;
  const known = Object.keys(tiers).sort();
  return known[known.length - 1] ?? 'D';
}

export function weeklyAllowance(integralLevel: string, tiers: CancelTiers): number {
  return tiers[cancelTierOf(integralLevel, tiers)] ?? 0;
}

/** The penalties of one autonomous cancellation, by time before the class (growth-account.md §9). */
export interface CancellationPenalty {
  teachingPoints: number;
  growth: number;
  /** The ledger rules these amounts come from. */
  rules: { teachingPoints: 'tp.cancellation'; growth: 'gv.cancel_within_3h' | 'gv.cancel_within_24h' | null };
}

export const CANCEL_TEACHING_POINTS = -2;
export const CANCEL_GROWTH_WITHIN_3H = -3;
export const CANCEL_GROWTH_WITHIN_24H = -4;

export function cancellationPenalty(startMs: number, atMs: number): CancellationPenalty {
  const before = startMs - atMs;
  const growthRule = before < 3 * HOUR ? 'gv.cancel_within_3h' : before < 24 * HOUR ? 'gv.cancel_within_24h' : null;
  const growth = growthRule === 'gv.cancel_within_3h' ? CANCEL_GROWTH_WITHIN_3H : growthRule === 'gv.cancel_within_24h' ? CANCEL_GROWTH_WITHIN_24H : 0;
  return { teachingPoints: CANCEL_TEACHING_POINTS, growth, rules: { teachingPoints: 'tp.cancellation', growth: growthRule } };
}

/** A class can be cancelled here until this long before it starts (later, the attendance rules apply). */
export const DEFAULT_SELF_CANCEL_CLOSES_MINUTES = 30;

export function isCancellableAt(startMs: number, atMs: number, closesMinutes: number): boolean {
  return startMs - atMs > closesMinutes * 60_000;
}

/** The proof a cancellation needs: a picture, like the attendance form. */
export const CANCEL_PROOF_TYPES = ['image/jpeg', 'image/png'] as const;
/** The proof file's size limit. */
export const CANCEL_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** AutonomousCancellation's timeout (teaching.md §9: 300 s for cancellation uploads). */
export const CANCEL_UPLOAD_TIMEOUT_MS = 300_000;
/** InsertSchedule's timeout (teaching.md §9). */
export const INSERT_SCHEDULE_TIMEOUT_MS = 180_000;
