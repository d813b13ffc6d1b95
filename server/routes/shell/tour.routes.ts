import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { requireUser } from '../../types';
import { GuidedTourSchema } from './shell.schemas';

/** The first-login guided tour, shown once per tutor (shell.md §2). */
const tourRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const completion = (userId: number) =>
    app.db.selectFrom('guided_tour_completions').select('completed_at').where('user_id', '=', userId).executeTakeFirst();

  app.get(
    '/api/Account/GetGuidedTourStatus',
    {
      schema: {
        tags: ['shell'],
        description: 'Whether the guided tour is still to be shown to the tutor.',
        response: envelopeResponses(GuidedTourSchema),
      },
    },
    async (request) => {
      const done = await completion(requireUser(request).userId);
      return ok({ Show: !done, CompletedAt: done?.completed_at ?? null });
    },
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
    async (request) => {
      const userId = requireUser(request).userId;
      await app.db
        .insertInto('guided_tour_completions')
        .values({ user_id: userId, completed_at: app.clock.now().toISOString() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const done = await completion(userId);
      return ok({ Show: false, CompletedAt: done?.completed_at ?? null });
    },
  );
};

export default tourRoutes;
