import { Type } from '@sinclair/typebox';
import { SOP_COMMENT_MAX, SOP_ITEMS, SOP_PAGE_SIZE, type SopItemKey } from '../sop';
import { DbId } from './db-integer';

/** Schemas of the /SOP pages' calls and the quality team's scoring (the product's own, see README). */

const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);

/** A rubric item's key. */
const SopItem = Type.Unsafe<SopItemKey>({ type: 'string', enum: SOP_ITEMS.map((entry) => entry.item) });

export const SopItemScoreSchema = Type.Object({ Item: SopItem, Title: Type.String(), Score: Type.Integer(), MaxScore: Type.Integer() });

export const SopClassScoreSchema = Type.Object({
  ClassId: Type.Integer(),
  ClassTime: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  ClassType: Type.String(),
  Score: Type.Integer(),
  Passed: Type.Boolean(),
  Evaluator: Type.String(),
  EvaluatedAt: Type.String(),
  Comment: Type.String(),
  Items: Type.Array(SopItemScoreSchema),
});

export const SopScorePageSchema = Type.Object({
  Total: Type.Integer(),
  PageIndex: Type.Integer(),
  PageSize: Type.Integer(),
  Items: Type.Array(SopClassScoreSchema),
});

export const SopMonthSummarySchema = Type.Object({
  Month: Type.String({ description: 'Provider month, YYYY-MM.' }),
  Classes: Type.Integer(),
  Average: Nullable(Type.Number({ description: 'Average score, one decimal; null in a month without scored classes.' })),
  Passed: Type.Integer(),
});

export const SopItemSummarySchema = Type.Object({
  Item: SopItem,
  Title: Type.String(),
  MaxScore: Type.Integer(),
  Percent: Nullable(Type.Number({ description: "Average share of the item's maximum, 0-100 with one decimal; null with no scores." })),
});

export const SopAssessmentSummarySchema = Type.Object({
  Classes: Type.Integer(),
  Average: Nullable(Type.Number()),
  PassRate: Nullable(Type.Number({ description: 'Share of scored classes that met the standard, 0-100 with one decimal.' })),
  PassScore: Type.Integer(),
  Months: Type.Array(SopMonthSummarySchema),
  Items: Type.Array(SopItemSummarySchema),
  Weakest: Type.Union([SopItem, Type.Null()], { description: 'The item with the lowest share, to work on; null with no scores.' }),
});

export const SopScoreQuery = Type.Object({
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SOP_PAGE_SIZE })),
  month: Type.Optional(Type.String({ maxLength: 7 })),
});

export const SopClassQuery = Type.Object({ clid: DbId() });

/** Loose on purpose: each item's range and a missing item get their own message from the rubric. */
export const StaffSopScoreBody = Type.Object({
  ClassId: DbId({ description: 'The finished class scored.' }),
  Scores: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
    description: `Every rubric item (${SOP_ITEMS.map((i) => i.item).join(', ')}) with its score.`,
  }),
  Comment: Type.Optional(Type.String({ maxLength: SOP_COMMENT_MAX * 2 })),
});
