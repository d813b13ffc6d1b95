import { describe, expect, it } from 'vitest';
import { LessonType, currentLessonIndex, lessonTypeOf } from '../../src/domain/class-detail';
import { ledgerPostingsForClassEvent } from '../../src/domain/ledger-class-rules';

const line = (overrides: Partial<{ CSID: number; USID: number; USAID: number; IsRemark: boolean; ClassType: number }> = {}) => ({
  CSID: 0,
  USID: 0,
  USAID: 0,
  IsRemark: false,
  ClassType: 0,
  ...overrides,
});

describe('lesson type (teaching.md §4)', () => {
  it('is 3, a test lesson, when ClassType > 0, whatever else holds', () => {
    expect(lessonTypeOf(line({ ClassType: 1 }))).toBe(LessonType.test);
    expect(lessonTypeOf(line({ ClassType: 2, USID: 5, IsRemark: true }))).toBe(3);
  });
  it('is 1 when USID > 0 (and not a test lesson), even on a remark line', () => {
    expect(lessonTypeOf(line({ USID: 9 }))).toBe(LessonType.studied);
    expect(lessonTypeOf(line({ USID: 9, IsRemark: true }))).toBe(1);
  });
  it('is 2, a teaching plan, for a line that is not a remark', () => {
    expect(lessonTypeOf(line())).toBe(LessonType.teachingPlan);
    expect(lessonTypeOf(line({ USAID: 4 }))).toBe(2);
  });
  it('is 4 otherwise: a remark line not studied', () => {
    expect(lessonTypeOf(line({ IsRemark: true }))).toBe(LessonType.remark);
  });
});

describe('current lesson (teaching.md §4)', () => {
  it('is the first line with CSID > 0', () => {
    expect(currentLessonIndex([line({ USID: 1 }), line({ CSID: 7 }), line({ CSID: 8 }), line({ USID: 2 })])).toBe(1);
  });
  it('otherwise is the line after the last line with USID or USAID', () => {
    expect(currentLessonIndex([line({ USID: 1 }), line({ USID: 2 }), line(), line()])).toBe(2);
    expect(currentLessonIndex([line({ USID: 1 }), line(), line({ USAID: 3 }), line(), line({ IsRemark: true })])).toBe(3);
    expect(currentLessonIndex([line({ USAID: 1 }), line({ IsRemark: true })])).toBe(1);
  });
  it('otherwise is the first remark line', () => {
    expect(currentLessonIndex([line(), line(), line({ IsRemark: true }), line({ IsRemark: true })])).toBe(2);
  });
  it('falls back to the first remark line when the last line taken is the last line', () => {
    expect(currentLessonIndex([line({ IsRemark: true }), line({ USID: 1 })])).toBe(0);
  });
  it('is -1 when no rule applies', () => {
    expect(currentLessonIndex([])).toBe(-1);
    expect(currentLessonIndex([line(), line()])).toBe(-1);
    expect(currentLessonIndex([line(), line({ USID: 3 })])).toBe(-1);
  });
});

describe('the remark growth value (growth-account.md §9)', () => {
  const facts = (details: Record<string, unknown>, classType = 'regular') => ({
    kind: 'remark_submitted',
    details,
    actor: 'tutor',
    at: '2026-11-23T03:40:00.000Z',
    classId: 9,
    tutorId: 1,
    classType,
    startAt: '2026-11-23T03:00:00.000Z',
    feePhp: 130,
  });
  it("rewards only a class's first remark, more within the hour after class", () => {
    expect(ledgerPostingsForClassEvent(facts({ first: true, prompt: true }), 'Asia/Manila').map((p) => p.rule)).toEqual(['gv.class_remark_prompt']);
    expect(ledgerPostingsForClassEvent(facts({ first: true, prompt: false }), 'Asia/Manila').map((p) => p.rule)).toEqual(['gv.class_remark']);
    expect(ledgerPostingsForClassEvent(facts({ first: false, prompt: true }), 'Asia/Manila')).toEqual([]);
    expect(ledgerPostingsForClassEvent(facts({ first: true, prompt: true }, 'training'), 'Asia/Manila')).toEqual([]);
  });
});
