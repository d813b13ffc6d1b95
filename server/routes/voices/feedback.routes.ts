import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FeedbackMessages } from '../../../src/domain/feedback';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  addFeedback,
  addTutorReply,
  decideAppeal,
  editFeedback,
  feedbackPage,
  feedbackReplies,
  feedbackTypes,
  getFeedback,
  remainingFeedback,
  staffReply,
  type FeedbackDeps,
  type FeedbackInput,
} from '../../services/feedback.service';
import { requireUser } from '../../types';
import { previewLink } from '../../uploads/stored-files';
import { uploadContextOf } from '../../uploads/uploads.plugin';
import {
  FeedBackIdQuery,
  FeedbackBody,
  FeedbackEditBody,
  FeedbackListBody,
  FeedbackPageSchema,
  FeedbackRecordSchema,
  FeedbackReplySchema,
  FeedbackTypeSchema,
  IdQuery,
  ReplyAddQuery,
  SaveAnswer,
  StaffDecideBody,
  StaffReplyBody,
} from '../../../src/domain/api/feedback.schemas';

const tags = ['feedback'];
const staff = { auth: 'staff' as const };

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** The type as sent: blank is null (Required.), anything not a whole number is refused as unknown. */
function typeOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : -1;
}
const inputOf = (body: Record<string, unknown>): FeedbackInput => ({
  Type: typeOf(body.Type),
  Clid: text(body.Clid),
  Respondents: text(body.Respondents),
  Remark: text(body.Remark),
  File: text(body.File),
});

/** /myFeedback and the feedback dialog (growth-account.md §4, §5, §7 "Feedback"), and the staff side. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploads = uploadContextOf(app);
  const deps: FeedbackDeps = {
    db: app.db,
    clock: app.clock,
    notifier: app.notifier,
    config: app.config,
    fileUrl: (fileRef) => previewLink(uploads, fileRef).url,
  };

  app.post(
    '/api/FeedBack/GetFeeBackType',
    {
      schema: {
        tags,
        description: 'The feedback types; appeal types name the penalty they contest.',
        response: envelopeResponses(Type.Array(FeedbackTypeSchema)),
      },
    },
    async () => ok(feedbackTypes()),
  );

  app.post(
    '/api/FeedBack/FeedBackRightRemaining',
    {
      schema: {
        tags,
        description: "What is left of this provider month's feedback quota (FEEDBACK_QUOTA_PER_MONTH).",
        response: envelopeResponses(Type.Integer()),
      },
    },
    async (request) => ok(await remainingFeedback(deps, requireUser(request).userId)),
  );

  app.post(
    '/api/FeedBack/Add',
    {
      schema: {
        tags,
        description:
          "Sends feedback or an appeal. §5's rules per type, the class must be the tutor's, the screenshot an AppealFile of theirs; an appeal needs a penalty on the class. Counts against the monthly quota.",
        body: FeedbackBody,
        response: envelopeResponses(SaveAnswer),
      },
    },
    async (request) => {
      await addFeedback(deps, requireUser(request).userId, inputOf(request.body));
      return ok({ Item1: true, Item2: FeedbackMessages.added }, FeedbackMessages.added);
    },
  );

  app.post(
    '/api/FeedBack/Edit',
    {
      schema: {
        tags,
        description: 'Edits a feedback of the tutor while no staff has answered it; the same rules as Add.',
        body: FeedbackEditBody,
        response: envelopeResponses(SaveAnswer),
      },
    },
    async (request) => {
      await editFeedback(deps, requireUser(request).userId, request.body.ID, inputOf(request.body));
      return ok({ Item1: true, Item2: FeedbackMessages.edited }, FeedbackMessages.edited);
    },
  );

  app.post(
    '/api/FeedBack/List',
    {
      schema: {
        tags,
        description: "The tutor's feedback, newest first, filtered and paged.",
        body: FeedbackListBody,
        response: envelopeResponses(FeedbackPageSchema),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await feedbackPage(deps, requireUser(request).userId, {
          pageIndex: body.PageIndex,
          pageSize: body.PageSize,
          type: body.Type,
          status: body.Status,
          startTime: body.StartTime,
          endTime: body.EndTime,
        }),
      );
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/FeedBack/Get',
      schema: {
        tags,
        description: "One of the tutor's feedbacks (with an appeal's penalty entries); another tutor's answers NotFound.",
        querystring: IdQuery,
        response: envelopeResponses(FeedbackRecordSchema),
      },
      handler: async (request) => ok(await getFeedback(deps, requireUser(request).userId, request.query.id)),
    });
    app.route({
      method,
      url: '/api/FeedBack/GetReplyList',
      schema: {
        tags,
        description: "A feedback's replies, oldest first. Reading them clears their notices (the dot).",
        querystring: FeedBackIdQuery,
        response: envelopeResponses(Type.Array(FeedbackReplySchema)),
      },
      handler: async (request) => ok(await feedbackReplies(deps, requireUser(request).userId, request.query.FeedBackId)),
    });
  }

  app.post(
    '/api/FeedBack/ReplyAdd',
    {
      schema: {
        tags,
        description: "The tutor's reply in their feedback's thread.",
        querystring: ReplyAddQuery,
        response: envelopeResponses(FeedbackReplySchema),
      },
    },
    async (request) => ok(await addTutorReply(deps, requireUser(request).userId, request.query.FeedBackId, request.query.Remark), FeedbackMessages.replied),
  );

  app.post(
    '/api/Staff/FeedbackReply',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        description: "Staff answer a tutor's feedback: a reply, the status Replied, the tutor's dot; audited.",
        body: StaffReplyBody,
        response: envelopeResponses(FeedbackReplySchema),
      },
    },
    async (request) => ok(await staffReply(deps, requireUser(request).userId, request.body.FeedBackId, request.body.Remark)),
  );

  app.post(
    '/api/Staff/DecideAppeal',
    {
      config: staff,
      schema: {
        tags: ['staff'],
        description: 'Staff grant (the penalty entries are reversed) or decline an appeal, with a reply to the tutor; audited.',
        body: StaffDecideBody,
        response: envelopeResponses(FeedbackRecordSchema),
      },
    },
    async (request) => ok(await decideAppeal(deps, requireUser(request).userId, request.body.FeedBackId, request.body.Grant, request.body.Remark ?? '')),
  );
};

export default feedbackRoutes;
