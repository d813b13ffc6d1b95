import { describe, expect, it } from 'vitest';
import {
  DISABLE_REASON_MAX,
  StaffAccountMessages,
  TUTOR_FLAGS,
  changedFlags,
  disableReasonError,
  staffPasswordError,
  type TutorFlags,
} from '../../src/domain/staff-tutor-account';

const none = Object.fromEntries(TUTOR_FLAGS.map((flag) => [flag.key, false])) as TutorFlags;

describe('staff tutor account rules', () => {
  it('keeps only the flags that differ', () => {
    expect(changedFlags(none, { disableComment: true, openSelfSchedule: false })).toEqual({ disableComment: true });
    expect(changedFlags({ ...none, isFranchiseeUser: true }, { ...none })).toEqual({ isFranchiseeUser: false });
    expect(changedFlags(none, {})).toEqual({});
  });

  it('names every flag once, each with its own column', () => {
    expect(new Set(TUTOR_FLAGS.map((flag) => flag.key)).size).toBe(TUTOR_FLAGS.length);
    expect(new Set(TUTOR_FLAGS.map((flag) => flag.column)).size).toBe(TUTOR_FLAGS.length);
  });

  it('refuses short and overlong passwords and empty or overlong reasons', () => {
    expect(staffPasswordError('1234567')).toBe(StaffAccountMessages.passwordTooShort);
    expect(staffPasswordError('12345678')).toBe('');
    expect(staffPasswordError('x'.repeat(201))).toBe(StaffAccountMessages.passwordTooLong);
    expect(disableReasonError('   ')).toBe(StaffAccountMessages.disableReasonRequired);
    expect(disableReasonError('x'.repeat(DISABLE_REASON_MAX + 1))).toBe(StaffAccountMessages.disableReasonRequired);
    expect(disableReasonError(' Contract ended ')).toBe('');
  });
});
