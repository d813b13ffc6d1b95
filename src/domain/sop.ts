/**
 * SOP scores (teaching.md §2 "/SOP, with default scoreClass and child assessmentSummary"): the
 * provider's quality team watches some of a tutor's finished classes and scores each against the
 * standard operating procedure, item by item. What the items are and how they add up is not in the
 * spec: this is the product's own rubric, shared by the server (scoring, summary) and the pages.
 */
import type { Static } from '@sinclair/typebox';
import type {
  SopAssessmentSummarySchema,
  SopClassScoreSchema,
  SopItemScoreSchema,
  SopItemSummarySchema,
  SopMonthSummarySchema,
  SopScorePageSchema,
} from './api/sop.schemas';

export const SopTab = { scoreClass: 'scoreClass', assessmentSummary: 'assessmentSummary' } as const;
export type SopTab = (typeof SopTab)[keyof typeof SopTab];

/** The rubric: each item's key, title and highest score; the maxima add up to 100. */
export const SOP_ITEMS = [
  { item: 'punctuality', title: 'On time and ready', max: 10 },
  { item: 'greeting', title: 'Greeting and warm-up', max: 10 },
  { item: 'material', title: 'Follows the lesson material', max: 20 },
  { item: 'correction', title: 'Error correction', max: 20 },
  { item: 'interaction', title: 'Student talk time and interaction', max: 20 },
  { item: 'closing', title: 'Wrap-up and homework', max: 10 },
  { item: 'feedback', title: 'Feedback written on time', max: 10 },
] as const;
export type SopItemKey = (typeof SOP_ITEMS)[number]['item'];

/** A class scoring this or more (out of 100) meets the standard. */
export const SOP_PASS_SCORE = 80;
export const SOP_PAGE_SIZE = 10;
/** Months the assessment summary looks back over, the current provider month included. */
export const SOP_SUMMARY_MONTHS = 6;
export const SOP_COMMENT_MAX = 1000;

export const SopMessages = {
  notFound: 'This SOP score does not exist.',
  classNotFound: 'This class does not exist.',
  notFinished: 'Only a finished class can be scored.',
  alreadyScored: 'This class already has an SOP score.',
  badItem: (item: string) => `Unknown SOP item: ${item}.`,
  missingItem: (title: string) => `Score the item "${title}".`,
  badScore: (title: string, max: number) => `The score of "${title}" must be a whole number from 0 to ${max}.`,
  commentTooLong: `The comment is at most ${SOP_COMMENT_MAX} characters.`,
  badMonth: 'The month must be written as YYYY-MM.',
  scored: 'The SOP score is saved.',
} as const;

export type SopItemScore = Static<typeof SopItemScoreSchema>;

/** One scored class on the scoreClass tab. */
export type SopClassScore = Static<typeof SopClassScoreSchema>;

export type SopScorePage = Static<typeof SopScorePageSchema>;

export type SopMonthSummary = Static<typeof SopMonthSummarySchema>;

export type SopItemSummary = Static<typeof SopItemSummarySchema>;

export type SopAssessmentSummary = Static<typeof SopAssessmentSummarySchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const sopTotal = (scores: ReadonlyArray<{ Score: number }>): number => scores.reduce((sum, item) => sum + item.Score, 0);

export const sopPassed = (total: number): boolean => total >= SOP_PASS_SCORE;

export const sopItemTitle = (item: string): string => SOP_ITEMS.find((entry) => entry.item === item)?.title ?? item;

/**
 * The problem with a scoring of every rubric item, or null: each item once, a whole number from 0
 * to its maximum, nothing unknown.
 */
export function sopScoresError(scores: Readonly<Record<string, unknown>>, comment: string): string | null {
  for (const key of Object.keys(scores)) if (!SOP_ITEMS.some((entry) => entry.item === key)) return SopMessages.badItem(key);
  for (const { item, title, max } of SOP_ITEMS) {
    const value = scores[item];
    if (value === undefined || value === null) return SopMessages.missingItem(title);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) return SopMessages.badScore(title, max);
  }
  if (comment.length > SOP_COMMENT_MAX) return SopMessages.commentTooLong;
  return null;
}

export interface ScoredClassForSummary {
  /** Provider month of the class, YYYY-MM. */
  month: string;
  items: ReadonlyArray<{ item: string; score: number }>;
}

/**
 * The assessment summary of a tutor's scored classes over `months` (oldest first): per month the
 * count, average and passes; per rubric item the average share of its maximum; the weakest item.
 */
export function summarizeSop(classes: readonly ScoredClassForSummary[], months: readonly string[]): SopAssessmentSummary {
  const inRange = classes.filter((scored) => months.includes(scored.month));
  const totals = inRange.map((scored) => scored.items.reduce((sum, item) => sum + item.score, 0));
  const passed = totals.filter(sopPassed).length;
  const average = (values: readonly number[]) => (values.length === 0 ? null : round1(values.reduce((a, b) => a + b, 0) / values.length));
  const monthRows = months.map((month) => {
    const of = inRange.flatMap((scored, index) => (scored.month === month ? [totals[index]!] : []));
    return { Month: month, Classes: of.length, Average: average(of), Passed: of.filter(sopPassed).length };
  });
  const itemRows = SOP_ITEMS.map(({ item, title, max }) => {
    const shares = inRange.flatMap((scored) => scored.items.filter((entry) => entry.item === item).map((entry) => (entry.score / max) * 100));
    return { Item: item, Title: title, MaxScore: max, Percent: average(shares) };
  });
  let weakest: SopItemSummary | null = null;
  for (const row of itemRows) if (row.Percent !== null && (weakest === null || row.Percent < weakest.Percent!)) weakest = row;
  return {
    Classes: inRange.length,
    Average: average(totals),
    PassRate: inRange.length === 0 ? null : round1((passed / inRange.length) * 100),
    PassScore: SOP_PASS_SCORE,
    Months: monthRows,
    Items: itemRows,
    Weakest: weakest?.Item ?? null,
  };
}
