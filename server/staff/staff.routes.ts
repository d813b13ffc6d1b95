import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { sendStaffMessage } from './staff-messages.service';
import { SendMessageBody, SendMessageResult } from '../../src/domain/api/staff.schemas';

/** The provider's staff side (its own module): every route here needs the staff role; tutors get ErrorCode 4. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Staff/SendMessage',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description: 'Sends a notice or a system message to one tutor (Tuid) or to every tutor, stored and pushed at once.',
        body: SendMessageBody,
        response: envelopeResponses(SendMessageResult),
      },
    },
    async (request) => {
      const { Tuid, Type, Title, Content, AskSkypeId } = request.body;
      const sent = await sendStaffMessage(app, requireUser(request).userId, {
        tuid: Tuid,
        type: Type,
        title: Title,
        content: Content,
        askSkypeId: AskSkypeId ?? false,
      });
      return ok({ Sent: sent });
    },
  );
};

export default staffRoutes;
