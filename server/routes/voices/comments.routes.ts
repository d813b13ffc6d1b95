import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { COMMENT_PAGE_SIZE } from '../../../src/domain/comments';
import { envelopeResponses, ok } from '../../http/envelope';
import { commentLabels, commentViewInfo, studentComments } from '../../services/comments.service';
import { requireUser } from '../../types';

const tags = ['comments'];
const period = {
  startTime: Type.Optional(Type.String({ maxLength: 40, description: 'ISO instant; empty: from the first comment.' })),
  endTime: Type.Optional(Type.String({ maxLength: 40 })),
  level: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description: '0 all, 1 good, 2 average, 3 poor.' })),
};
const LabelCountSchema = Type.Object({ Label: Type.String(), Count: Type.Integer() });
const CommentPageSchema = Type.Object({
  Disabled: Type.Boolean(),
  Total: Type.Integer(),
  Items: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      ClassId: Type.Integer(),
      ClassTime: Type.String(),
      StudentName: Type.String(),
      Level: Type.Integer(),
      Stars: Type.Integer(),
      Content: Type.String(),
      Labels: Type.Array(Type.String()),
      CreatedAt: Type.String(),
    }),
  ),
});
const ViewInfoSchema = Type.Object({
  Disabled: Type.Boolean(),
  Total: Type.Integer(),
  Good: Type.Integer(),
  Average: Type.Integer(),
  Poor: Type.Integer(),
  Labels: Type.Array(LabelCountSchema),
});

/** /comments (growth-account.md §2, §7): the students' comments and the label impression. */
const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutorcomm/StuComments',
    {
      schema: {
        tags,
        description: "Students' comments on the tutor's classes, newest first, by period and level, paged; Disabled (and empty) when disableComment is set.",
        body: Type.Object({
          ...period,
          label: Type.Optional(Type.String({ maxLength: 60, description: 'Only comments with this label.' })),
          pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: COMMENT_PAGE_SIZE }),
        }),
        response: envelopeResponses(CommentPageSchema),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(await studentComments(app, requireUser(request).userId, { ...body, level: body.level ?? 0 }));
    },
  );

  app.post(
    '/api/tutorcomm/GetStuCommentLable',
    {
      schema: {
        tags,
        description: 'Every label students gave the tutor, with how often, most given first.',
        response: envelopeResponses(Type.Array(LabelCountSchema)),
      },
    },
    async (request) => ok(await commentLabels(app, requireUser(request).userId)),
  );

  app.post(
    '/api/TutorComm/GetStuCommentViewInfo',
    {
      schema: {
        tags,
        description: "The period's comment counts by level and its labels with counts.",
        body: Type.Object(period),
        response: envelopeResponses(ViewInfoSchema),
      },
    },
    async (request) => ok(await commentViewInfo(app, requireUser(request).userId, { ...request.body, level: request.body.level ?? 0 })),
  );
};

export default commentsRoutes;
