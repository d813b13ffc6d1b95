import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeaveMessages, type LeaveRequest } from '../../../src/domain/leave';
import { envelopeResponses, ok } from '../../http/envelope';
import { editLeave, leavePage, requestLeave, undoLeave, type LeaveInput } from '../../services/leave.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import { AddLeaveBody, EditLeaveBody, IdQuery, LeavePageSchema, LeaveRecordSchema, PageQuery, okWithMessage } from '../../../src/domain/api/records.schemas';

const tags = ['leave'];

const toInput = (body: LeaveRequest): LeaveInput => ({
  startAt: body.StartTime,
  endAt: body.EndTime,
  leaveType: body.LeaveType,
  reason: body.Reason,
  proofFileRef: body.ProofFile ?? null,
});

/** Leave (growth-account.md §7 Tutor comm): request, record, edit and undo while pending. */
const leaveRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/TutorComm/GetTutorLeaveList',
    schema: { tags, querystring: PageQuery, response: envelopeResponses(LeavePageSchema) },
    handler: async (request) => ok(await leavePage(deps, requireUser(request).userId, request.query.pageIndex, request.query.pageSize)),
  });
  app.post('/api/TutorComm/AddTutorLeave', { schema: { tags, body: AddLeaveBody, response: envelopeResponses(LeaveRecordSchema) } }, async (request) =>
    okWithMessage(await requestLeave(deps, requireUser(request).userId, toInput(request.body)), LeaveMessages.requested),
  );
  app.post('/api/TutorComm/EditTutorLeave', { schema: { tags, body: EditLeaveBody, response: envelopeResponses(LeaveRecordSchema) } }, async (request) =>
    okWithMessage(await editLeave(deps, requireUser(request).userId, request.body.Id, toInput(request.body)), LeaveMessages.edited),
  );
  app.post('/api/TutorComm/UndoTutorLeave', { schema: { tags, querystring: IdQuery, response: envelopeResponses(LeaveRecordSchema) } }, async (request) =>
    okWithMessage(await undoLeave(deps, requireUser(request).userId, request.query.id), LeaveMessages.undone),
  );
};

export default leaveRoutes;
