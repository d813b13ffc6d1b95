import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { requestLog, updateLogTime } from '../../services/growth-visits.service';
import { requireUser } from '../../types';

const tags = ['growth'];
const P = '/api/GrowthSystem';

const VisitSchema = Type.Object({ Id: Type.Integer(), Page: Type.String(), StartedAt: Type.String(), Seconds: Type.Integer() });

/** The growth centre's visit log (growth-account.md §7 "Growth": RequestLog, UpdateLogTime; bodies ours). */
const growthVisitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  app.post(
    `${P}/RequestLog`,
    {
      schema: {
        tags,
        description: 'Opens a visit to a growth-centre page; answers its Id.',
        body: Type.Object({ Page: Type.String({ minLength: 1, maxLength: 50 }) }),
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
        body: Type.Object({ Id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: envelopeResponses(VisitSchema),
      },
    },
    async (request) => ok(await updateLogTime(app, me(request), request.body.Id)),
  );
};

export default growthVisitsRoutes;
