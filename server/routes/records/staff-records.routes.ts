import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { listOutbox } from '../../repositories/outbox.repository';
import { auditContract } from '../../services/contract.service';
import { pendingLeaves, reviewLeave } from '../../services/leave.service';
import { reviewTesol, verifyPersonalData } from '../../services/personal-data.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import {
  AuditContractBody,
  ContractInfoSchema,
  OutboxPageSchema,
  OutboxQuery,
  PageQuery,
  ReviewLeaveBody,
  ReviewedLeaveSchema,
  StaffLeavePageSchema,
} from '../../../src/domain/api/records.schemas';
import { PersonalDataVerifiedSchema, ReviewTesolBody, TesolReviewedSchema, VerifyPersonalDataBody } from '../../../src/domain/api/staff-records.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** The staff side of the tutor's records: leave review, contract audit, the outbox. Every change is audited. */
const staffRecordsRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/Staff/PendingLeaves',
    { config: staff, schema: { tags, querystring: PageQuery, response: envelopeResponses(StaffLeavePageSchema) } },
    async (request) => ok(await pendingLeaves(deps, request.query.pageIndex, request.query.pageSize)),
  );
  app.post(
    '/api/Staff/ReviewLeave',
    {
      config: staff,
      schema: {
        tags,
        description: "Approves (closing the period's Waited slots and handing its booked classes to staff) or refuses (Reason required) a pending leave.",
        body: ReviewLeaveBody,
        response: envelopeResponses(ReviewedLeaveSchema),
      },
    },
    async (request) =>
      ok(await reviewLeave(deps, requireUser(request).userId, request.body.Id, { approve: request.body.Approve, reason: request.body.Reason ?? '' })),
  );
  app.post(
    '/api/Staff/AuditContract',
    {
      config: staff,
      schema: {
        tags,
        description: 'Status 1 passes, 2 fails (Reason required) a contract in audit (status 0).',
        body: AuditContractBody,
        response: envelopeResponses(ContractInfoSchema),
      },
    },
    async (request) => ok(await auditContract(deps, requireUser(request).userId, request.body.Tuid, request.body.Status, request.body.Reason ?? '')),
  );
  app.post(
    '/api/Staff/VerifyPersonalData',
    {
      config: staff,
      schema: {
        tags,
        description: 'Verifies (Approved) or sends back personal data awaiting approval, clearing awaitApproval; Message goes to the tutor.',
        body: VerifyPersonalDataBody,
        response: envelopeResponses(PersonalDataVerifiedSchema),
      },
    },
    async (request) => {
      const profile = await verifyPersonalData(deps, requireUser(request).userId, request.body.Tuid, request.body.Approved, request.body.Message ?? '');
      return ok({ awaitApproval: profile.awaitApproval, complete: profile.complete, reviewMessage: profile.reviewMessage });
    },
  );
  app.post(
    '/api/Staff/ReviewTesol',
    {
      config: staff,
      schema: {
        tags,
        body: ReviewTesolBody,
        response: envelopeResponses(TesolReviewedSchema),
      },
    },
    async (request) => ok(await reviewTesol(deps, requireUser(request).userId, request.body.Tuid, request.body.Accepted, request.body.Reason ?? '')),
  );
  app.get(
    '/api/Staff/Outbox',
    { config: staff, schema: { tags, querystring: OutboxQuery, response: envelopeResponses(OutboxPageSchema) } },
    async (request) => {
      const { pageIndex, pageSize, recipient } = request.query;
      const page = await listOutbox(deps.db, { offset: (pageIndex - 1) * pageSize, limit: pageSize, ...(recipient ? { recipient } : {}) });
      return ok({ items: page.rows.map(toOutboxItem), total: page.total });
    },
  );
};

export function toOutboxItem(row: Awaited<ReturnType<typeof listOutbox>>['rows'][number]) {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: row.created_at,
  };
}

export default staffRecordsRoutes;
