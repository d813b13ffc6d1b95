import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { REMARK_TEXT_MAX, SCORE_MAX } from '../../../src/domain/class-detail';
import { envelopeResponses, ok } from '../../http/envelope';
import { DbId, DbInteger } from '../../../src/domain/api/db-integer';
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
import { ClidQuery } from '../../../src/domain/api/class-detail.schemas';

const Evaluation = {
  Remark: Type.String(),
  Ratings: Type.Record(Type.String(), Type.Number()),
  RemarkSubmittedAt: Type.String(),
  LevelRate: Type.Integer({ description: '0: not given.' }),
  TextbookScore: Type.Integer({ description: '0: not given.' }),
};
const EvaluationSchema = Type.Object({ CLID: Type.Integer(), SubjectName: Type.String(), ...Evaluation });
const UserReportSchema = Type.Object({
  USID: Type.Integer(),
  CLID: Type.Integer(),
  StuUID: Type.Integer(),
  ClassTime: Type.String(),
  SubjectName: Type.String(),
  ...Evaluation,
});
const SummarySchema = Type.Object({
  StuUID: Type.Integer(),
  FinishedClasses: Type.Integer(),
  RemarkedClasses: Type.Integer(),
  Averages: Type.Record(Type.String(), Type.Number()),
  AverageLevelRate: Type.Number(),
  AverageTextbookScore: Type.Number(),
});
const AiSummarySchema = Type.Object({ CLID: Type.Integer(), Ready: Type.Boolean(), Summary: Type.String() });
const MasterSchema = Type.Object({
  CLID: Type.Integer(),
  Submitted: Type.Boolean(),
  SubmittedAt: Type.String(),
  Score: Type.Integer(),
  Comment: Type.String(),
});
const MasterBody = Type.Object(
  { CLID: DbId(), Score: DbInteger({ minimum: 1, maximum: SCORE_MAX }), Comment: Type.String({ maxLength: REMARK_TEXT_MAX }) },
  { additionalProperties: false },
);
const PicturesSchema = Type.Object({ CLID: Type.Integer(), Pictures: Type.Array(Type.Object({ Url: Type.String(), TakenAt: Type.String() })) });
const TrainingBody = Type.Object({ TrainingTag: Type.String({ minLength: 1, maxLength: 50 }), CLID: Type.Optional(DbId()) }, { additionalProperties: false });
const TrainingSchema = Type.Object({ TrainingTag: Type.String(), Title: Type.String(), Content: Type.String(), FirstRead: Type.Boolean() });

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
        querystring: Type.Object({ usid: DbId() }),
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
        response: envelopeResponses(EvaluationSchema),
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
        response: envelopeResponses(SummarySchema),
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
        response: envelopeResponses(MasterSchema),
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
        body: MasterBody,
        response: envelopeResponses(MasterSchema),
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
        response: envelopeResponses(PicturesSchema),
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
        body: TrainingBody,
        response: envelopeResponses(TrainingSchema),
      },
    },
    async (request) => ok(await courseTrainingContent(deps, tutorOf(request), request.body)),
  );
};

export default classReportsRoutes;
