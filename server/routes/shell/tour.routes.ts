import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { finishGuidedTour, guidedTourStatus } from '../../services/guided-tour.service';
import { requireUser } from '../../types';
import { GuidedTourSchema } from '../../../src/domain/api/shell.schemas';

/** The first-login guided tour, shown once per tutor (shell.md §2). */
const tourRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Account/GetGuidedTourStatus',
    {
      schema: {
        tags: ['shell'],
        description: 'Whether the guided tour is still to be shown to the tutor.',
        response: envelopeResponses(GuidedTourSchema),
      },
    },
    async (request) => ok(await guidedTourStatus(app.db, requireUser(request).userId)),
  );

  app.post(
    '/api/Account/FinishGuidedTour',
    {
      schema: {
        tags: ['shell'],
        description: 'Records that the tutor finished (or skipped) the tour; the first time counts.',
        response: envelopeResponses(GuidedTourSchema),
      },
    },
    async (request) => ok(await finishGuidedTour(app, requireUser(request).userId)),
  );
};

export default tourRoutes;
