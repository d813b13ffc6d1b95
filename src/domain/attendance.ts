/**
 * Class attendance confirmation rules (shell.md §3, §5, §9): cancellation reasons, the penalty by
 * time before class, and the 30-minute confirmation deadline.
 */
export const CANCELLATION_REASONS = [
  { value: 1, text: 'LAG' },
  { value: 2, text: 'Internet Issue' },
  { value: 3, text: 'Brownout' },
  { value: 4, text: 'Family Reason' },
  { value: 5, text: 'Equipment Problem (computer, headset, etc...)' },
  { value: 6, text: 'Personal Reason' },
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['value'];

export function isCancellationReason(value: number): value is CancellationReason {
  return CANCELLATION_REASONS.some((reason) => reason.value === value);
}

/** Confirmation is due this long before class; after it the class is cancelled with penalty. */
export const CONFIRMATION_DEADLINE_MS = 30 * 60_000;
/** Teaching points deducted for every penalised cancellation. */
export const PENALTY_TEACHING_POINTS = 2;

const HOUR = 3_600_000;

/** The penalty table, nearest tier first: below `beforeMs` before class, the fee times `feeMultiplier`. */
export const PENALTY_TIERS = [
  { beforeMs: 3 * HOUR, feeMultiplier: 3, label: 'under 3 h', penaltyText: '3 times the lesson fee' },
  { beforeMs: 24 * HOUR, feeMultiplier: 1, label: '3 to 24 h', penaltyText: '100%' },
  { beforeMs: 48 * HOUR, feeMultiplier: 0.5, label: '24 to 48 h', penaltyText: '50%' },
  { beforeMs: 72 * HOUR, feeMultiplier: 0.25, label: '48 to 72 h', penaltyText: '25%' },
] as const;

export interface AttendancePenalty {
  /** The tier's label, or '' when the class is 72 h or more away (no penalty). */
  tier: string;
  feeMultiplier: number;
  /** In the lesson fee's currency, rounded to centavos. */
  penalty: number;
  pointsDeducted: number;
}

/**
 * The penalty for declining (or failing to confirm) a class that starts `msBeforeClass` from now.
 * Tiers are half-open: exactly 3 h before class is already '3 to 24 h'. A class already started
 * counts as under 3 h. At 72 h or more there is no penalty: the table stops there.
 */
export function attendancePenalty(msBeforeClass: number, lessonFee: number): AttendancePenalty {
  const tier = PENALTY_TIERS.find((candidate) => msBeforeClass < candidate.beforeMs);
  if (!tier) return { tier: '', feeMultiplier: 0, penalty: 0, pointsDeducted: 0 };
  return {
    tier: tier.label,
    feeMultiplier: tier.feeMultiplier,
    penalty: Math.round(lessonFee * tier.feeMultiplier * 100) / 100,
    pointsDeducted: PENALTY_TEACHING_POINTS,
  };
}

/** Whether a confirmation for a class starting at `classStartMs` is still open at `nowMs`. */
export function isConfirmationOpen(classStartMs: number, nowMs: number): boolean {
  return nowMs < classStartMs - CONFIRMATION_DEADLINE_MS;
}

/** The chunked upload's module for the decline's proof (shell.md §9). */
export const ATTENDANCE_UPLOAD_MODULE = 'Absent';
/** The proof is a .jpg or .png image (shell.md §5). */
export const ATTENDANCE_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export function isAttendanceAttachmentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return (ATTENDANCE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}
