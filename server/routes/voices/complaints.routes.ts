import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ComplaintMessages } from '../../../src/domain/complaints';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  addComplaintReply,
  complaintReplies,
  fileTutorComplaint,
  lateLeaveRecords,
  ownComplaints,
  receivedComplaints,
  recitationReport,
  staffComplaintReply,
  staffFileComplaint,
  staffWithdrawComplaint,
  submitRecitationFeedback,
} from '../../services/complaints.service';
import { requireUser } from '../../types';
import {
  AddReplyBody,
  ComIdQuery,
  ComplaintPageSchema,
  ComplaintReplySchema,
  FiledComplaintSchema,
  LateLeaveSchema,
  PageBody,
  PeriodBody,
  RecitationClassSchema,
  RecitationFeedbackBody,
  StaffComplaintReplyBody,
  StaffFileComplaintBody,
  StaffWithdrawBody,
  TutorComplaintBody,
} from '../../../src/domain/api/complaints.schemas';

const tags = ['complaints'];
const staff = { auth: 'staff' as const };

/** /complaintList (growth-account.md §2, §7): complaints with their replies, late/early records, the recitation report; and the staff side. */
const complaintsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutordata/TeachComplaint',
    {
      schema: {
        tags,
        description: "Complaints received about the tutor's classes, newest first, with what each costs while it stands.",
        body: PageBody,
        response: envelopeResponses(ComplaintPageSchema),
      },
    },
    async (request) => ok(await receivedComplaints(app, requireUser(request).userId, request.body.pageIndex, request.body.pageSize)),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/TutorData/GetCSComplaintsNew',
      schema: {
        tags,
        description: "The tutor's own complaints to customer service, newest first.",
        querystring: PageBody,
        response: envelopeResponses(ComplaintPageSchema),
      },
      handler: async (request) => ok(await ownComplaints(app, requireUser(request).userId, request.query.pageIndex, request.query.pageSize)),
    });
    app.route({
      method,
      url: '/api/tutordata/ComplaintReply',
      schema: {
        tags,
        description: "A complaint's replies, oldest first; another tutor's complaint answers NotFound.",
        querystring: ComIdQuery,
        response: envelopeResponses(Type.Array(ComplaintReplySchema)),
      },
      handler: async (request) => ok(await complaintReplies(app, requireUser(request).userId, request.query.comId)),
    });
  }

  app.post(
    '/api/tutordata/AddComReply',
    {
      schema: {
        tags,
        description: "The tutor's reply in one of their complaints' threads (1-500 characters).",
        body: AddReplyBody,
        response: envelopeResponses(ComplaintReplySchema),
      },
    },
    async (request) => ok(await addComplaintReply(app, requireUser(request).userId, request.body.comId, request.body.content), ComplaintMessages.replied),
  );

  app.post(
    '/api/tutordata/InsertTeachComplaint',
    {
      schema: {
        tags,
        description: "The tutor's own complaint about one of their classes.",
        body: TutorComplaintBody,
        response: envelopeResponses(FiledComplaintSchema),
      },
    },
    async (request) => {
      const id = await fileTutorComplaint(app, requireUser(request).userId, {
        classId: request.body.ClassId,
        type: request.body.ComplaintType,
        content: request.body.Content,
      });
      return ok({ Id: id }, ComplaintMessages.filed);
    },
  );

  app.post(
    '/api/TutorData/TeacherLateLeaveEarlyRecord',
    {
      schema: {
        tags,
        description: 'Finished classes of the period (at most 93 days) joined late (first classroom join after the start) or ended before their end time.',
        body: PeriodBody,
        response: envelopeResponses(Type.Array(LateLeaveSchema)),
      },
    },
    async (request) => ok(await lateLeaveRecords(app, requireUser(request).userId, request.body.StartTime, request.body.EndTime)),
  );

  app.post(
    '/api/TutorData/GetRecitationClassReport',
    {
      schema: {
        tags,
        description: "The period's finished classes with the tutor's feedback on each.",
        body: PeriodBody,
        response: envelopeResponses(Type.Array(RecitationClassSchema)),
      },
    },
    async (request) => ok(await recitationReport(app, requireUser(request).userId, request.body.StartTime, request.body.EndTime)),
  );

  app.post(
    '/api/TutorData/SubmitRecitationClassFeedback',
    {
      schema: {
        tags,
        description: "The tutor's feedback on one of their finished classes, once: a 1-5 rating and a comment.",
        body: RecitationFeedbackBody,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await submitRecitationFeedback(app, requireUser(request).userId, {
        classId: request.body.ClassId,
        rating: request.body.Rating,
        content: request.body.Content,
      });
      return ok(null, ComplaintMessages.feedbackSaved);
    },
  );

  app.post(
    '/api/Staff/FileComplaint',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        description: "Files a student's complaint against a tutor's class: -10 teaching points and -5 growth while it stands; the tutor is told; audited.",
        body: StaffFileComplaintBody,
        response: envelopeResponses(FiledComplaintSchema),
      },
    },
    async (request) =>
      ok({
        Id: await staffFileComplaint(app, requireUser(request).userId, {
          classId: request.body.ClassId,
          complainant: request.body.Complainant,
          type: request.body.ComplaintType,
          reason: request.body.Reason,
        }),
      }),
  );

  app.post(
    '/api/Staff/WithdrawComplaint',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        description: 'Withdraws a standing complaint: its ledger entries are reversed and the tutor gets the ComplaintWithdrawnReminder; audited.',
        body: StaffWithdrawBody,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await staffWithdrawComplaint(app, requireUser(request).userId, request.body.ComplaintId, request.body.Reason ?? '');
      return ok(null);
    },
  );

  app.post(
    '/api/Staff/ComplaintReply',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        description: "Staff answer in a complaint's thread; audited.",
        body: StaffComplaintReplyBody,
        response: envelopeResponses(ComplaintReplySchema),
      },
    },
    async (request) => ok(await staffComplaintReply(app, requireUser(request).userId, request.body.ComplaintId, request.body.Content)),
  );
};

export default complaintsRoutes;
