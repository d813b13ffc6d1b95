import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { requestLog, updateLogTime } from '../../services/growth-visits.service';
import { requireUser } from '../../types';
import { VisitOpenBody, VisitSchema, VisitTimeBody } from '../../../src/domain/api/growth.schemas';

const tags = ['growth'];
const P = '/api/GrowthSystem';

/** The growth centre's visit log (growth-account.md §7 "Growth": RequestLog, UpdateLogTime; bodies ours). */
const growthVisitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  app.post(
    `${P}/RequestLog`,
    {
      schema: {
        tags,
        description: 'Opens a visit to a growth-centre page; answers its Id.',
        body: VisitOpenBody,
        response: envelopeResponses(VisitSchema),
      },
    },
    async (request) => ok(await requestLog(app, me(request), request.body.Page)),
  );
  app.post(
    `${P}/UpdateLogTime`,
    {
      schema: {
        tags,
        description: "Records how long the visit has lasted, by the server's clock.",
        body: VisitTimeBody,
        response: envelopeResponses(VisitSchema),
      },
    },
    async (request) => ok(await updateLogTime(app, me(request), request.body.Id)),
  );
};

export default growthVisitsRoutes;
