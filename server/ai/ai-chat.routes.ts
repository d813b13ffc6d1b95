import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiStreamEvent, AiChatMessages, AI_CONVERSATIONS_PAGE_SIZE } from '../../src/domain/ai-chat';
import { ClassStatus } from '../../src/domain/classes';
import { Role } from '../../src/domain/routes';
import { envelopeResponses, ok } from '../http/envelope';
import { classTableDeps } from '../routes/class-table/class-table-deps';
import { classesOfPeriod, tutorClass } from '../services/class-table.service';
import { requireUser } from '../types';
import { answer, aiStatus, conversationMessages, conversations, prepareAnswer, remove, rename, type AiDeps } from './ai-chat.service';
import {
  ConversationBody,
  ConversationPage,
  ConversationSchema,
  ListBody,
  MessagesAnswer,
  MindClasses,
  RenameBody,
  SendBody,
  StatusBody,
  StatusSchema,
} from '../../src/domain/api/ai-chat.schemas';
import { toolsOfTutor } from './ai-tools';

const DAY = 86_400_000;

/**
 * The assistant's calls (issue 20). Send answers a server-sent event stream (text/event-stream)
 * once the question is accepted; anything refused before that is the usual envelope.
 */
const aiChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: AiDeps = { db: app.db, clock: app.clock, config: app.config };
  const tags = ['ai-chat'];

  app.post(
    '/api/AiChat/Status',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        description:
          'Whether the assistant is set up and the variant (systemType) switched on, the model, and this month’s tokens against the allowance; staff get the set-up hint.',
        body: StatusBody,
        response: envelopeResponses(StatusSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const isStaff = user.roles.some((role) => role.toLowerCase() === Role.staff || role.toLowerCase() === Role.admin);
      return ok(await aiStatus(deps, user.userId, isStaff, request.body?.systemType ?? 0));
    },
  );

  app.post(
    '/api/AiChat/Conversations',
    {
      schema: {
        tags,
        description: 'The tutor’s conversations of one kind (0 chat, 5 AI Mind), latest first, paged.',
        body: ListBody,
        response: envelopeResponses(ConversationPage),
      },
    },
    async (request) =>
      ok(
        await conversations(
          deps,
          requireUser(request).userId,
          request.body.systemType ?? 0,
          request.body.pageIndex ?? 1,
          request.body.pageSize ?? AI_CONVERSATIONS_PAGE_SIZE,
        ),
      ),
  );

  app.post(
    '/api/AiChat/Messages',
    {
      schema: {
        tags,
        description: 'One of the tutor’s conversations with its messages (the latest 200).',
        body: ConversationBody,
        response: envelopeResponses(MessagesAnswer),
      },
    },
    async (request) => ok(await conversationMessages(deps, requireUser(request).userId, request.body.conversationId)),
  );

  app.post(
    '/api/AiChat/Rename',
    { schema: { tags, description: 'Renames one of the tutor’s conversations.', body: RenameBody, response: envelopeResponses(ConversationSchema) } },
    async (request) => ok(await rename(deps, requireUser(request).userId, request.body.conversationId, request.body.title)),
  );

  app.post(
    '/api/AiChat/Delete',
    {
      schema: {
        tags,
        description: 'Deletes one of the tutor’s conversations with its messages.',
        body: ConversationBody,
        response: envelopeResponses(ConversationSchema.properties.Id),
      },
    },
    async (request) => {
      await remove(deps, requireUser(request).userId, request.body.conversationId);
      return ok(request.body.conversationId);
    },
  );

  app.post(
    '/api/AiChat/MindClasses',
    { schema: { tags, description: 'AI Mind’s choice of classes: the tutor’s booked classes of the next 14 days.', response: envelopeResponses(MindClasses) } },
    async (request) => {
      const now = app.clock.now().getTime();
      const period = await classesOfPeriod(classTableDeps(app), requireUser(request).userId, {
        StartTime: new Date(now).toISOString(),
        EndTime: new Date(now + 14 * DAY).toISOString(),
      });
      return ok({
        TimeZone: period.TimeZone,
        Classes: period.Classes.filter((c) => c.Status === ClassStatus.booked).map((c) => ({
          ClassId: c.CLID,
          StartTime: c.StartTime,
          StudentName: c.StudentName,
          CourseName: c.CourseName,
          LessonName: c.LessonName,
        })),
      });
    },
  );

  app.post(
    '/api/AiChat/Send',
    {
      schema: {
        tags,
        description:
          'Asks the assistant. Answers text/event-stream: `conversation` {Conversation}, `tool` {Name, Status}, `delta` {Text}, then `done` {MessageId, Usage, Stopped} or `error` {Msg}. Closing the request stops the answer upstream.',
        body: SendBody,
        response: envelopeResponses(ConversationSchema),
      },
    },
    async (request, reply) => {
      const tutorId = requireUser(request).userId;
      const ask = {
        conversationId: request.body.conversationId ?? 0,
        content: request.body.content,
        systemType: request.body.systemType ?? 0,
        classId: request.body.classId ?? 0,
      };
      const prepared = await prepareAnswer(deps, tutorId, ask, (classId) => tutorClass(classTableDeps(app), tutorId, classId));

      const controller = new AbortController();
      // The response closing before it finished means the page stopped (or went away).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        const result = await answer(
          deps,
          tutorId,
          ask,
          prepared,
          toolsOfTutor(app, tutorId),
          {
            conversation: (value) => send(AiStreamEvent.conversation, { Conversation: value }),
            tool: (name, status) => send(AiStreamEvent.tool, { Name: name, Status: status }),
            delta: (text) => send(AiStreamEvent.delta, { Text: text }),
          },
          controller.signal,
        );
        send(AiStreamEvent.done, { MessageId: result.messageId, Usage: result.usage, Stopped: result.stopped });
      } catch (error) {
        request.log.warn({ err: error }, 'assistant answer failed');
        send(AiStreamEvent.error, { Msg: AiChatMessages.upstreamFailed });
      } finally {
        reply.raw.end();
      }
    },
  );
};

export default aiChatRoutes;
