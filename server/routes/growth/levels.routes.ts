import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { gradeList } from '../../services/levels.service';
import { requireUser } from '../../types';
import { GradeListSchema } from '../../../src/domain/api/levels.schemas';

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
