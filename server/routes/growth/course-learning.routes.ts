import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CourseLearningMessages } from '../../../src/domain/course-learning';
import { envelopeResponses, ok } from '../../http/envelope';
import { courseLearning, receiveByCourse, receivePointByCourse, subscribeCourses } from '../../services/course-learning.service';
import { requireUser } from '../../types';
import { CourseLearningSchema, CourseReceiveQuery, CourseRewardSchema, SubscriptionQuery } from '../../../src/domain/api/course-learning.schemas';

const tags = ['growth'];
const P = '/api/GrowthSystem';

/** Course learning rewards (growth-account.md §7 "Growth"): growth value received once per course, as a ledger entry. */
const courseLearningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  app.post(
    `${P}/GetCourseLearning`,
    { schema: { tags, description: 'The kinds of course learning followed and their figures.', response: envelopeResponses(CourseLearningSchema) } },
    async (request) => ok(await courseLearning(app, me(request))),
  );
  app.post(
    `${P}/SubscriptionCourse`,
    {
      schema: {
        tags,
        description: 'Chooses the kinds of course learning to follow (course tests, video training).',
        querystring: SubscriptionQuery,
        response: envelopeResponses(CourseLearningSchema),
      },
    },
    async (request) =>
      ok(await subscribeCourses(app, me(request), request.query.isCheckCourseTest, request.query.isCheckVideoTrain), CourseLearningMessages.subscribed),
  );
  app.post(
    `${P}/GetReceiveByCourse`,
    {
      schema: {
        tags,
        description: "The followed kinds' courses, finished or not, received or not.",
        response: envelopeResponses(Type.Array(CourseRewardSchema)),
      },
    },
    async (request) => ok(await receiveByCourse(app, me(request))),
  );
  app.post(
    `${P}/ReceivePointByCourse`,
    {
      schema: {
        tags,
        description: "Receives a finished course's growth value: one ledger entry, once.",
        querystring: CourseReceiveQuery,
        response: envelopeResponses(Type.Array(CourseRewardSchema)),
      },
    },
    async (request) => ok(await receivePointByCourse(app, me(request), request.query.id, request.query.type), CourseLearningMessages.received),
  );
};

export default courseLearningRoutes;
