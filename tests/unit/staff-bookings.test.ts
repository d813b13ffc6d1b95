import { describe, expect, it } from 'vitest';
import { sourceTextOf } from '../../src/domain/ledger-view';
import { STAFF_POINTS_RULES, StaffBookingMessages, entryKeyError, pointsError, staffReasonError, studentDraftError } from '../../src/domain/staff-bookings';

describe('staff bookings and data-staff points rules', () => {
  it('offers exactly the four data-staff teaching point rules of growth-account.md §9', () => {
    expect(STAFF_POINTS_RULES).toEqual([
      { rule: 'tp.project', label: 'Project points' },
      { rule: 'tp.material_training', label: 'Material training points' },
      { rule: 'tp.referral', label: 'Referral points' },
      { rule: 'tp.material_correction', label: 'Material correction points' },
    ]);
  });

  it('takes points other than 0 within ±100, in hundredths at most', () => {
    for (const ok of [0.01, 2, -1.5, 100, -100, 33.33]) expect(pointsError(ok), String(ok)).toBe('');
    for (const bad of [0, 100.01, -101, 0.005, Number.NaN, Number.POSITIVE_INFINITY])
      expect(pointsError(bad), String(bad)).toBe(StaffBookingMessages.pointsInvalid);
  });

  it('needs a reason of at most 200 characters, and a key of 8 to 64 safe characters', () => {
    expect(staffReasonError('  ')).toBe(StaffBookingMessages.reasonRequired);
    expect(staffReasonError('x'.repeat(201))).toBe(StaffBookingMessages.reasonTooLong);
    expect(staffReasonError(` ${'x'.repeat(200)} `)).toBe('');
    expect(entryKeyError('dsp-1234')).toBe('');
    expect(entryKeyError('dsp-123')).toBe(StaffBookingMessages.keyInvalid);
    expect(entryKeyError('dsp 12345')).toBe(StaffBookingMessages.keyInvalid);
    expect(entryKeyError('k'.repeat(65))).toBe(StaffBookingMessages.keyInvalid);
  });

  it('checks a new student: a name, short fields, a known time zone or none', () => {
    const draft = { Name: 'Aiko', AgeBand: '', EnglishLevel: '', Country: '', TimeZone: '', LearningGoals: '' };
    expect(studentDraftError(draft)).toBe('');
    expect(studentDraftError({ ...draft, Name: ' ' })).toBe(StaffBookingMessages.studentNameRequired);
    expect(studentDraftError({ ...draft, Name: 'x'.repeat(101) })).toBe(StaffBookingMessages.studentNameTooLong);
    expect(studentDraftError({ ...draft, Country: 'x'.repeat(101) })).toBe(StaffBookingMessages.studentFieldTooLong);
    expect(studentDraftError({ ...draft, LearningGoals: 'x'.repeat(501) })).toBe(StaffBookingMessages.studentGoalsTooLong);
    expect(studentDraftError({ ...draft, TimeZone: 'Asia/Tokyo' })).toBe('');
    expect(studentDraftError({ ...draft, TimeZone: 'Moon/Base' })).toBe(StaffBookingMessages.timeZoneUnknown);
  });

  it("names a data-staff entry's source for the tutor without its key", () => {
    expect(sourceTextOf('staff_points', 'dsp-0f3c')).toBe('Data staff');
    expect(sourceTextOf('class', '895')).toBe('Class 895');
    expect(sourceTextOf('tutor', '100491')).toBe('tutor 100491');
  });
});
