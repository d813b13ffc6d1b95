import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { recordClientError } from '../../services/client-errors.service';
import { ClientErrorReportBody, LoggedSchema } from '../../../src/domain/api/widgets.schemas';

/** The client-error log (shell.md §8): a page whose code failed to load is reported, signed in or not. */
const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/ClientLog/ReportClientError',
    {
      // Public pages are lazy chunks too: their failures are reported without a tutor.
      config: { auth: 'optional' },
      schema: {
        tags: ['widgets'],
        description: "Logs a browser's failure to load a page's code (Type chunk), with the file asked for, the path and the tutor when signed in.",
        body: ClientErrorReportBody,
        response: envelopeResponses(LoggedSchema),
      },
    },
    async (request) => ok({ Id: await recordClientError(app, request.user?.userId ?? null, request.body, request.headers['user-agent'] ?? '') }),
  );
};

export default clientErrorRoutes;
