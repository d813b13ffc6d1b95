import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClassDetailMessages } from '../../../src/domain/class-detail';
import { envelopeResponses, ok } from '../../http/envelope';
import { answerAssistance, askAssistance, assistanceOfClass, classProblems, openAssistance, reportMistake } from '../../services/class-help.service';
import { requireUser } from '../../types';
import { classDetailDeps } from './class-detail-deps';
import {
  AssistanceBody,
  AssistanceQuery,
  AssistanceSchema,
  ClassProblemsSchema,
  ClassToolQuery,
  MistakeBody,
  MistakeSchema,
  StaffAnswerBody,
  StaffAssistanceSchema,
  StaffQueueQuery,
} from '../../../src/domain/api/class-detail.schemas';

/** Mistake reports and CS assistance during class, and the staff side that answers them. */
const classHelpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const tags = ['class detail'];

  app.post(
    '/api/ClassTable/ReportMistakeMaterial',
    {
      schema: {
        tags,
        description: 'Reports a mistake in a material (lesson, page, what is wrong) for the material team.',
        body: MistakeBody,
        response: envelopeResponses(MistakeSchema),
      },
    },
    async (request) => ok(await reportMistake(deps, requireUser(request).userId, request.body), ClassDetailMessages.mistakeSaved),
  );
  app.post(
    '/api/ClassTable/GetClassProblemIncludeChildren',
    {
      schema: {
        tags,
        description: 'The problems a tutor can ask support about, in groups.',
        querystring: ClassToolQuery,
        response: envelopeResponses(ClassProblemsSchema),
      },
    },
    async (request) => ok(classProblems(request.query.classTool)),
  );
  app.post(
    '/api/ClassTable/CSAssistance',
    {
      schema: {
        tags,
        description: 'Asks support for help with a class (a problem of the list and what happened).',
        body: AssistanceBody,
        response: envelopeResponses(AssistanceSchema),
      },
    },
    async (request) => ok(await askAssistance(deps, requireUser(request).userId, request.body), ClassDetailMessages.assistanceSent),
  );
  app.post(
    '/api/ClassTable/GetCSPloblemDetails',
    {
      schema: {
        tags,
        description: "The class's support requests with their state and reply, newest first.",
        querystring: AssistanceQuery,
        response: envelopeResponses(Type.Array(AssistanceSchema)),
      },
    },
    async (request) => ok(await assistanceOfClass(deps, requireUser(request).userId, request.query.clid, request.query.type ?? 0)),
  );

  app.get(
    '/api/Staff/ClassAssistance',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description: 'Open class support requests, oldest first.',
        querystring: StaffQueueQuery,
        response: envelopeResponses(Type.Array(StaffAssistanceSchema)),
      },
    },
    async (request) => ok(await openAssistance(deps, request.query.limit ?? 50)),
  );
  app.post(
    '/api/Staff/AnswerClassAssistance',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description: 'Answers a class support request (Close ends it); audited, and the tutor gets a message.',
        body: StaffAnswerBody,
        response: envelopeResponses(AssistanceSchema),
      },
    },
    async (request) => ok(await answerAssistance({ ...deps, notifier: app.notifier }, requireUser(request).userId, request.body)),
  );
};

export default classHelpRoutes;
