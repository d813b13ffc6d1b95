import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SopMessages } from '../../../src/domain/sop';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  SopAssessmentSummarySchema,
  SopClassQuery,
  SopClassScoreSchema,
  SopScorePageSchema,
  SopScoreQuery,
  StaffSopScoreBody,
} from '../../../src/domain/api/sop.schemas';
import { findUserName } from '../../repositories/users.repository';
import { recordSopScore, sopAssessmentSummary, sopScoreOfClass, sopScorePage } from '../../services/sop.service';
import { requireUser } from '../../types';

const tags = ['SOP scores'];
const S = '/api/SOP';

/** The /SOP pages' calls (not in the spec's call list: the product's own, see README) and the quality team's scoring. */
const sopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${S}/GetScoreClassList`,
    {
      schema: {
        tags,
        description: 'The tutor’s SOP-scored classes, newest first, a page at a time; month (YYYY-MM, provider time) narrows to one month.',
        querystring: SopScoreQuery,
        response: envelopeResponses(SopScorePageSchema),
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
        querystring: SopClassQuery,
        response: envelopeResponses(SopClassScoreSchema),
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
        response: envelopeResponses(SopAssessmentSummarySchema),
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
        body: StaffSopScoreBody,
        response: envelopeResponses(SopClassScoreSchema),
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
