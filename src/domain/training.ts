/**
 * Training kits and their scored tests (teaching.md §3 "Training kit category", §3 "QA test report
 * items", §7 "Training kits and tutor data"). Shapes of the answers, the messages, and the pure
 * rules both halves use: how a test is scored and how the QA report titles read.
 */
import type { Static } from '@sinclair/typebox';
import type {
  KitAnswerSchema,
  KitCategory,
  KitItem,
  KitModel,
  KitQuestion as KitQuestionSchema,
  QaReportItem as QaReportItemSchema,
  ScoreDetail,
  SubmitResult,
  TeachableLabel as TeachableLabelSchema,
  TestPaper,
} from './api/training-kits.schemas';

/** One kit in its category (teaching.md §3). TestScore/TestTime come from the latest attempt; IsPass once any attempt passed. */
export type TrainingKitItem = Static<typeof KitItem>;

export type TrainingKitCategory = Static<typeof KitCategory>;

/** TrainingKitModel?primaryID: one kit with the tutor's learning and test state. */
export type TrainingKitModel = Static<typeof KitModel>;

/** A question as the test page gets it: never its answer key. */
export type KitQuestion = Static<typeof KitQuestionSchema>;

export type KitTestPaper = Static<typeof TestPaper>;

/** One answer the page sends: the chosen option indexes of a question. */
export type KitAnswer = Static<typeof KitAnswerSchema>;

export type TestSubmitResult = Static<typeof SubmitResult>;

/** QA test report item (teaching.md §3): a question category's score in percent. */
export type QaReportItem = Static<typeof QaReportItemSchema>;

/** GetTestScore?recodeId: the scored attempt, its report and, per question, the answer and the key. */
export type TestScoreDetail = Static<typeof ScoreDetail>;

/** A teachable-course label a passed kit grants (AddTutorLabel, GetTeachableSubjects). */
export type TeachableLabel = Static<typeof TeachableLabelSchema>;

export const TrainingMessages = {
  kitNotFound: 'This training kit does not exist.',
  recordNotFound: 'This test record does not exist.',
  answersRequired: 'Please answer every question before submitting.',
  unknownQuestion: 'An answer names a question that is not in this test.',
  badChoice: 'An answer chooses an option the question does not have.',
  badStartTime: 'The test start time is not valid.',
  learned: 'Your learning has been recorded.',
  labelNeedsPass: 'Pass the test of this kit first to add its teachable-course label.',
  noLabel: 'This kit has no teachable-course label.',
  labelAdded: 'The teachable-course label has been added.',
  passed: 'Congratulations, you passed the test.',
  failed: 'You did not reach the passing score. Review the answers and try again.',
} as const;

/** Longest learning time one LearnSubmit may report (a day); a larger figure is a faulty page. */
export const MAX_LEARN_SECONDS = 86_400;

/** The key of a question: the option indexes that are right. */
export interface AnswerKey {
  questionId: number;
  catName: string;
  points: number;
  correct: readonly number[];
}

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((value, index) => value === right[index]);
};

/** Whether the chosen options are exactly the key's (all that apply, none more). */
export function isRightAnswer(key: readonly number[], chosen: readonly number[]): boolean {
  return chosen.length > 0 && sameSet(key, chosen);
}

/** Percent of `earned` over `total` points, whole, 0 when there is nothing to earn. */
export function percent(earned: number, total: number): number {
  return total <= 0 ? 0 : Math.round((earned * 100) / total);
}

/**
 * Scores answers against the keys: the overall percent of points earned, and per question category
 * (the QA report's CatName) the percent earned in it, in the keys' order. Unanswered is wrong.
 */
export function scoreAnswers(keys: readonly AnswerKey[], answers: readonly KitAnswer[]): { score: number; report: QaReportItem[]; right: Set<number> } {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.choices]));
  const right = new Set<number>();
  const byCat = new Map<string, { earned: number; total: number }>();
  let earned = 0;
  let total = 0;
  for (const key of keys) {
    const cat = byCat.get(key.catName) ?? { earned: 0, total: 0 };
    byCat.set(key.catName, cat);
    cat.total += key.points;
    total += key.points;
    if (isRightAnswer(key.correct, chosen.get(key.questionId) ?? [])) {
      right.add(key.questionId);
      cat.earned += key.points;
      earned += key.points;
    }
  }
  const report = [...byCat].map(([CatName, sums]) => ({ CatName, AllScore: percent(sums.earned, sums.total) }));
  return { score: percent(earned, total), report, right };
}

/** The category the QA report hides (teaching.md §3). */
export const HIDDEN_REPORT_CATEGORY = 'TESOL';

/** A report title: CatName with the word Result stripped ("Grammar Result" -> "Grammar"). */
export function reportTitle(catName: string): string {
  return catName
    .replace(/\bresults?\b/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Whether an item belongs to the hidden TESOL category, whatever its case or Result suffix. */
export function isHiddenReportItem(catName: string): boolean {
  return reportTitle(catName).toUpperCase() === HIDDEN_REPORT_CATEGORY;
}

/** AllScore as a progress-bar value: a whole number from 0 to 100 (anything else is clamped). */
export function progressValue(allScore: number): number {
  if (!Number.isFinite(allScore)) return 0;
  return Math.min(100, Math.max(0, Math.round(allScore)));
}

/** The report as shown: TESOL hidden, titles stripped, scores as progress values. */
export function visibleReport(items: readonly QaReportItem[]): Array<{ title: string; value: number }> {
  return items.filter((item) => !isHiddenReportItem(item.CatName)).map((item) => ({ title: reportTitle(item.CatName), value: progressValue(item.AllScore) }));
}

/** Whether a score passes. */
export function isPassingScore(score: number, passScore: number): boolean {
  return score >= passScore;
}

/** Minutes and seconds of a used or remaining time, for the test and learning pages. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
