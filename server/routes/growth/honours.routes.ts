import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { gradeHonour, milestoneDetail, milestoneList } from '../../services/growth-honours.service';
import { requireUser } from '../../types';

const tags = ['growth'];
const P = '/api/GrowthSystem';

const HonourLevelSchema = Type.Object({
  Level: Type.Integer(),
  LevelName: Type.String(),
  Honour: Type.String(),
  ScoreStart: Type.Number(),
  Reached: Type.Boolean(),
  ReachedAt: Type.Union([Type.String(), Type.Null()]),
});
const GradeHonourSchema = Type.Object({
  Level: Type.Integer(),
  LevelName: Type.String(),
  Honour: Type.String(),
  Score: Type.Number(),
  NextLevelScore: Type.Union([Type.Number(), Type.Null()]),
  Levels: Type.Array(HonourLevelSchema),
});
const summaryFields = {
  Type: Type.Integer(),
  Name: Type.String(),
  Unit: Type.String(),
  Count: Type.Integer(),
  Reached: Type.Integer(),
  StepsTotal: Type.Integer(),
  LastStep: Type.Union([Type.Integer(), Type.Null()]),
  NextStep: Type.Union([Type.Integer(), Type.Null()]),
};
const MilestoneSummarySchema = Type.Object(summaryFields);
const MilestoneDetailSchema = Type.Object({
  ...summaryFields,
  Steps: Type.Array(Type.Object({ Step: Type.Integer(), Reached: Type.Boolean(), ReachedAt: Type.Union([Type.String(), Type.Null()]) })),
});

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
        querystring: Type.Object({ type: Type.Integer({ minimum: 1, maximum: 99 }) }),
        response: envelopeResponses(MilestoneDetailSchema),
      },
    },
    async (request) => ok(await milestoneDetail(app, me(request), request.query.type)),
  );
};

export default honoursRoutes;
