import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { learnTag, learningTagContent, learningTagIds, logLearningTag } from '../../services/widgets.service';
import { requireUser } from '../../types';
import {
  LearnedTagSchema,
  LearningTagContentQuery,
  LearningTagContentSchema,
  LearningTagIdBody,
  LearningTagIdsSchema,
  LearningTagLogBody,
} from '../../../src/domain/api/widgets.schemas';

const tags = ['widgets'];

/** The learning-tag dialog's calls (growth-account.md §4): the signed-in tutor's own tags only; another tutor's are missing (ErrorCode 5). */
const learningTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock };
  app.get(
    '/api/Teacher/GetLearningTagIds',
    {
      schema: {
        tags,
        description: "The ids of the tutor's learning tags not learned yet, in order.",
        response: envelopeResponses(LearningTagIdsSchema),
      },
    },
    async (request) => ok(await learningTagIds(app.db, requireUser(request).userId)),
  );
  app.get(
    '/api/Teacher/GetLearningTagContent',
    {
      schema: {
        tags,
        description: "The title and content of one of the tutor's learning tags.",
        querystring: LearningTagContentQuery,
        response: envelopeResponses(LearningTagContentSchema),
      },
    },
    async (request) => ok(await learningTagContent(app.db, requireUser(request).userId, request.query.tagId)),
  );
  app.post(
    '/api/Training/LearnCourseTraining',
    {
      schema: {
        tags,
        description: "Marks a learning tag learned (the first time is kept); it leaves the tutor's list.",
        body: LearningTagIdBody,
        response: envelopeResponses(LearnedTagSchema),
      },
    },
    async (request) => ok(await learnTag(deps, requireUser(request).userId, request.body.TagId)),
  );
  app.post(
    '/api/Teacher/AddLearningTagLog',
    {
      schema: {
        tags,
        description: 'The behaviour log of a learning tag: label 586 when shown, 587 when learned (stored like AddCustomData with Tagid).',
        body: LearningTagLogBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await logLearningTag(deps, requireUser(request).userId, request.body)),
  );
};

export default learningTagRoutes;
