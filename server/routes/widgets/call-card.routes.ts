import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { declineCall } from '../../im/im-calls.service';
import { uploadContextOf } from '../../uploads/uploads.plugin';
import { requireUser } from '../../types';
import { RejectCallBody } from '../../../src/domain/api/widgets.schemas';

/**
 * The layout's incoming call card (growth-account.md §4; issue 18): pages other than the chat hold
 * no chat connection, so the card declines over HTTP with the chat's own rule (declineCall: only the
 * callee of a ringing call; the caller hears the reject message, the chat keeps a note).
 */
const callCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier, uploads: uploadContextOf(app) };
  app.post(
    '/api/IM/RejectCall',
    {
      schema: {
        tags: ['widgets'],
        description: "Declines a call ringing for the signed-in user with a reject message (the caller reads 'Declined audio|video call: <Note>').",
        body: RejectCallBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await declineCall(deps, requireUser(request).userId, request.body.CallId, request.body.Note);
      return ok(true);
    },
  );
};

export default callCardRoutes;
