import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { entryKeyAnswer } from '../../services/training-platforms.service';
import { requireUser } from '../../types';
import { EntryKeySchema } from '../../../src/domain/api/training-platforms.schemas';

/** The training platforms' single sign-on (growth-account.md §2): the entry key and an id token for them. */
const trainingPlatformsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TeachUser/GetEntryKey',
    {
      schema: {
        tags: ['training platforms'],
        description:
          'The tutor’s entry key, a short-lived id token for the training platforms (HS256, audience training-platforms), the platforms’ and the test host’s URLs and the production page hosts.',
        response: envelopeResponses(EntryKeySchema),
      },
    },
    async (request) => ok(await entryKeyAnswer(app, requireUser(request).userId)),
  );
};

export default trainingPlatformsRoutes;
