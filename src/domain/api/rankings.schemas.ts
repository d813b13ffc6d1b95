import { Type } from '@sinclair/typebox';
import { RANKING_MAX_PAGE_SIZE, RANKING_PAGE_SIZE, RankingBoard } from '../rankings';

const BoardSchema = Type.Union(Object.values(RankingBoard).map((b) => Type.Literal(b)));

export const MyRankingSchema = Type.Object({
  Rank: Type.Integer({ description: 'Equal values share a rank.' }),
  Value: Type.Number(),
  Count: Type.Union([Type.Integer(), Type.Null()]),
});

export const RankingItemSchema = Type.Object({
  Rank: Type.Integer(),
  TutorName: Type.String(),
  Value: Type.Number(),
  Count: Type.Union([Type.Integer(), Type.Null()]),
  IsMe: Type.Boolean(),
});

/** One page of a board: the provider month, how many tutors are ranked, the page, and the tutor's own place. */
export const RankingPageSchema = Type.Object({
  Board: BoardSchema,
  Month: Type.String({ description: 'The provider month ranked (YYYY-MM, PROVIDER_TIME_ZONE).' }),
  Total: Type.Integer({ description: 'How many tutors the board ranks.' }),
  Items: Type.Array(RankingItemSchema),
  Me: Type.Union([MyRankingSchema, Type.Null()], { description: "The tutor's own place; null when not ranked this month." }),
});

export const RankingSummaryItemSchema = Type.Object({
  Board: BoardSchema,
  Title: Type.String(),
  Path: Type.Union([Type.String(), Type.Null()]),
  Total: Type.Integer(),
  Me: Type.Union([MyRankingSchema, Type.Null()]),
});

/** GetRankingSummary: the tutor's place on every board this month. */
export const RankingSummarySchema = Type.Object({ Month: Type.String(), Items: Type.Array(RankingSummaryItemSchema) });

export const RankingPageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: RANKING_MAX_PAGE_SIZE, default: RANKING_PAGE_SIZE }),
});
