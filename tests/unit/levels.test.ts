import { describe, expect, it } from 'vitest';
import { ENROLMENT_BONUS_LEVELS, enrolmentBonus } from '../../src/domain/ledger';
import {
  DEFAULT_GRADE,
  GRADE_LIST,
  TRIAL_LEVEL_MAX_COUNTS,
  gradeColumns,
  gradeRangeText,
  integralLevelOf,
  isTrialConversion,
  trialLevelOf,
} from '../../src/domain/levels';
import { DEFAULT_INTEGRAL_LEVEL } from '../../src/domain/user';

describe('integral level D to A (growth-account.md §3, §9)', () => {
  it('lists every grade, D1 first, contiguous to the hundredth, the top one open', () => {
    expect(GRADE_LIST.map((g) => g.GradeName)).toEqual(['D1', 'D2', 'D3', 'C1', 'C2', 'C3', 'B1', 'B2', 'B3', 'A1', 'A2', 'A3']);
    expect(GRADE_LIST[0]).toEqual({ GradeName: 'D1', ScoreStart: 0, ScoreEnd: 19.99 });
    for (let i = 1; i < GRADE_LIST.length; i += 1) {
      expect(Math.round((GRADE_LIST[i - 1]!.ScoreEnd! + 0.01) * 100) / 100, GRADE_LIST[i]!.GradeName).toBe(GRADE_LIST[i]!.ScoreStart);
    }
    expect(GRADE_LIST.at(-1)).toEqual({ GradeName: 'A3', ScoreStart: 1000, ScoreEnd: null });
  });

  it('defaults to D1, as the user state does', () => {
    expect(DEFAULT_GRADE).toBe(DEFAULT_INTEGRAL_LEVEL);
    expect(integralLevelOf(0)).toBe('D1');
    expect(integralLevelOf(-40)).toBe('D1');
  });

  it('finds the grade at every boundary', () => {
    for (const grade of GRADE_LIST) {
      expect(integralLevelOf(grade.ScoreStart), `${grade.GradeName} start`).toBe(grade.GradeName);
      if (grade.ScoreEnd !== null) expect(integralLevelOf(grade.ScoreEnd), `${grade.GradeName} end`).toBe(grade.GradeName);
    }
    expect(integralLevelOf(296.3)).toBe('B2');
    expect(integralLevelOf(99_999)).toBe('A3');
  });

  it('splits the list into two columns and reads the ranges', () => {
    const [left, right] = gradeColumns(GRADE_LIST);
    expect(left.map((g) => g.GradeName)).toEqual(['D1', 'D2', 'D3', 'C1', 'C2', 'C3']);
    expect(right.map((g) => g.GradeName)).toEqual(['B1', 'B2', 'B3', 'A1', 'A2', 'A3']);
    expect(gradeColumns([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(gradeRangeText(GRADE_LIST[1]!)).toBe('20 – 39.99');
    expect(gradeRangeText(GRADE_LIST.at(-1)!)).toBe('1000 and above');
  });
});

describe('trial level T0 to T10 (shell.md §4)', () => {
  const table: Array<[number, string]> = [
    [29, 'T0'],
    [49, 'T1'],
    [79, 'T2'],
    [129, 'T3'],
    [209, 'T4'],
    [339, 'T5'],
    [549, 'T6'],
    [879, 'T7'],
    [1439, 'T8'],
    [2329, 'T9'],
  ];

  it('lists every row of the table: its last count and the one after it', () => {
    expect(TRIAL_LEVEL_MAX_COUNTS).toEqual(table.map(([max]) => max));
    for (const [index, [max, level]] of table.entries()) {
      expect(trialLevelOf(max), `${max}`).toBe(level);
      expect(trialLevelOf(max + 1), `${max + 1}`).toBe(`T${index + 1}`);
    }
    expect(trialLevelOf(0)).toBe('T0');
    expect(trialLevelOf(2330)).toBe('T10');
    expect(trialLevelOf(100_000)).toBe('T10');
  });

  it('agrees with the enrolment bonus table: level n starts where Tn starts', () => {
    for (const tier of ENROLMENT_BONUS_LEVELS) expect(trialLevelOf(tier.enrolments), `level ${tier.level}`).toBe(`T${tier.level}`);
  });
});

describe('enrolment bonus by top level (growth-account.md §9)', () => {
  const table: Array<[number, number, number]> = [
    [0, 0, 0],
    [1, 30, 50],
    [2, 50, 100],
    [3, 80, 150],
    [4, 130, 200],
    [5, 210, 250],
    [6, 340, 300],
    [7, 550, 350],
    [8, 890, 400],
    [9, 1440, 450],
    [10, 2330, 500],
  ];

  it('lists every row, and pays each row from its first enrolment, the row before until then', () => {
    expect(ENROLMENT_BONUS_LEVELS.map((t) => [t.level, t.enrolments, t.php])).toEqual(table);
    for (const [index, [level, enrolments, php]] of table.entries()) {
      expect(enrolmentBonus(enrolments), `${enrolments}`).toEqual({ level, php });
      if (index > 0) expect(enrolmentBonus(enrolments - 1)).toEqual({ level: table[index - 1]![0], php: table[index - 1]![2] });
    }
  });
});

describe('trial conversion', () => {
  const trial = '2026-11-02T02:00:00.000Z';
  it('is a new student’s first regular class within 30 days after the trial', () => {
    expect(isTrialConversion({ trialStartAt: trial, regularStartAt: '2026-11-05T02:00:00.000Z', studentHadRegularBefore: false })).toBe(true);
    expect(isTrialConversion({ trialStartAt: trial, regularStartAt: '2026-12-02T02:00:00.000Z', studentHadRegularBefore: false })).toBe(true);
    expect(isTrialConversion({ trialStartAt: trial, regularStartAt: '2026-12-02T02:00:00.001Z', studentHadRegularBefore: false })).toBe(false);
    expect(isTrialConversion({ trialStartAt: trial, regularStartAt: '2026-11-05T02:00:00.000Z', studentHadRegularBefore: true })).toBe(false);
    expect(isTrialConversion({ trialStartAt: trial, regularStartAt: trial, studentHadRegularBefore: false })).toBe(false);
  });
});
