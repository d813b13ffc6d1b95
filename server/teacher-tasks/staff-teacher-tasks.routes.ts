import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TeacherTaskMessages } from '../../src/domain/teacher-tasks';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { createTeacherTask, reviewTaskAnswer, staffAnswerPage, staffTaskPage } from './teacher-tasks.service';
import {
  CreatedTaskSchema,
  CreateTaskBody,
  PageQuery,
  ReviewBody,
  ReviewedSchema,
  StaffAnswerPageSchema,
  StaffAnswersQuery,
  StaffTaskPageSchema,
} from '../../src/domain/api/teacher-tasks.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** Staff's side of teacher tasks: create and assign, list tasks and answers, review. Changes are audited. */
const staffTeacherTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier };
  app.get(
    '/api/Staff/TeacherTasks',
    {
      config: staff,
      schema: {
        tags,
        description: 'Tasks, newest first, with how many tutors were assigned, submitted and reviewed.',
        querystring: PageQuery,
        response: envelopeResponses(StaffTaskPageSchema),
      },
    },
    async (request) => ok(await staffTaskPage(deps, request.query.pageIndex, request.query.pageSize)),
  );
  app.post(
    '/api/Staff/CreateTeacherTask',
    {
      config: staff,
      schema: {
        tags,
        description: 'Creates a task and assigns it to tutors (each gets a message); audited.',
        body: CreateTaskBody,
        response: envelopeResponses(CreatedTaskSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const created = await createTeacherTask(deps, requireUser(request).userId, {
        title: body.Title,
        description: body.Description,
        dueAt: body.DueAt,
        fileAnswer: body.FileAnswer ?? false,
        growthTaskCode: body.GrowthTaskCode ?? null,
        attachments: (body.Attachments ?? []).map((a) => ({ name: a.Name, url: a.Url })),
        tutorIds: body.Tuids,
      });
      return ok(created, TeacherTaskMessages.created);
    },
  );
  app.get(
    '/api/Staff/TeacherTaskAnswers',
    {
      config: staff,
      schema: {
        tags,
        description: 'Assignments with their latest answer, by task and state, latest submission first.',
        querystring: StaffAnswersQuery,
        response: envelopeResponses(StaffAnswerPageSchema),
      },
    },
    async (request) =>
      ok(await staffAnswerPage(deps, { taskId: request.query.taskId, state: request.query.state }, request.query.pageIndex, request.query.pageSize)),
  );
  app.post(
    '/api/Staff/ReviewTeacherTask',
    {
      config: staff,
      schema: {
        tags,
        description: 'Accepts a submitted answer or returns it with a comment (the tutor gets a message); audited.',
        body: ReviewBody,
        response: envelopeResponses(ReviewedSchema),
      },
    },
    async (request) =>
      ok(
        await reviewTaskAnswer(deps, requireUser(request).userId, {
          assignmentId: request.body.AssignmentId,
          verdict: request.body.Verdict,
          comment: request.body.Comment,
        }),
        TeacherTaskMessages.reviewed,
      ),
  );
};

export default staffTeacherTaskRoutes;
