import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { StaffAuditMessages } from '../../src/domain/staff-audits';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import {
  appealItems,
  assistanceItems,
  complaintItems,
  complaintReplyItems,
  confirmComplaintStands,
  contractItems,
  feedbackReplyItems,
  leaveItems,
  personalDataItems,
  tesolItems,
  type StaffQueueDeps,
} from './staff-audits.service';
import {
  AppealQueuePage,
  AssistanceQueuePage,
  ComplaintQueuePage,
  ComplaintReplyQueuePage,
  ComplaintStandsBody,
  ComplaintStandsSchema,
  ContractQueuePage,
  FeedbackReplyQueuePage,
  LeaveQueuePage,
  PersonalDataQueuePage,
  QueueQuery,
  TesolQueuePage,
} from '../../src/domain/api/staff-audits.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** Loads a page of a queue: the compiler checks that it answers the page's schema. */
type QueueLoader<Page extends TSchema> = (deps: StaffQueueDeps, pageIndex: number, pageSize: number) => Promise<Static<Page>>;

/**
 * The staff console's queues (issue 21): what waits for an audit or a reply, oldest first, paged.
 * Staff decide through the existing calls (VerifyPersonalData, AuditContract, ReviewTesol,
 * ReviewLeave, DecideAppeal, WithdrawComplaint, FeedbackReply, ComplaintReply,
 * AnswerClassAssistance) and, for a complaint that stands, ComplaintStands. Staff only.
 */
const staffAuditsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier };
  // The loader's type is checked against the page here; the route itself sees any schema (a generic one it cannot resolve).
  const queue = <Page extends TSchema>(path: string, description: string, page: Page, load: QueueLoader<Page>) =>
    app.get(
      `/api/Staff/${path}`,
      { config: staff, schema: { tags, description, querystring: QueueQuery, response: envelopeResponses<TSchema>(page) } },
      async (request) => ok<unknown>(await load(deps, request.query.pageIndex, request.query.pageSize)),
    );

  queue('PersonalDataQueue', 'Tutors whose personal data awaits verification, longest waiting first.', PersonalDataQueuePage, personalDataItems);
  queue('ContractQueue', 'Signed contracts in audit (status 0), longest waiting first.', ContractQueuePage, contractItems);
  queue('TesolQueue', 'TESOL information submitted and not reviewed yet, oldest first.', TesolQueuePage, tesolItems);
  queue('LeaveQueue', 'Pending leave requests with their tutor, oldest first.', LeaveQueuePage, leaveItems);
  queue('AppealQueue', 'Appeals not decided yet, oldest first.', AppealQueuePage, appealItems);
  queue('ComplaintQueue', "Students' complaints that stand and have not been reviewed, oldest first.", ComplaintQueuePage, complaintItems);
  queue('FeedbackReplyQueue', 'Feedback (not appeals) whose thread ends with the tutor, longest waiting first.', FeedbackReplyQueuePage, feedbackReplyItems);
  queue('ComplaintReplyQueue', 'Standing complaints whose thread ends with the tutor, longest waiting first.', ComplaintReplyQueuePage, complaintReplyItems);
  queue('ClassAssistanceQueue', 'Open class support requests, oldest first, paged.', AssistanceQueuePage, assistanceItems);

  app.post(
    '/api/Staff/ComplaintStands',
    {
      config: staff,
      schema: {
        tags,
        description: "Confirms that a student's standing complaint stands after review: it leaves the queue, its penalties stay; audited; the tutor is told.",
        body: ComplaintStandsBody,
        response: envelopeResponses(ComplaintStandsSchema),
      },
    },
    async (request) =>
      ok(
        await confirmComplaintStands(deps, requireUser(request).userId, request.body.ComplaintId, request.body.Note ?? ''),
        StaffAuditMessages.complaintStands,
      ),
  );
};

export default staffAuditsRoutes;
