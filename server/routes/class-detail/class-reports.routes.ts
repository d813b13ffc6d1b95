import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  aiReportSummary,
  courseEvaluation,
  courseTrainingContent,
  masterSpokenDetails,
  submitMasterRecord,
  summaryAnalysis,
  userReport,
  wonderfulPictures,
} from '../../services/class-reports.service';
import { requireUser } from '../../types';
import { classDetailDeps } from './class-detail-deps';
import {
  AiSummarySchema,
  ClidQuery,
  CourseEvaluationSchema,
  CourseTrainingBody,
  CourseTrainingSchema,
  MasterRecordBody,
  MasterRecordSchema,
  SummaryAnalysisSchema,
  UserReportSchema,
  UsidQuery,
  WonderfulPicturesSchema,
} from '../../../src/domain/api/class-detail.schemas';

/** The student's reports on the class detail page (teaching.md §7), from this tutor's own classes only. */
const classReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const tags = ['class detail'];
  const T = '/api/ClassTable';
  const tutorOf = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;

  app.post(
    `${T}/GetUserUserReportByID`,
    {
      schema: {
        tags,
        description: "The report of the tutor's latest finished class on a studied lesson (usid: the lesson's id).",
        querystring: UsidQuery,
        response: envelopeResponses(UserReportSchema),
      },
    },
    async (request) => ok(await userReport(deps, tutorOf(request), request.query.usid)),
  );
  app.post(
    `${T}/GetCourseEvaluationInfo`,
    {
      schema: {
        tags,
        description: "The class's remark, ratings, level rate and textbook score.",
        querystring: ClidQuery,
        response: envelopeResponses(CourseEvaluationSchema),
      },
    },
    async (request) => ok(await courseEvaluation(deps, tutorOf(request), request.query.clid)),
  );
  app.post(
    `${T}/GetUserSummaryAnalysis`,
    {
      schema: {
        tags,
        description: "The student's finished classes with this tutor up to this class, with average ratings and scores.",
        querystring: ClidQuery,
        response: envelopeResponses(SummaryAnalysisSchema),
      },
    },
    async (request) => ok(await summaryAnalysis(deps, tutorOf(request), request.query.clid)),
  );
  app.post(
    `${T}/GetAIReportSummary`,
    {
      schema: { tags, description: "A written summary of the student's ratings so far.", querystring: ClidQuery, response: envelopeResponses(AiSummarySchema) },
    },
    async (request) => ok(await aiReportSummary(deps, tutorOf(request), request.query.clid)),
  );
  app.post(
    `${T}/GetMasterSpokenDetailsByCLID`,
    {
      schema: {
        tags,
        description: "The class's spoken-English record, the last submitted.",
        querystring: ClidQuery,
        response: envelopeResponses(MasterRecordSchema),
      },
    },
    async (request) => ok(await masterSpokenDetails(deps, tutorOf(request), request.query.clid)),
  );
  app.post(
    `${T}/SubmitMasterRecordByCLID`,
    {
      schema: {
        tags,
        description: 'Submits the spoken-English score (1 to 5) and comment of a class that has started.',
        body: MasterRecordBody,
        response: envelopeResponses(MasterRecordSchema),
      },
    },
    async (request) => ok(await submitMasterRecord(deps, tutorOf(request), request.body)),
  );
  app.post(
    `${T}/GetWonderfulPictures`,
    {
      schema: {
        tags,
        description: "The class's highlight pictures (none are stored yet: an empty list).",
        querystring: ClidQuery,
        response: envelopeResponses(WonderfulPicturesSchema),
      },
    },
    async (request) => ok(await wonderfulPictures(deps, tutorOf(request), request.query.clid)),
  );
  app.post(
    `${T}/GetCourseTrainingContentAndRead`,
    {
      schema: {
        tags,
        description: 'A course training note by tag (trial, test, regular), recorded as read.',
        body: CourseTrainingBody,
        response: envelopeResponses(CourseTrainingSchema),
      },
    },
    async (request) => ok(await courseTrainingContent(deps, tutorOf(request), request.body)),
  );
};

export default classReportsRoutes;
