import type { Static } from '@sinclair/typebox';
import type { MyRankingSchema, RankingItemSchema, RankingPageSchema, RankingSummaryItemSchema, RankingSummarySchema } from './api/rankings.schemas';

/**
 * The leaderboards of the growth area (growth-account.md §2 and §7 "Tutor communication and data"):
 * each measure is computed from stored events over the provider's month (docs/rankings.md).
 * Shared by the server (which ranks) and the pages (which show a board and page through it).
 */

export const RankingBoard = {
  conversionOverall: 'conversionOverall',
  conversionProgress: 'conversionProgress',
  received: 'received',
  response: 'response',
  feel: 'feel',
  topTutors: 'topTutors',
} as const;
export type RankingBoard = (typeof RankingBoard)[keyof typeof RankingBoard];

/** A board with its call, what its value means, and the page that shows it (if any). */
export interface BoardInfo {
  board: RankingBoard;
  call: string;
  title: string;
  /** What Value counts, as a column heading. */
  valueLabel: string;
  /** What Count counts, as a column heading (null: the board shows no count). */
  countLabel: string | null;
  path: string | null;
  description: string;
}

export const RANKING_BOARDS: Readonly<Record<RankingBoard, BoardInfo>> = {
  conversionOverall: {
    board: 'conversionOverall',
    call: 'GetConversionOverallLeaderboard',
    title: 'Conversion ranking',
    valueLabel: 'Conversions',
    countLabel: null,
    path: '/conversionRanking',
    description: 'Trial students who went on to their first regular class, counted in the month of that class.',
  },
  conversionProgress: {
    board: 'conversionProgress',
    call: 'GetConversionProgressLeaderboard',
    title: 'Conversion progress',
    valueLabel: 'More than last month',
    countLabel: 'This month',
    path: '/conversionRanking',
    description: "This month's conversions minus last month's.",
  },
  received: {
    board: 'received',
    call: 'GetDidiReceivedRankingList',
    title: 'Received orders ranking',
    valueLabel: 'Class requests',
    countLabel: null,
    path: '/receivedOrdersRanking',
    description: 'Class requests offered to the tutor this month.',
  },
  response: {
    board: 'response',
    call: 'GetDidiResponseRankingList',
    title: '10s response rate ranking',
    valueLabel: 'Answered within 10 s',
    countLabel: 'Requests',
    path: '/10sResponseRateRanking',
    description: "The share of this month's class requests answered with 'Grab it now' within 10 seconds.",
  },
  feel: {
    board: 'feel',
    call: 'GetCourseFeelRankingList',
    title: 'Emotional motivation ranking',
    valueLabel: 'Average rating',
    countLabel: 'Rated classes',
    path: '/emotionalMotivationRanking',
    description: "The average of the students' star ratings of the tutor's finished classes this month.",
  },
  topTutors: {
    board: 'topTutors',
    call: 'GetTuTopTutorRank',
    title: 'Top tutors',
    valueLabel: 'Teaching points',
    countLabel: null,
    path: null,
    description: 'Teaching points earned this month.',
  },
};

/** The four ranking pages and the boards each shows (the conversion page has two). */
export const RANKING_PAGES = [
  { path: '/conversionRanking', title: 'Conversion ranking', boards: ['conversionOverall', 'conversionProgress'] },
  { path: '/receivedOrdersRanking', title: 'Received orders ranking', boards: ['received'] },
  { path: '/10sResponseRateRanking', title: '10s response rate ranking', boards: ['response'] },
  { path: '/emotionalMotivationRanking', title: 'Emotional motivation ranking', boards: ['feel'] },
] as const satisfies readonly { path: string; title: string; boards: readonly RankingBoard[] }[];

/** A class request counts as answered in time when 'Grab it now' came within this many seconds. */
export const RESPONSE_WINDOW_SECONDS = 10;
/** Fewer requests than this in the month: the response rate is not ranked (one lucky answer is not a rate). */
export const RESPONSE_MIN_REQUESTS = 3;
/** Fewer rated classes than this in the month: the average rating is not ranked. */
export const FEEL_MIN_RATINGS = 3;
export const RANKING_PAGE_SIZE = 10;
export const RANKING_MAX_PAGE_SIZE = 50;
/** How many leaders the top tutors card shows. */
export const TOP_TUTORS_SHOWN = 10;

/** The boards' answers: declared once, by the schemas (api/rankings.schemas.ts). */
export type RankingItem = Static<typeof RankingItemSchema>;

export type MyRanking = Static<typeof MyRankingSchema>;

/** One page of a board: the provider month, how many tutors are ranked, the page, and the tutor's own place (null: not ranked). */
export type RankingPage = Static<typeof RankingPageSchema>;

export type RankingSummaryItem = Static<typeof RankingSummaryItemSchema>;

/** GetRankingSummary: the tutor's place on every board this month. */
export type RankingSummary = Static<typeof RankingSummarySchema>;

/** A response rate as shown: a percentage with one decimal. */
export function responseRatePercent(answered: number, received: number): number {
  return received > 0 ? Math.round((answered / received) * 1000) / 10 : 0;
}

/** An average rating as shown: two decimals. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}

/** How a board's value reads in a list ("92.5%", "4.67", "+3"). */
export function formatRankingValue(board: RankingBoard, value: number): string {
  if (board === 'response') return `${value}%`;
  if (board === 'feel') return value.toFixed(2);
  if (board === 'conversionProgress') return value > 0 ? `+${value}` : String(value);
  return String(value);
}

/** The tutor's own line above a board. */
export function myRankingLine(board: RankingBoard, page: Pick<RankingPage, 'Me' | 'Total'>): string {
  if (!page.Me) return notRankedLine(board);
  return `You are number ${page.Me.Rank} of ${page.Total} (${formatRankingValue(board, page.Me.Value)}).`;
}

function notRankedLine(board: RankingBoard): string {
  if (board === 'response') return `Receive at least ${RESPONSE_MIN_REQUESTS} class requests this month to join this ranking.`;
  if (board === 'feel') return `${FEEL_MIN_RATINGS} rated classes this month put you in this ranking.`;
  return 'You are not in this ranking this month yet.';
}

export function rankingPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A board open on screen is asked again this often: the month's events keep coming. */
export const RANKING_REFRESH_MS = 5 * 60_000;
