import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClassDetailMessages } from '../../../src/domain/class-detail';
import { envelopeResponses, ok } from '../../http/envelope';
import { lessonPlan, lessonPlanState, saveLessonPlan, saveMaterialReasons } from '../../services/lesson-plan.service';
import { requireUser } from '../../types';
import { classDetailDeps } from './class-detail-deps';
import { ClidQuery, LessonPlanSchema, LessonPlanStateSchema, MaterialReasonsBody, SaveLessonPlanBody } from '../../../src/domain/api/class-detail.schemas';

/** Lesson plans of the class detail page (teaching.md §7). */
const lessonPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const tags = ['class detail'];

  app.post(
    '/api/ClassTable/GetLessonPlanInfo',
    {
      schema: {
        tags,
        description: "The class's lesson plan and the reasons its material was chosen.",
        querystring: ClidQuery,
        response: envelopeResponses(LessonPlanSchema),
      },
    },
    async (request) => ok(await lessonPlan(deps, requireUser(request).userId, request.query.clid)),
  );
  app.post(
    '/api/ClassTable/SaveLessonPlanInfo',
    {
      schema: {
        tags,
        description: 'Saves the lesson plan of a class that has not ended (at most 4000 characters).',
        body: SaveLessonPlanBody,
        response: envelopeResponses(LessonPlanSchema),
      },
    },
    async (request) =>
      ok(await saveLessonPlan(deps, requireUser(request).userId, request.body.CLID, request.body.Content), ClassDetailMessages.lessonPlanSaved),
  );
  app.post(
    '/api/ClassTable/SaveMaterialResonlist',
    {
      schema: {
        tags,
        description: 'Saves why each material of the class was chosen or changed.',
        body: MaterialReasonsBody,
        response: envelopeResponses(LessonPlanSchema),
      },
    },
    async (request) => ok(await saveMaterialReasons(deps, requireUser(request).userId, request.body.CLID, request.body.Reasons)),
  );
  app.post(
    '/api/ClassTable/GetTutorLessonPlanState',
    {
      schema: {
        tags,
        description: "The tutor's booked classes of the next 7 days and whether each has a plan.",
        response: envelopeResponses(LessonPlanStateSchema),
      },
    },
    async (request) => ok(await lessonPlanState(deps, requireUser(request).userId)),
  );
};

export default lessonPlanRoutes;
