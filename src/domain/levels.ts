import type { Static } from '@sinclair/typebox';
import type { GradeListItemSchema, GradeSchema } from './api/levels.schemas';

/**
 * The integral level D1 to A3 from teaching points, the trial level T0 to T10 from
 * transformPeriodCount (shell.md §4, §9; growth-account.md §3, §9), and the trial conversion that
 * moves the count (each conversion pays `enrolmentBonus` of ledger.ts for the count it reaches). Pure rules, shared by the server (which stores the grade) and the client.
 *
 * Decided where the spec is silent: the grade boundaries below (the spec names D to A and the
 * fields GradeName, ScoreStart, ScoreEnd, not the numbers). Teaching points are the all-time sum of
 * the ledger's teaching-point entries; below zero stays D1.
 */

/** A grade of the list (api/levels.schemas.ts): its name, the teaching points it starts at and its last score (null for the top grade). */
export type Grade = Static<typeof GradeSchema>;

/** Where each grade starts, lowest first. */
const GRADE_STARTS: ReadonlyArray<readonly [string, number]> = [
  ['D1', 0],
  ['D2', 20],
  ['D3', 40],
  ['C1', 60],
  ['C2', 90],
  ['C3', 120],
  ['B1', 150],
  ['B2', 200],
  ['B3', 350],
  ['A1', 500],
  ['A2', 700],
  ['A3', 1000],
];

/** The grade list (/api/tutorcomm/Gradeintegral), lowest first. */
export const GRADE_LIST: readonly Grade[] = GRADE_STARTS.map(([GradeName, ScoreStart], index) => {
  const next = GRADE_STARTS[index + 1];
  return { GradeName, ScoreStart, ScoreEnd: next ? Math.round((next[1] - 0.01) * 100) / 100 : null };
});

/** A grade as Gradeintegral answers it, the tutor's own marked. */
export type GradeListItem = Static<typeof GradeListItemSchema>;

export const DEFAULT_GRADE = 'D1';

/** The grade name teaching points reach (D1 below zero). */
export function integralLevelOf(teachingPoints: number): string {
  let reached = DEFAULT_GRADE;
  for (const grade of GRADE_LIST) if (teachingPoints >= grade.ScoreStart) reached = grade.GradeName;
  return reached;
}

/** The list split for its two columns: the first half left, the rest right. */
export function gradeColumns<T>(list: readonly T[]): [T[], T[]] {
  const half = Math.ceil(list.length / 2);
  return [list.slice(0, half), list.slice(half)];
}

/** How a grade's range reads: "20 – 39.99", the top one "1000 and above". */
export function gradeRangeText(grade: Grade): string {
  return grade.ScoreEnd === null ? `${grade.ScoreStart} and above` : `${grade.ScoreStart} – ${grade.ScoreEnd}`;
}

/** shell.md §4 "Teacher trial level": the highest count of each level T0 to T9; above the last is T10. */
export const TRIAL_LEVEL_MAX_COUNTS = [29, 49, 79, 129, 209, 339, 549, 879, 1439, 2329] as const;

/** The trial level's number, 0 to 10. */
export function trialLevelNumber(transformPeriodCount: number): number {
  const index = TRIAL_LEVEL_MAX_COUNTS.findIndex((max) => transformPeriodCount <= max);
  return index === -1 ? TRIAL_LEVEL_MAX_COUNTS.length : index;
}

/** 'T0' to 'T10'. */
export function trialLevelOf(transformPeriodCount: number): string {
  return `T${trialLevelNumber(transformPeriodCount)}`;
}

/**
 * A trial conversion, decided here since the spec shows only the count: a finished trial class of a
 * student who had no finished regular class before it, followed within this many days by the
 * student's first finished regular class (with any tutor). It belongs to the trial's tutor.
 */
export const TRIAL_CONVERSION_WINDOW_DAYS = 30;

export interface ConversionFacts {
  trialStartAt: string;
  regularStartAt: string;
  /** A finished regular class of the student started before the trial. */
  studentHadRegularBefore: boolean;
}

export function isTrialConversion(facts: ConversionFacts): boolean {
  const gap = Date.parse(facts.regularStartAt) - Date.parse(facts.trialStartAt);
  return !facts.studentHadRegularBefore && gap > 0 && gap <= TRIAL_CONVERSION_WINDOW_DAYS * 24 * 3_600_000;
}
