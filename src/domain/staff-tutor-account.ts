import type { Static } from '@sinclair/typebox';
import type { TutorAccountSchema } from './api/staff-tutor-account.schemas';
import { PASSWORD_MIN_LENGTH } from './verification';

/**
 * Staff on a tutor's account (issue 21, the tutor record): the flags staff switch, a password
 * reset and disabling the account. Keys are the names the tutor's user info carries them by.
 */

/** The flags staff may switch, in the order the console lists them, each with its profile column and label. */
export const TUTOR_FLAGS = [
  { key: 'openSelfSchedule', column: 'open_self_schedule', label: 'Self-schedule open (openSelfSchedule)' },
  { key: 'selfSchedulesEnable', column: 'self_schedules_enable', label: 'Self-schedule allowed by limit check (limitCheck)' },
  { key: 'openSelfCancel', column: 'open_self_cancel', label: 'Self-cancel open (openSelfCancel)' },
  { key: 'disableComment', column: 'disable_comment', label: 'Comments disabled (disableComment)' },
  { key: 'limitRefferal', column: 'limit_referral', label: 'Referrals limited (limitRefferal)' },
  { key: 'isFranchiseeUser', column: 'is_franchisee_user', label: 'Franchisee' },
  { key: 'isInternationalOrCustom', column: 'is_international_or_custom', label: 'International or custom' },
  { key: 'isCustomized', column: 'is_customized', label: 'Customised menu' },
  { key: 'isGrowthSystemTestGroup', column: 'is_growth_system_test_group', label: 'Growth test group' },
  { key: 'isShowAppFloatingIcon', column: 'is_show_app_floating_icon', label: 'Interface: app floating icon' },
  { key: 'isShowDTLearning', column: 'is_show_dt_learning', label: 'Interface: DT learning' },
  { key: 'isNeedUpdatePhone', column: 'is_need_update_phone', label: 'Interface: ask to update the phone' },
  { key: 'isNeedToImprovePersonalInformation', column: 'is_need_improve_personal_info', label: 'Interface: ask to complete personal data' },
  { key: 'isNeedRedirectDegree', column: 'is_need_redirect_degree', label: 'Interface: send to the degree page' },
] as const;

export type TutorFlagKey = (typeof TUTOR_FLAGS)[number]['key'];
export type TutorFlagColumn = (typeof TUTOR_FLAGS)[number]['column'];
export type TutorFlags = Record<TutorFlagKey, boolean>;

/** A tutor's account as staff see it (GET /api/Staff/TutorAccount): disabled or not, when, why, and every flag. */
export type TutorAccount = Static<typeof TutorAccountSchema>;

export const DISABLE_REASON_MAX = 500;

export const StaffAccountMessages = {
  flagsSaved: 'Flags saved.',
  noFlagChange: 'Change at least one flag.',
  passwordReset: 'Password reset. Every session of the tutor has ended.',
  passwordTooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'The password must have at most 200 characters.',
  disabled: 'Account disabled. Every session of the tutor has ended.',
  enabled: 'Account enabled.',
  disableReasonRequired: `Enter why the account is disabled (at most ${DISABLE_REASON_MAX} characters).`,
  alreadyDisabled: 'This account is disabled already.',
  alreadyEnabled: 'This account is enabled already.',
} as const;

/** The flags that differ between two sets: what an audit entry records and a save sends. */
export function changedFlags(before: TutorFlags, after: Partial<TutorFlags>): Partial<TutorFlags> {
  const changed: Partial<TutorFlags> = {};
  for (const { key } of TUTOR_FLAGS) {
    const next = after[key];
    if (next !== undefined && next !== before[key]) changed[key] = next;
  }
  return changed;
}

/** The reason a password staff set is refused, or '' when it is acceptable. */
export function staffPasswordError(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH) return StaffAccountMessages.passwordTooShort;
  if (password.length > 200) return StaffAccountMessages.passwordTooLong;
  return '';
}

/** The reason a disable reason is refused, or ''. */
export function disableReasonError(reason: string): string {
  const text = reason.trim();
  return text === '' || text.length > DISABLE_REASON_MAX ? StaffAccountMessages.disableReasonRequired : '';
}
