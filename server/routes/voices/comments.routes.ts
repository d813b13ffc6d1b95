import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { commentLabels, commentViewInfo, studentComments } from '../../services/comments.service';
import { requireUser } from '../../types';
import {
  CommentPeriodBody,
  CommentViewInfoSchema,
  LabelCountsSchema,
  StudentCommentPageSchema,
  StudentCommentsBody,
} from '../../../src/domain/api/comments.schemas';

const tags = ['comments'];

/** /comments (growth-account.md §2, §7): the students' comments and the label impression. */
const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutorcomm/StuComments',
    {
      schema: {
        tags,
        description: "Students' comments on the tutor's classes, newest first, by period and level, paged; Disabled (and empty) when disableComment is set.",
        body: StudentCommentsBody,
        response: envelopeResponses(StudentCommentPageSchema),
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
        response: envelopeResponses(LabelCountsSchema),
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
        body: CommentPeriodBody,
        response: envelopeResponses(CommentViewInfoSchema),
      },
    },
    async (request) => ok(await commentViewInfo(app, requireUser(request).userId, { ...request.body, level: request.body.level ?? 0 })),
  );
};

export default commentsRoutes;
