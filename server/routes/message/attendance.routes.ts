import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { latestAbsentNotice, pendingConfirmations, replyToConfirmation } from '../../services/attendance.service';
import { envelopeResponses, ok } from '../../http/envelope';
import { requireUser } from '../../types';
import { AbsentNotice, AttendanceReplyBody, ConfirmationItem } from '../../../src/domain/api/message.schemas';

const tags = ['attendance'];

/** Class attendance confirmation (shell.md §3, §4, §9): the absent notice, the list and the reply. */
const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Message/GetTutorAbsentMsgNew',
    {
      schema: {
        tags,
        description: 'The soonest pending attendance confirmation (classTime, id) and how many are pending (count); null when none.',
        response: envelopeResponses(AbsentNotice),
      },
    },
    async (request) => ok(await latestAbsentNotice(app.db, requireUser(request).userId)),
  );

  app.post(
    '/api/Message/GetAttendanceConfirmList',
    {
      schema: { tags, description: 'Pending confirmations, soonest class first.', response: envelopeResponses(Type.Array(ConfirmationItem)) },
    },
    async (request) => ok(await pendingConfirmations(app.db, requireUser(request).userId)),
  );

  app.post(
    '/api/Message/ReplyAttendanceConfirm',
    {
      schema: {
        tags,
        description:
          "IsICan true confirms. IsICan false needs CancelReason (1-6), CancelRemark and Attachment ('Required.'), cancels the class and records the penalty by time before class. Body 1 is success; Body 0 comes with a Msg to show (already answered, or past the 30-minute deadline).",
        body: AttendanceReplyBody,
        response: envelopeResponses(Type.Integer()),
      },
    },
    async (request) => {
      const outcome = await replyToConfirmation(app, requireUser(request).userId, request.body);
      return outcome.body === 1 ? ok(1) : ok(0, outcome.message);
    },
  );
};

export default attendanceRoutes;
