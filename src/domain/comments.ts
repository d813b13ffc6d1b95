import type { Static } from '@sinclair/typebox';
import type {
  CommentPeriodBody,
  CommentViewInfoSchema,
  LabelCountSchema,
  StudentCommentPageSchema,
  StudentCommentSchema,
  StudentCommentsBody,
} from './api/comments.schemas';

/**
 * Student comments (growth-account.md §2 /comments: commentDetails, labelImpression; §7 StuComments,
 * GetStuCommentLable, GetStuCommentViewInfo). Pure.
 */
export const COMMENT_PAGE_SIZE = 10;

/** The level filter: 0 all, 1 good (4-5 stars), 2 average (3), 3 poor (1-2) (our scale; the spec names only "level"). */
export const CommentLevel = { all: 0, good: 1, average: 2, poor: 3 } as const;
export const COMMENT_LEVEL_TEXT: Record<number, string> = { 0: 'All', 1: 'Good', 2: 'Average', 3: 'Poor' };

export function commentLevelOfStars(stars: number): number {
  if (stars >= 4) return CommentLevel.good;
  if (stars === 3) return CommentLevel.average;
  return CommentLevel.poor;
}

/** The labels students pick (our list). */
export const COMMENT_LABELS = [
  'Patient',
  'Energetic',
  'Clear pronunciation',
  'Well prepared',
  'Punctual',
  'Encouraging',
  'Fun',
  'Knowledgeable',
  'Talks too fast',
  'Late',
] as const;

/** The answers of StuComments, GetStuCommentLable and GetStuCommentViewInfo: declared once, by the schemas (api/comments.schemas.ts). */
export type StudentComment = Static<typeof StudentCommentSchema>;

export type StudentCommentPage = Static<typeof StudentCommentPageSchema>;

export type LabelCount = Static<typeof LabelCountSchema>;

export type CommentViewInfo = Static<typeof CommentViewInfoSchema>;
/** The bodies of StuComments and GetStuCommentViewInfo. */
export type StudentCommentsRequest = Static<typeof StudentCommentsBody>;
export type CommentViewInfoRequest = Static<typeof CommentPeriodBody>;

export const CommentMessages = { periodInvalid: 'Please choose a valid period.' } as const;
