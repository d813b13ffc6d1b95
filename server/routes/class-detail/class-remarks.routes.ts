import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClassDetailMessages, RemarkKind } from '../../../src/domain/class-detail';
import { envelopeResponses, ok } from '../../http/envelope';
import { classRemarks, saveRemarkLater, submitRemark } from '../../services/class-remarks.service';
import { requireUser } from '../../types';
import { classDetailDeps } from './class-detail-deps';
import { ClassRemarkBody, ClidQuery, KnowledgeRemarkBody, RemarkLaterBody, RemarkSchema, TrialRemarkBody } from '../../../src/domain/api/class-detail.schemas';

/** Class remarks (teaching.md §2, §7; the client waits 5 minutes on each). */
const classRemarksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const tags = ['class detail'];
  const submitted = ClassDetailMessages.remarkSaved;

  app.post(
    '/api/ClassTable/VipClassRemark',
    {
      schema: {
        tags,
        description: "Submits the class remark (text and 1-5 ratings) from the class's start until 7 days after it.",
        body: ClassRemarkBody,
        response: envelopeResponses(RemarkSchema),
      },
    },
    async (request) => {
      const { CLID, ...input } = request.body;
      return ok(await submitRemark(deps, requireUser(request).userId, CLID, RemarkKind.class, input), submitted);
    },
  );

  app.post(
    '/api/ClassTable/KnowledgePointsClassRemark',
    {
      schema: {
        tags,
        description: 'Submits the remark per knowledge point of the lesson (mastery 1-5) with a comment.',
        body: KnowledgeRemarkBody,
        response: envelopeResponses(RemarkSchema),
      },
    },
    async (request) => {
      const { CLID, ...input } = request.body;
      return ok(await submitRemark(deps, requireUser(request).userId, CLID, RemarkKind.knowledgePoints, input), submitted);
    },
  );

  app.post(
    '/api/ClassTable/leaveTrailClassRemark',
    {
      schema: {
        tags,
        description: 'Submits the trial-class remark: the level the tutor judged and the course suggested.',
        body: TrialRemarkBody,
        response: envelopeResponses(RemarkSchema),
      },
    },
    async (request) => {
      const { CLID, ...input } = request.body;
      return ok(await submitRemark(deps, requireUser(request).userId, CLID, RemarkKind.trial, input), submitted);
    },
  );

  app.post(
    '/api/ClassTable/SumbitClassMomoLater',
    {
      schema: {
        tags,
        description: 'Keeps a remark as a draft to finish later (not submitted, not rewarded).',
        body: RemarkLaterBody,
        response: envelopeResponses(RemarkSchema),
      },
    },
    async (request) => {
      const { CLID, Kind, Content } = request.body;
      return ok(await saveRemarkLater(deps, requireUser(request).userId, CLID, Kind ?? RemarkKind.class, { Content }), ClassDetailMessages.remarkLaterSaved);
    },
  );

  app.post(
    '/api/ClassTable/GetClassRemark',
    {
      schema: {
        tags,
        description: "The class's remarks, drafts and submitted, for the page's form.",
        querystring: ClidQuery,
        response: envelopeResponses(Type.Array(RemarkSchema)),
      },
    },
    async (request) => ok(await classRemarks(deps, requireUser(request).userId, request.query.clid)),
  );
};

export default classRemarksRoutes;
