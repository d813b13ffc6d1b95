/**
 * The ledger (../shared/design/domain-model.md "The ledger"): every point, growth value, flower and
 * peso a tutor has is an entry made by a named rule from a real event. Amounts are integers in
 * hundredths (0.2 points is 20; 5 PHP is 500 centavos). The rules and their numbers live here once
 * (growth-account.md §9, shell.md §9), as data a test lists against the spec.
 */
export const LedgerAccount = {
  teachingPoints: 'teaching_points',
  growthValue: 'growth_value',
  flowers: 'flowers',
  pay: 'pay',
} as const;
export type LedgerAccount = (typeof LedgerAccount)[keyof typeof LedgerAccount];
export const LEDGER_ACCOUNTS: readonly LedgerAccount[] = Object.values(LedgerAccount);

/** 0.2 -> 20. Rounds to the nearest hundredth so 0.1 + 0.2 style errors never reach the ledger. */
export function toHundredths(value: number): number {
  return Math.round(value * 100);
}

/** 20 -> 0.2. */
export function fromHundredths(amount: number): number {
  return amount / 100;
}

export interface LedgerRule {
  account: LedgerAccount;
  /** Fixed amount in hundredths; null when the amount comes with the event (a fee, a staff entry). */
  amount: number | null;
  /** What a tutor reads in "why did this move?". */
  label: string;
}

const rule = (account: LedgerAccount, points: number | null, label: string): LedgerRule => ({
  account,
  amount: points === null ? null : toHundredths(points),
  label,
});

const tp = LedgerAccount.teachingPoints;
const gv = LedgerAccount.growthValue;

/** Every rule, by its stable id. Areas that land later add their rules here. */
export const LEDGER_RULES = {
  // Teaching points (growth-account.md §9).
  'tp.completed_class': rule(tp, 0.2, 'Completed class'),
  'tp.weekend_class': rule(tp, 0.3, 'Weekend class'),
  'tp.five_star': rule(tp, 2, '5-star rating'),
  'tp.four_star': rule(tp, 1, '4-star rating'),
  'tp.cancellation': rule(tp, -2, 'Cancellation'),
  'tp.absence': rule(tp, -20, 'Absence'),
  'tp.complaint': rule(tp, -10, 'Complaint'),
  // Set by the provider's data staff, with their reason.
  'tp.project': rule(tp, null, 'Project points'),
  'tp.material_training': rule(tp, null, 'Material training points'),
  'tp.referral': rule(tp, null, 'Referral points'),
  'tp.material_correction': rule(tp, null, 'Material correction points'),

  // Growth values, gains.
  'gv.pass_qa_or_tl': rule(gv, 3, 'Passed the QA test or TL'),
  'gv.tesol': rule(gv, 5, 'TESOL'),
  'gv.personal_info_complete': rule(gv, 2, 'Personal information complete'),
  'gv.contract_signed': rule(gv, 2, 'Contract signed'),
  'gv.popular_course_training': rule(gv, 5, 'Popular course training'),
  'gv.first_class': rule(gv, 0.5, 'First class'),
  'gv.class_remark': rule(gv, 0.25, 'Class remark'),
  'gv.class_remark_prompt': rule(gv, 0.5, 'Class remark within an hour of class'),
  'gv.pet_adopted': rule(gv, 1, 'Got a pet'),
  'gv.schedule_confirmed': rule(gv, 1, 'Confirmed available schedule'),
  'gv.course_learning': rule(gv, null, 'Course learning (+2 to +5)'),
  'gv.daily_clock_in': rule(gv, 0.2, 'Daily clock-in'),
  'gv.class_finished': rule(gv, 0.5, 'Finished class'),
  'gv.weekend_class_finished': rule(gv, 0.75, 'Finished weekend class'),
  'gv.five_star': rule(gv, 4, '5 stars'),
  'gv.photo_with_students': rule(gv, 0.25, 'Photo with students'),
  'gv.trial_conversion': rule(gv, 2, 'Trial conversion'),
  'gv.schedule_week_ahead': rule(gv, 2, 'Scheduled a week ahead'),
  'gv.flowers_received': rule(gv, 4, 'Got flowers'),
  'gv.weekly_80_lessons': rule(gv, 5, 'Weekly task: 80 lessons'),
  'gv.weekly_72_positive': rule(gv, 5, 'Weekly task: 72 positive feedback'),
  'gv.mt_training_assessment': rule(gv, null, 'MT training assessment (+3 to +8)'),
  'gv.referral_account_opened': rule(gv, 1, 'Referral account opened'),
  'gv.referral_started_class': rule(gv, 20, 'Referral started class'),
  // A growth-centre task's reward, claimed by the tutor (ReceivePoint); the amount is the task's.
  'gv.task_reward': rule(gv, null, 'Growth task reward'),
  // Growth values, losses.
  'gv.absence': rule(gv, -8, 'Absence'),
  'gv.cancel_within_3h': rule(gv, -3, 'Cancellation within 3 hours'),
  'gv.cancel_within_24h': rule(gv, -4, 'Cancellation within 24 hours'),
  'gv.complaint': rule(gv, -5, 'Complaint'),
  'gv.no_class_7_days': rule(gv, -5, 'No class for 7 days'),

  // Pay, in centavos (PHP): the amount comes with the event.
  'pay.class_fee': rule(LedgerAccount.pay, null, 'Class fee'),
  'pay.student_absent_fee': rule(LedgerAccount.pay, null, 'Class fee (student absent)'),
  'pay.attendance_penalty': rule(LedgerAccount.pay, null, 'Attendance penalty'),
  'pay.enrolment_bonus': rule(LedgerAccount.pay, null, 'Enrolment bonus'),
  'pay.flower_exchange': rule(LedgerAccount.pay, null, 'Flowers for cash'),
  'pay.staff_adjustment': rule(LedgerAccount.pay, null, 'Adjustment by staff'),

  // Flowers.
  'flowers.received': rule(LedgerAccount.flowers, null, 'Flowers from students'),
  'flowers.exchanged': rule(LedgerAccount.flowers, null, 'Exchanged for cash'),

  // A correction: the same account, the opposite amount, pointing at the entry it reverses.
  reversal: rule(LedgerAccount.pay, null, 'Reversal'),
} as const satisfies Record<string, LedgerRule>;

export type LedgerRuleId = keyof typeof LEDGER_RULES;

export function isLedgerRuleId(value: string): value is LedgerRuleId {
  return Object.prototype.hasOwnProperty.call(LEDGER_RULES, value);
}

/** The teaching-point rules the data staff enter by hand (growth-account.md §9). */
export const STAFF_TEACHING_POINT_RULES = ['tp.project', 'tp.material_training', 'tp.referral', 'tp.material_correction'] as const;

/** The growth loss of a tutor's cancellation by how many hours before the start it came, if any. */
export function cancellationGrowthRule(hoursBefore: number): 'gv.cancel_within_3h' | 'gv.cancel_within_24h' | null {
  if (hoursBefore < 3) return 'gv.cancel_within_3h';
  if (hoursBefore < 24) return 'gv.cancel_within_24h';
  return null;
}

/** The enrolment bonus by top level (growth-account.md §9): enrolments needed and PHP. */
export const ENROLMENT_BONUS_LEVELS = [
  { level: 0, enrolments: 0, php: 0 },
  { level: 1, enrolments: 30, php: 50 },
  { level: 2, enrolments: 50, php: 100 },
  { level: 3, enrolments: 80, php: 150 },
  { level: 4, enrolments: 130, php: 200 },
  { level: 5, enrolments: 210, php: 250 },
  { level: 6, enrolments: 340, php: 300 },
  { level: 7, enrolments: 550, php: 350 },
  { level: 8, enrolments: 890, php: 400 },
  { level: 9, enrolments: 1440, php: 450 },
  { level: 10, enrolments: 2330, php: 500 },
] as const;

/** The top level reached with `enrolments`, and its bonus in PHP. */
export function enrolmentBonus(enrolments: number): { level: number; php: number } {
  let reached: { level: number; php: number } = ENROLMENT_BONUS_LEVELS[0];
  for (const tier of ENROLMENT_BONUS_LEVELS) if (enrolments >= tier.enrolments) reached = tier;
  return { level: reached.level, php: reached.php };
}
