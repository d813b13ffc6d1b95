import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SOP_COMMENT_MAX, SOP_ITEMS, SOP_PAGE_SIZE, SopMessages } from '../../../src/domain/sop';
import { envelopeResponses, ok } from '../../http/envelope';
import { DbId } from '../../../src/domain/api/db-integer';
import { findUserName } from '../../repositories/users.repository';
import { recordSopScore, sopAssessmentSummary, sopScoreOfClass, sopScorePage } from '../../services/sop.service';
import { requireUser } from '../../types';

const tags = ['SOP scores'];
const S = '/api/SOP';

const ItemScoreSchema = Type.Object({ Item: Type.String(), Title: Type.String(), Score: Type.Integer(), MaxScore: Type.Integer() });
const ClassScoreSchema = Type.Object({
  ClassId: Type.Integer(),
  ClassTime: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  ClassType: Type.String(),
  Score: Type.Integer(),
  Passed: Type.Boolean(),
  Evaluator: Type.String(),
  EvaluatedAt: Type.String(),
  Comment: Type.String(),
  Items: Type.Array(ItemScoreSchema),
});
const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);
const SummarySchema = Type.Object({
  Classes: Type.Integer(),
  Average: Nullable(Type.Number()),
  PassRate: Nullable(Type.Number()),
  PassScore: Type.Integer(),
  Months: Type.Array(Type.Object({ Month: Type.String(), Classes: Type.Integer(), Average: Nullable(Type.Number()), Passed: Type.Integer() })),
  Items: Type.Array(Type.Object({ Item: Type.String(), Title: Type.String(), MaxScore: Type.Integer(), Percent: Nullable(Type.Number()) })),
  Weakest: Type.Union([Type.String(), Type.Null()]),
});

/** Loose on purpose: each item's range and a missing item get their own message from the rubric. */
const StaffScoreBody = Type.Object({
  ClassId: DbId({ description: 'The finished class scored.' }),
  Scores: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
    description: `Every rubric item (${SOP_ITEMS.map((i) => i.item).join(', ')}) with its score.`,
  }),
  Comment: Type.Optional(Type.String({ maxLength: SOP_COMMENT_MAX * 2 })),
});

/** The /SOP pages' calls (not in the spec's call list: the product's own, see README) and the quality team's scoring. */
const sopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${S}/GetScoreClassList`,
    {
      schema: {
        tags,
        description: 'The tutor’s SOP-scored classes, newest first, a page at a time; month (YYYY-MM, provider time) narrows to one month.',
        querystring: Type.Object({
          pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SOP_PAGE_SIZE })),
          month: Type.Optional(Type.String({ maxLength: 7 })),
        }),
        response: envelopeResponses(
          Type.Object({ Total: Type.Integer(), PageIndex: Type.Integer(), PageSize: Type.Integer(), Items: Type.Array(ClassScoreSchema) }),
        ),
      },
    },
    async (request) => ok(await sopScorePage(app, requireUser(request).userId, request.query)),
  );

  app.post(
    `${S}/GetScoreClassDetail`,
    {
      schema: {
        tags,
        description: 'The SOP score of one of the tutor’s classes.',
        querystring: Type.Object({ clid: DbId() }),
        response: envelopeResponses(ClassScoreSchema),
      },
    },
    async (request) => ok(await sopScoreOfClass(app, requireUser(request).userId, request.query.clid)),
  );

  app.post(
    `${S}/GetAssessmentSummary`,
    {
      schema: {
        tags,
        description: 'The assessment summary of the last six provider months: per month, per rubric item, the pass rate and the weakest item.',
        response: envelopeResponses(SummarySchema),
      },
    },
    async (request) => ok(await sopAssessmentSummary(app, requireUser(request).userId)),
  );

  app.post(
    '/api/Staff/ScoreClassSop',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description: 'The quality team scores a finished class against the SOP rubric, once (audited).',
        body: StaffScoreBody,
        response: envelopeResponses(ClassScoreSchema),
      },
    },
    async (request) => {
      const staffId = requireUser(request).userId;
      const user = await findUserName(app.db, staffId);
      const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'Quality team';
      const score = await recordSopScore(
        app,
        { id: staffId, name },
        { classId: request.body.ClassId, scores: request.body.Scores, comment: request.body.Comment ?? '' },
      );
      return ok(score, SopMessages.scored);
    },
  );
};

export default sopRoutes;
