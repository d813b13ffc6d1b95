import { Type } from '@sinclair/typebox';
import { COMMENT_PAGE_SIZE } from '../comments';

const period = {
  startTime: Type.Optional(Type.String({ maxLength: 40, description: 'ISO instant; empty: from the first comment.' })),
  endTime: Type.Optional(Type.String({ maxLength: 40 })),
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description: '0 all, 1 good, 2 average, 3 poor.' })),
};

/** GetStuCommentViewInfo's body: a period and a level. */
export const CommentPeriodBody = Type.Object(period);

/** StuComments' body: a period, a level, a label, a page. */
export const StudentCommentsBody = Type.Object({
  ...period,
  label: Type.Optional(Type.String({ maxLength: 60, description: 'Only comments with this label.' })),
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: COMMENT_PAGE_SIZE }),
});

export const LabelCountSchema = Type.Object({ Label: Type.String(), Count: Type.Integer() });
export const LabelCountsSchema = Type.Array(LabelCountSchema);

export const StudentCommentSchema = Type.Object({
  Id: Type.Integer(),
  ClassId: Type.Integer(),
  ClassTime: Type.String(),
  StudentName: Type.String(),
  Level: Type.Integer(),
  Stars: Type.Integer(),
  Content: Type.String(),
  Labels: Type.Array(Type.String()),
  CreatedAt: Type.String(),
});

export const StudentCommentPageSchema = Type.Object({
  Disabled: Type.Boolean({ description: 'disableComment: comments are hidden for this tutor.' }),
  Total: Type.Integer(),
  Items: Type.Array(StudentCommentSchema),
});

export const CommentViewInfoSchema = Type.Object({
  Disabled: Type.Boolean(),
  Total: Type.Integer(),
  Good: Type.Integer(),
  Average: Type.Integer(),
  Poor: Type.Integer(),
  Labels: Type.Array(LabelCountSchema),
});
