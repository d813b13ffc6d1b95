import { describe, expect, it } from 'vitest';
import { APPEAL_PENALTY_RULES } from '../../src/domain/feedback';
import { decisionError, QUEUE_DECISIONS } from '../../src/domain/staff-audits';
import { STAFF_REASON_MAX } from '../../src/domain/staff-bookings';
import { ABSENCE_PENALTY_RULES, StaffReviewMessages, absentDecisionError, threadAuthorLabel } from '../../src/domain/staff-reviews';

describe('staff reviews rules', () => {
  it('requires a reason to refuse an absent picture, not to accept one, and caps its length', () => {
    expect(absentDecisionError(false, '  ')).toBe(StaffReviewMessages.refuseReasonRequired);
    expect(absentDecisionError(true, '')).toBe('');
    expect(absentDecisionError(false, 'Blurred picture')).toBe('');
    expect(absentDecisionError(true, 'x'.repeat(STAFF_REASON_MAX + 1))).toBe(StaffReviewMessages.reasonTooLong);
    expect(decisionError('absentPictures', 'refuse', '')).toBe(StaffReviewMessages.refuseReasonRequired);
    expect(decisionError('absentPictures', 'accept', '')).toBeNull();
    expect(QUEUE_DECISIONS.absentPictures.actions.map((action) => action.label)).toEqual(['Accept', 'Refuse']);
  });

  it('reverses the same penalty rules a granted attendance appeal reverses', () => {
    expect(ABSENCE_PENALTY_RULES).toBe(APPEAL_PENALTY_RULES.attendance);
    expect(ABSENCE_PENALTY_RULES).toEqual(expect.arrayContaining(['tp.absence', 'gv.absence']));
  });

  it('names who wrote each post of a thread', () => {
    expect(['tutor', 'staff', 'student'].map(threadAuthorLabel)).toEqual(['Tutor', 'Staff', 'Student']);
    expect(StaffReviewMessages.pictureAccepted(0)).toBe('Absent picture accepted.');
    expect(StaffReviewMessages.pictureAccepted(2)).toBe('Absent picture accepted; 2 penalty entries reversed.');
  });
});
