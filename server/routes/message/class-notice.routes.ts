import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MessageKind } from '../../../src/domain/message-kinds';
import { envelopeResponses, ok } from '../../http/envelope';
import { answerClassNotice, readMessageOfKind } from '../../services/class-notices.service';
import { requireUser } from '../../types';
import { MidBody, RefuseBody, UpperMidBody } from '../../../src/domain/api/message.schemas';

const tags = ['message'];

/** The class notice dialog (Read and Accept, Refuse with a reason) and the system message dialog (Noted). */
const classNoticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutorcomm/NoticeSendAccept',
    {
      schema: { tags, description: 'Read and Accept: accepts the class notice and marks it read.', body: MidBody, response: envelopeResponses(Type.Boolean()) },
    },
    async (request) => {
      await answerClassNotice(app, requireUser(request).userId, request.body.mid, { accept: true });
      return ok(true);
    },
  );

  app.post(
    '/api/tutorcomm/NoticeSendRefuse',
    {
      schema: {
        tags,
        description: "Refuses the class notice with a reason (trimmed, at least 1 character, else 'pls give the reason why u Refuse').",
        body: RefuseBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await answerClassNotice(app, requireUser(request).userId, request.body.mid, { accept: false, reason: request.body.reason });
      return ok(true);
    },
  );

  app.post(
    '/api/tutorcomm/ReadClassMsg',
    { schema: { tags, description: 'Marks a class notice read.', body: UpperMidBody, response: envelopeResponses(Type.Boolean()) } },
    async (request) => {
      await readMessageOfKind(app, requireUser(request).userId, request.body.Mid, MessageKind.classNotice);
      return ok(true);
    },
  );

  app.post(
    '/api/tutorcomm/ReadSysMsg',
    { schema: { tags, description: 'Noted: marks a system message read.', body: UpperMidBody, response: envelopeResponses(Type.Boolean()) } },
    async (request) => {
      await readMessageOfKind(app, requireUser(request).userId, request.body.Mid, MessageKind.system);
      return ok(true);
    },
  );
};

export default classNoticeRoutes;
