import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { gradeHonour, milestoneDetail, milestoneList } from '../../services/growth-honours.service';
import { requireUser } from '../../types';
import { GradeHonourSchema, MilestoneDetailSchema, MilestoneSummarySchema, MilestoneTypeQuery } from '../../../src/domain/api/honours.schemas';

const tags = ['growth'];
const P = '/api/GrowthSystem';

/** Grade honour and milestones (growth-account.md §7 "Growth"), computed from the ledger. */
const honoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  app.post(
    `${P}/GetGradeHonorDetail`,
    { schema: { tags, description: 'The growth level’s honour and when each level was reached.', response: envelopeResponses(GradeHonourSchema) } },
    async (request) => ok(await gradeHonour(app, me(request))),
  );
  app.post(
    `${P}/GetMilestoneList`,
    {
      schema: { tags, description: 'Every milestone kind with its count and steps reached.', response: envelopeResponses(Type.Array(MilestoneSummarySchema)) },
    },
    async (request) => ok(await milestoneList(app, me(request))),
  );
  app.post(
    `${P}/GetMilestoneDetail`,
    {
      schema: {
        tags,
        description: 'One milestone kind’s steps and when each was reached.',
        querystring: MilestoneTypeQuery,
        response: envelopeResponses(MilestoneDetailSchema),
      },
    },
    async (request) => ok(await milestoneDetail(app, me(request), request.query.type)),
  );
};

export default honoursRoutes;
