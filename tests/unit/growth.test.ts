import { describe, expect, it } from 'vitest';
import {
  BEGINNER_TASK_COUNT,
  GROWTH_LEVEL_THRESHOLDS,
  GROWTH_TASKS,
  GrowthMessages,
  LEVEL_ONE_TOTAL,
  MAX_GROWTH_LEVEL,
  PET_SKINS,
  TaskCategory,
  TaskStatus,
  findGrowthTask,
  goalTargetError,
  growthLevel,
  petNameError,
  petPictureUrl,
  strengthScores,
  taskStatus,
} from '../../src/domain/growth';
import { LEDGER_RULES, isLedgerRuleId } from '../../src/domain/ledger';

const allClaimed = { claimed: BEGINNER_TASK_COUNT, total: BEGINNER_TASK_COUNT };

describe('growth levels (growth-account.md §4)', () => {
  it('uses the spec thresholds, with the level-one total third', () => {
    expect(GROWTH_LEVEL_THRESHOLDS).toEqual([0, 0, LEVEL_ONE_TOTAL, 400, 2500, 8000, 13500, 20000, 32000, 320000]);
    expect(LEVEL_ONE_TOTAL).toBe(GROWTH_TASKS.filter((t) => t.category === TaskCategory.beginner).reduce((s, t) => s + t.score, 0));
    expect(MAX_GROWTH_LEVEL).toBe(8);
  });

  it('keeps LV.1 until every beginner task is claimed, its progress claimed over total', () => {
    expect(growthLevel(5000, { claimed: 1, total: 4 })).toMatchObject({ level: 1, progress: 0.25 });
    expect(growthLevel(0, { claimed: 0, total: 4 })).toMatchObject({ level: 1, progress: 0 });
    expect(growthLevel(0, { claimed: 3, total: 4 }).progress).toBe(0.75);
  });

  it('places every threshold at the start of its level, and one hundredth below in the level before', () => {
    for (let level = 3; level <= 8; level += 1) {
      const at = GROWTH_LEVEL_THRESHOLDS[level]!;
      expect(growthLevel(at, allClaimed)).toMatchObject({ level, progress: 0 });
      expect(growthLevel(at - 0.01, allClaimed).level).toBe(level - 1);
    }
    expect(growthLevel(LEVEL_ONE_TOTAL, allClaimed).level).toBe(2);
    // Claimed everything but lost growth since: never below LV.2.
    expect(growthLevel(-10, allClaimed).level).toBe(2);
    expect(growthLevel(1_000_000, allClaimed)).toMatchObject({ level: 8, progress: 1, remaining: 0 });
  });

  it('tells the points to the next level and the progress through this one', () => {
    const half = (400 + 2500) / 2;
    expect(growthLevel(half, allClaimed)).toMatchObject({ level: 3, progress: 0.5, nextAt: 2500, remaining: 2500 - half });
  });
});

describe('growth tasks', () => {
  it('has unique codes, positive points, and only known growth rules', () => {
    expect(new Set(GROWTH_TASKS.map((t) => t.code)).size).toBe(GROWTH_TASKS.length);
    for (const t of GROWTH_TASKS) {
      expect(t.score).toBeGreaterThan(0);
      for (const rule of t.rules) {
        expect(isLedgerRuleId(rule)).toBe(true);
        expect(LEDGER_RULES[rule].account).toBe('growth_value');
      }
      expect(t.needsStart).toBe(t.category === TaskCategory.advanced);
    }
    for (const category of Object.values(TaskCategory)) expect(GROWTH_TASKS.some((t) => t.category === category)).toBe(true);
    expect(LEDGER_RULES['gv.task_reward']).toMatchObject({ account: 'growth_value', amount: null });
  });

  it('is completed (Status 2) at its target, in progress before, and not started until an advanced task is started', () => {
    const daily = findGrowthTask('D_CLASSES_3')!;
    expect(taskStatus(daily, 0, false)).toBe(TaskStatus.notStarted);
    expect(taskStatus(daily, 2, false)).toBe(TaskStatus.inProgress);
    expect(taskStatus(daily, 3, false)).toBe(TaskStatus.completed);
    expect(TaskStatus.completed).toBe(2);
    const advanced = findGrowthTask('A_WEEK_20_CLASSES')!;
    expect(taskStatus(advanced, 25, false)).toBe(TaskStatus.notStarted);
    expect(taskStatus(advanced, 0, true)).toBe(TaskStatus.inProgress);
    expect(taskStatus(advanced, 20, true)).toBe(TaskStatus.completed);
  });
});

describe('the pet, goals and strength', () => {
  it('checks a pet name', () => {
    expect(petNameError('')).toBe(GrowthMessages.petNameRequired);
    expect(petNameError('  ')).toBe(GrowthMessages.petNameRequired);
    expect(petNameError('a'.repeat(21))).toBe(GrowthMessages.petNameTooLong);
    expect(petNameError('a'.repeat(20))).toBeNull();
    expect(petNameError('Mochi <3')).toBe(GrowthMessages.petNameInvalid);
    expect(petNameError('Ñiño 2')).toBeNull();
  });

  it('draws the pet by level, within LV.1 to LV.8, and unlocks outfits at rising levels', () => {
    expect(petPictureUrl(0)).toBe('/images/pet/pet-lv1.svg');
    expect(petPictureUrl(5)).toBe('/images/pet/pet-lv5.svg');
    expect(petPictureUrl(12)).toBe('/images/pet/pet-lv8.svg');
    const levels = PET_SKINS.map((s) => s.level);
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(levels.every((l) => l >= 2 && l <= 8)).toBe(true);
  });

  it('takes a goal of 1 to 1000 whole classes', () => {
    for (const bad of [0, -1, 1.5, 1001, 'x', null, undefined, '']) expect(goalTargetError(bad)).toBe(GrowthMessages.goalTargetInvalid);
    for (const good of [1, 60, 1000, '40']) expect(goalTargetError(good)).toBeNull();
  });

  it('weighs attendance, 5-star share and growth into a 0-100 strength', () => {
    expect(strengthScores({ finished: 0, fiveStars: 0, absences: 0, cancellations: 0, growthValue: 0 }).strength).toBe(0);
    expect(strengthScores({ finished: 10, fiveStars: 10, absences: 0, cancellations: 0, growthValue: 50 }).strength).toBe(100);
    const mixed = strengthScores({ finished: 8, fiveStars: 4, absences: 1, cancellations: 1, growthValue: 25 });
    expect(mixed.items).toEqual([
      { Name: 'Attendance', Score: 80 },
      { Name: '5-star ratings', Score: 50 },
      { Name: 'Growth', Score: 50 },
    ]);
    expect(mixed.strength).toBe(Math.round(40 + 15 + 10));
  });
});
