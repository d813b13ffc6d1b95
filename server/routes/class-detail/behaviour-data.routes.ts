import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../../src/domain/error-codes';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { CustomDataBody } from '../../../src/domain/api/class-detail.schemas';
import { addCustomData, BEHAVIOUR_SECRET_HEADER, secretMatches } from '../../services/behaviour-data.service';
import { classDetailDeps } from './class-detail-deps';

/** The behaviour-data service: a fixed secret header (BEHAVIOUR_DATA_SECRET) instead of the request signature. */
const behaviourDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  app.post(
    '/api/TeacherSystem/TutorWeb/AddCustomData',
    {
      config: { auth: 'optional', signed: false },
      schema: {
        tags: ['behaviour data'],
        description: `Stores a behaviour event; requires the ${BEHAVIOUR_SECRET_HEADER} header. A signed-in caller may report only itself.`,
        body: CustomDataBody,
        response: envelopeResponses(Type.Boolean()),
      },
      // Checked before the body so a caller without the secret learns nothing about the input rules.
      preValidation: async (request) => {
        const given = request.headers[BEHAVIOUR_SECRET_HEADER];
        if (!secretMatches(typeof given === 'string' ? given : undefined, app.config.behaviourData.secret)) {
          throw new ApiFailure(ErrorCode.Forbidden, 'The behaviour-data secret is missing or wrong.', 403);
        }
      },
    },
    async (request) => ok(await addCustomData(deps, request.body, request.user?.userId ?? null)),
  );
};

export default behaviourDataRoutes;
