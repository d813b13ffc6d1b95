import type { Static } from '@sinclair/typebox';
import type { GradeHonourSchema, HonourLevelSchema, MilestoneDetailSchema, MilestoneStepSchema, MilestoneSummarySchema } from './api/honours.schemas';
import { GROWTH_LEVEL_THRESHOLDS, MAX_GROWTH_LEVEL, growthLevelName } from './growth';
import type { LedgerRuleId } from './ledger';

/**
 * Grade honour and milestones (growth-account.md §3 "milestone list", §7 GetGradeHonorDetail,
 * GetMilestoneList, GetMilestoneDetail?type). Decided where the spec is silent: each growth level
 * LV.1 to LV.8 carries an honour title and the moment it was reached; a milestone is a count of
 * one kind of ledger entry reaching a step, reached at the moment of the step's entry.
 */
export const HONOUR_TITLES: Readonly<Record<number, string>> = {
  1: 'Newcomer',
  2: 'Rising Tutor',
  3: 'Skilled Tutor',
  4: 'Expert Tutor',
  5: 'Star Tutor',
  6: 'Elite Tutor',
  7: 'Master Tutor',
  8: 'Legend Tutor',
};

/** GetGradeHonorDetail's answer and its levels: declared once, by the schemas (api/honours.schemas.ts). */
export type HonourLevel = Static<typeof HonourLevelSchema>;

export type GradeHonour = Static<typeof GradeHonourSchema>;

/**
 * When each level was reached, from the growth entries in time order: LV.1 when the tutor joined;
 * higher levels when the running sum first reached their start, but not before the last beginner
 * claim (which opens LV.2). Levels above the current one are not reached.
 */
export function levelsReached(input: {
  currentLevel: number;
  joinedAt: string;
  beginnerDoneAt: string | null;
  /** Growth entries (hundredths), oldest first. */
  entries: ReadonlyArray<{ amount: number; at: string }>;
}): Array<string | null> {
  const reached: Array<string | null> = [];
  for (let level = 1; level <= MAX_GROWTH_LEVEL; level += 1) {
    if (level > input.currentLevel) reached.push(null);
    else if (level === 1) reached.push(input.joinedAt);
    else {
      const start = Math.round(GROWTH_LEVEL_THRESHOLDS[level]! * 100);
      let sum = 0;
      let crossed: string | null = null;
      for (const entry of input.entries) {
        sum += entry.amount;
        if (sum >= start) {
          crossed = entry.at;
          break;
        }
      }
      const floor = input.beginnerDoneAt;
      const at = crossed === null ? floor : floor !== null && Date.parse(floor) > Date.parse(crossed) ? floor : crossed;
      reached.push(at);
    }
  }
  return reached;
}

export function honourLevels(currentLevel: number, reachedAt: ReadonlyArray<string | null>): HonourLevel[] {
  return Array.from({ length: MAX_GROWTH_LEVEL }, (_, index) => {
    const level = index + 1;
    return {
      Level: level,
      LevelName: growthLevelName(level),
      Honour: HONOUR_TITLES[level]!,
      ScoreStart: GROWTH_LEVEL_THRESHOLDS[level]!,
      Reached: level <= currentLevel,
      ReachedAt: level <= currentLevel ? (reachedAt[index] ?? null) : null,
    };
  });
}

/** Milestone kinds: what is counted and the steps a count reaches. Types are stable: GetMilestoneDetail?type names them. */
export const MILESTONES = [
  { type: 1, name: 'Classes finished', unit: 'classes', rules: ['tp.completed_class', 'tp.weekend_class'], steps: [1, 100, 500, 1000, 3000, 5000, 10000] },
  { type: 2, name: '5-star ratings', unit: 'ratings', rules: ['tp.five_star'], steps: [1, 50, 200, 500, 1000, 3000] },
  { type: 3, name: 'Trial conversions', unit: 'conversions', rules: ['gv.trial_conversion'], steps: [1, 10, 30, 100, 300] },
  { type: 4, name: 'Flowers from students', unit: 'gifts', rules: ['flowers.received'], steps: [1, 20, 100, 300, 1000] },
] as const satisfies ReadonlyArray<{ type: number; name: string; unit: string; rules: readonly LedgerRuleId[]; steps: readonly number[] }>;

export type Milestone = (typeof MILESTONES)[number];

export function findMilestone(type: number): Milestone | undefined {
  return MILESTONES.find((m) => m.type === type);
}

/** GetMilestoneList and GetMilestoneDetail's answers. */
export type MilestoneSummary = Static<typeof MilestoneSummarySchema>;

export type MilestoneStep = Static<typeof MilestoneStepSchema>;

export type MilestoneDetail = Static<typeof MilestoneDetailSchema>;

export function milestoneSummary(milestone: Milestone, count: number): MilestoneSummary {
  const reached = milestone.steps.filter((step) => count >= step);
  return {
    Type: milestone.type,
    Name: milestone.name,
    Unit: milestone.unit,
    Count: count,
    Reached: reached.length,
    StepsTotal: milestone.steps.length,
    LastStep: reached.at(-1) ?? null,
    NextStep: milestone.steps.find((step) => count < step) ?? null,
  };
}

export const HonourMessages = {
  unknownMilestone: 'This milestone does not exist.',
} as const;
