import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { gradeList } from '../../services/levels.service';
import { requireUser } from '../../types';

const GradeListSchema = Type.Array(
  Type.Object({
    GradeName: Type.String(),
    ScoreStart: Type.Number({ description: 'Teaching points the grade starts at.' }),
    ScoreEnd: Type.Union([Type.Number(), Type.Null()], { description: 'The last score of the grade; null for the top grade.' }),
    IsCurrent: Type.Boolean(),
  }),
);

/** The integral level's grade list (growth-account.md §3 "Grade/level list item"). */
const levelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/tutorcomm/Gradeintegral',
      schema: {
        tags: ['growth'],
        description: 'Every grade D1 to A3 by teaching points, the tutor’s own marked.',
        response: envelopeResponses(GradeListSchema),
      },
      handler: async (request) => ok(await gradeList(app.db, requireUser(request).userId)),
    });
  }
};

export default levelsRoutes;
