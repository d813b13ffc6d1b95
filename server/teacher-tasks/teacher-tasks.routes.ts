import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TeacherTaskMessages } from '../../src/domain/teacher-tasks';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { submitTaskAnswer, tutorTaskDetail, tutorTaskPage } from './teacher-tasks.service';
import { PageQuery, SubmitAnswerBody, TaskDetailSchema, TaskIdQuery, TaskListPageSchema } from '../../src/domain/api/teacher-tasks.schemas';

const tags = ['teacher-task'];

/** The tutor's teacher tasks (issue 20): the list with states, one task, submitting an answer. */
const teacherTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier };
  app.get(
    '/api/TeacherTask/GetTaskList',
    {
      schema: {
        tags,
        description: "The tutor's tasks, newest first, paged, each with its state.",
        querystring: PageQuery,
        response: envelopeResponses(TaskListPageSchema),
      },
    },
    async (request) => ok(await tutorTaskPage(deps, requireUser(request).userId, request.query.pageIndex, request.query.pageSize)),
  );
  app.get(
    '/api/TeacherTask/GetTaskDetail',
    {
      schema: {
        tags,
        description: "One of the tutor's tasks with its attachments, latest answer and review.",
        querystring: TaskIdQuery,
        response: envelopeResponses(TaskDetailSchema),
      },
    },
    async (request) => ok(await tutorTaskDetail(deps, requireUser(request).userId, request.query.id)),
  );
  app.post(
    '/api/TeacherTask/SubmitAnswer',
    {
      schema: {
        tags,
        description: 'Submits an answer to an open task; FileRef is a ToturTaskFile upload of the tutor.',
        body: SubmitAnswerBody,
        response: envelopeResponses(TaskDetailSchema),
      },
    },
    async (request) =>
      ok(
        await submitTaskAnswer(deps, requireUser(request).userId, { taskId: request.body.Id, text: request.body.Text, fileRef: request.body.FileRef ?? null }),
        TeacherTaskMessages.submitted,
      ),
  );
};

export default teacherTaskRoutes;
