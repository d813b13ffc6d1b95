import { describe, expect, it } from 'vitest';
import { GROWTH_LEVEL_THRESHOLDS, LEVEL_ONE_TOTAL } from '../../src/domain/growth';
import { HONOUR_TITLES, MILESTONES, findMilestone, honourLevels, levelsReached, milestoneSummary } from '../../src/domain/honours';

describe('grade honour', () => {
  it('names every level LV.1 to LV.8 and starts each at the spec’s threshold', () => {
    const levels = honourLevels(3, ['j', 'b', 'c', null, null, null, null, null]);
    expect(levels.map((l) => [l.LevelName, l.Honour, l.ScoreStart])).toEqual([
      ['LV.1', HONOUR_TITLES[1], 0],
      ['LV.2', HONOUR_TITLES[2], LEVEL_ONE_TOTAL],
      ['LV.3', HONOUR_TITLES[3], 400],
      ['LV.4', HONOUR_TITLES[4], 2500],
      ['LV.5', HONOUR_TITLES[5], 8000],
      ['LV.6', HONOUR_TITLES[6], 13500],
      ['LV.7', HONOUR_TITLES[7], 20000],
      ['LV.8', HONOUR_TITLES[8], 32000],
    ]);
    expect(levels.map((l) => l.Reached)).toEqual([true, true, true, false, false, false, false, false]);
    expect(levels[2]).toMatchObject({ ReachedAt: 'c' });
    expect(new Set(Object.values(HONOUR_TITLES)).size).toBe(8);
  });

  it('dates each level: joined for LV.1, then the crossing of its start but not before the beginner claims', () => {
    const entries = [
      { amount: LEVEL_ONE_TOTAL * 100, at: '2026-01-01T00:00:00.000Z' },
      { amount: 30_000, at: '2026-02-01T00:00:00.000Z' },
      { amount: 20_000, at: '2026-03-01T00:00:00.000Z' },
    ];
    const total = (LEVEL_ONE_TOTAL + 500) * 100;
    expect(total).toBeGreaterThanOrEqual(GROWTH_LEVEL_THRESHOLDS[3] * 100);
    expect(levelsReached({ currentLevel: 3, joinedAt: 'joined', beginnerDoneAt: '2026-01-15T00:00:00.000Z', entries })).toEqual([
      'joined',
      '2026-01-15T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      null,
      null,
      null,
      null,
      null,
    ]);
    // Claims that came after the crossing date the level.
    expect(levelsReached({ currentLevel: 3, joinedAt: 'joined', beginnerDoneAt: '2026-04-01T00:00:00.000Z', entries })[2]).toBe('2026-04-01T00:00:00.000Z');
    expect(levelsReached({ currentLevel: 1, joinedAt: 'joined', beginnerDoneAt: null, entries }).slice(0, 2)).toEqual(['joined', null]);
  });
});

describe('milestones', () => {
  it('lists each kind with increasing steps and a stable type', () => {
    expect(MILESTONES.map((m) => m.type)).toEqual([1, 2, 3, 4]);
    for (const m of MILESTONES) {
      expect(
        [...m.steps].sort((a, b) => a - b),
        m.name,
      ).toEqual([...m.steps]);
      expect(findMilestone(m.type)).toBe(m);
    }
    expect(findMilestone(99)).toBeUndefined();
  });

  it('sums up a count: steps reached, the last and the next', () => {
    const classes = findMilestone(1)!;
    expect(milestoneSummary(classes, 0)).toMatchObject({ Count: 0, Reached: 0, LastStep: null, NextStep: 1, StepsTotal: 7 });
    expect(milestoneSummary(classes, 100)).toMatchObject({ Reached: 2, LastStep: 100, NextStep: 500 });
    expect(milestoneSummary(classes, 20_000)).toMatchObject({ Reached: 7, LastStep: 10_000, NextStep: null });
  });
});
