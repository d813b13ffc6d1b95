import { describe, expect, it } from 'vitest';
import { SOP_ITEMS, SopMessages, sopPassed, sopScoresError, summarizeSop } from '../../src/domain/sop';

const full = () => Object.fromEntries(SOP_ITEMS.map(({ item, max }) => [item, max])) as Record<string, number>;
const scored = (month: string, overrides: Record<string, number> = {}) => ({
  month,
  items: Object.entries({ ...full(), ...overrides }).map(([item, score]) => ({ item, score })),
});

describe('the SOP rubric', () => {
  it('adds up to 100 and passes from 80', () => {
    expect(SOP_ITEMS.reduce((sum, item) => sum + item.max, 0)).toBe(100);
    expect([sopPassed(79), sopPassed(80)]).toEqual([false, true]);
  });

  it('checks every item once, as a whole number within its maximum', () => {
    expect(sopScoresError(full(), '')).toBeNull();
    expect(sopScoresError({ ...full(), material: 20.5 }, '')).toBe(SopMessages.badScore('Follows the lesson material', 20));
    expect(sopScoresError({ ...full(), greeting: -1 }, '')).toBe(SopMessages.badScore('Greeting and warm-up', 10));
    expect(sopScoresError({ ...full(), greeting: '9' }, '')).toBe(SopMessages.badScore('Greeting and warm-up', 10));
    const { punctuality: _gone, ...rest } = full();
    expect(sopScoresError(rest, '')).toBe(SopMessages.missingItem('On time and ready'));
    expect(sopScoresError({ ...full(), extra: 1 }, '')).toBe(SopMessages.badItem('extra'));
    expect(sopScoresError(full(), 'x'.repeat(1001))).toBe(SopMessages.commentTooLong);
  });
});

describe('the assessment summary', () => {
  const months = ['2026-09', '2026-10', '2026-11'];

  it('averages per month and per item, counts passes and names the weakest item', () => {
    const summary = summarizeSop(
      [scored('2026-10'), scored('2026-11', { material: 10, correction: 10 }), scored('2026-11', { closing: 0 }), scored('2026-05')],
      months,
    );
    expect(summary.Classes).toBe(3);
    expect(summary.Average).toBe(Math.round(((100 + 80 + 90) / 3) * 10) / 10);
    expect(summary.PassRate).toBe(100);
    expect(summary.Months).toEqual([
      { Month: '2026-09', Classes: 0, Average: null, Passed: 0 },
      { Month: '2026-10', Classes: 1, Average: 100, Passed: 1 },
      { Month: '2026-11', Classes: 2, Average: 85, Passed: 2 },
    ]);
    expect(summary.Items.find((item) => item.Item === 'closing')?.Percent).toBe(66.7);
    expect(summary.Items.find((item) => item.Item === 'material')?.Percent).toBe(83.3);
    expect(summary.Weakest).toBe('closing');
  });

  it('is empty, not zero, without scored classes', () => {
    const summary = summarizeSop([], months);
    expect(summary).toMatchObject({ Classes: 0, Average: null, PassRate: null, Weakest: null });
    expect(summary.Items.every((item) => item.Percent === null)).toBe(true);
  });

  it('counts a class under 80 as not passed', () => {
    const summary = summarizeSop([scored('2026-11', { material: 0, correction: 5 })], months);
    expect(summary).toMatchObject({ Classes: 1, Average: 65, PassRate: 0 });
  });
});
