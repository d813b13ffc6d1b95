import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { MessageCategory, MessageKind } from '../../../src/domain/message-kinds';
import { envelopeResponses, ok } from '../../http/envelope';
import { ownMessageOfKind } from '../../services/class-notices.service';
import type { MessageFilter } from '../../repositories/messages.repository';
import { messageCounters, messagePage, readCategory, readMessages, toMessageView } from '../../services/messages.service';
import { requireUser } from '../../types';
import {
  IdQuery,
  ListQuery,
  MessagePage,
  MessageView,
  MidsBody,
  MoodleBody,
  MoodlePage,
  NotReadCounters,
  PagingQuery,
  TotalUnread,
  TypeQuery,
  TypedListQuery,
} from '../../../src/domain/api/message.schemas';

const tags = ['message'];
const REMINDER_KINDS = [MessageKind.reminder, MessageKind.selfSchedule];

/** The message center's lists, single messages, read state and counters (growth-account.md §7 "Messages"). */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const page = async (tutorId: number, filter: MessageFilter, query: Static<typeof PagingQuery>) => {
    const { total, items } = await messagePage(
      app,
      tutorId,
      { ...filter, key: query.key },
      {
        offset: (query.page - 1) * query.size,
        limit: query.size,
      },
    );
    return ok({ total, page: query.page, size: query.size, items });
  };

  app.post(
    '/api/Message/GetTutorMessageList',
    {
      schema: {
        tags,
        description: 'One page of a tab (type, default 1: notice), newest first.',
        querystring: ListQuery,
        response: envelopeResponses(MessagePage),
      },
    },
    async (request) => page(requireUser(request).userId, { categories: [request.query.type] }, request.query),
  );

  app.post(
    '/api/Message/GetTutorMsgMessageList',
    {
      schema: {
        tags,
        description: 'One page of the tab `type` (1 notice, 2 remind, 3 warning, 4 levelUp).',
        querystring: TypedListQuery,
        response: envelopeResponses(MessagePage),
      },
    },
    async (request) => page(requireUser(request).userId, { categories: [request.query.type] }, request.query),
  );

  app.post(
    '/api/Message/getTutorLevelMessageList',
    { schema: { tags, description: 'One page of the levelUp tab.', querystring: PagingQuery, response: envelopeResponses(MessagePage) } },
    async (request) => page(requireUser(request).userId, { categories: [MessageCategory.levelUp] }, request.query),
  );

  app.post(
    '/api/Message/GetMessageById',
    {
      schema: {
        tags,
        description: 'One message (for /messageView/{id}); opening it marks it read.',
        querystring: IdQuery,
        response: envelopeResponses(MessageView),
      },
    },
    async (request) => {
      const tutorId = requireUser(request).userId;
      const row = await ownMessageOfKind(app, tutorId, request.query.id, Object.values(MessageKind));
      await readMessages(app, tutorId, [row.id]);
      return ok(toMessageView({ ...row, read_at: row.read_at ?? app.clock.now().toISOString() }));
    },
  );

  app.post(
    '/api/Message/GetMessageRemindById',
    {
      schema: {
        tags,
        description: 'One reminder with its type and fields; opening it marks it read.',
        querystring: IdQuery,
        response: envelopeResponses(MessageView),
      },
    },
    async (request) => {
      const tutorId = requireUser(request).userId;
      const row = await ownMessageOfKind(app, tutorId, request.query.id, REMINDER_KINDS);
      await readMessages(app, tutorId, [row.id]);
      return ok(toMessageView({ ...row, read_at: row.read_at ?? app.clock.now().toISOString() }));
    },
  );

  app.post(
    '/api/Message/NotReadMsgCount',
    { schema: { tags, description: 'Unread counters; home counts what the home page asks to act on.', response: envelopeResponses(NotReadCounters) } },
    async (request) => ok(await messageCounters(app, requireUser(request).userId)),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/message/GetTotalUnreadMessageCount',
    schema: { tags, description: 'Unread totals for the header badge and the tabs.', response: envelopeResponses(TotalUnread) },
    handler: async (request) => {
      const counters = await messageCounters(app, requireUser(request).userId);
      return ok({ Total: counters.unread, Notice: counters.notice, Warning: counters.warn, Remind: counters.remind });
    },
  });

  app.post(
    '/api/Message/BatchSetReadedByMIds',
    { schema: { tags, description: 'Marks the listed messages read; answers how many changed.', body: MidsBody, response: envelopeResponses(Type.Integer()) } },
    async (request) => ok(await readMessages(app, requireUser(request).userId, request.body.Mids)),
  );

  app.post(
    '/api/Message/BatchSetReadedByType',
    { schema: { tags, description: 'Marks a whole tab read; answers how many changed.', querystring: TypeQuery, response: envelopeResponses(Type.Integer()) } },
    async (request) => ok(await readCategory(app, requireUser(request).userId, request.query.type)),
  );

  app.post(
    '/api/Message/GetTutorMoodleMsgList',
    {
      schema: {
        tags,
        description: 'Training-platform messages created in [start, end), newest first.',
        body: MoodleBody,
        response: envelopeResponses(MoodlePage),
      },
    },
    async (request) => {
      const { start, end, limit, offset } = request.body;
      const answer = await messagePage(
        app,
        requireUser(request).userId,
        { kinds: [MessageKind.moodle], createdFrom: start && new Date(start).toISOString(), createdTo: end && new Date(end).toISOString() },
        { offset, limit },
      );
      return ok(answer);
    },
  );
};

export default messageRoutes;
