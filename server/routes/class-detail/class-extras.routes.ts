import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TrialSmsMessages } from '../../../src/domain/class-detail';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  appraisalPopup,
  appraisalSuggestions,
  editLessonScore,
  sendTrialSms,
  studentInfo,
  suggestClick,
  trialSmsStatus,
  tutorEventLog,
  updateUserVersion,
} from '../../services/class-extras.service';
import { changeSidByLessonInfo, materialsByDivertUser, searchCourseInfo, setMaterialByDivertUser } from '../../services/class-materials.service';
import { requireUser } from '../../types';
import { classDetailDeps } from './class-detail-deps';
import {
  AppraisalPopupQuery,
  ClidQuery,
  CourseSearchQuery,
  CourseSearchSchema,
  DivertMaterialsQuery,
  DivertSetQuery,
  LessonScoreQuery,
  LessonScoreSchema,
  MaterialListSchema,
  MaterialSetSchema,
  SetMaterialBody,
  StudentInfoSchema,
  StuInfoQuery,
  SuggestClickQuery,
  SuggestionsSchema,
  TrialSmsSentSchema,
  TrialSmsStatusSchema,
  TutorEventBody,
  UidQuery,
  UserVersionBody,
} from '../../../src/domain/api/class-detail.schemas';

/** The class detail page's smaller calls (teaching.md §7), and the courseware-room service's two. */
const classExtrasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const tags = ['class detail'];
  const T = '/api/ClassTable';
  const tutorOf = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;

  app.post(
    `${T}/GetStuInfoByUID`,
    {
      schema: {
        tags,
        description: 'A student the tutor teaches: profile and classes together.',
        querystring: StuInfoQuery,
        response: envelopeResponses(StudentInfoSchema),
      },
    },
    async (request) => ok(await studentInfo(deps, tutorOf(request), request.query.uid)),
  );
  app.post(
    `${T}/EditLessonScore`,
    {
      schema: {
        tags,
        description: 'Level rate (activityType 1) or textbook score (2), 1 to 5, of a class that has started.',
        querystring: LessonScoreQuery,
        response: envelopeResponses(LessonScoreSchema),
      },
    },
    async (request) => ok(await editLessonScore(deps, tutorOf(request), request.query.clid, request.query.score, request.query.activityType)),
  );
  app.post(
    `${T}/GetCurrentStudentAppraisalItemSuggestionList`,
    { schema: { tags, description: "Appraisal suggestions for the student's level.", querystring: UidQuery, response: envelopeResponses(SuggestionsSchema) } },
    async (request) => ok(await appraisalSuggestions(deps, tutorOf(request), request.query.uid)),
  );
  app.post(
    `${T}/InsertSuggestClickLog`,
    { schema: { tags, description: 'Logs a click on an appraisal suggestion.', querystring: SuggestClickQuery, response: envelopeResponses(Type.Boolean()) } },
    async (request) => ok(await suggestClick(deps, tutorOf(request), request.query.clid, request.query.suggestId)),
  );
  app.post(
    `${T}/InsertStudentAppraisalPopupLog`,
    {
      schema: {
        tags,
        description: 'Logs how long the appraisal pop-up stayed open and whether it was read.',
        querystring: AppraisalPopupQuery,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await appraisalPopup(deps, tutorOf(request), request.query.clid, request.query.staySeconds, request.query.isRead ?? false)),
  );
  app.post(
    `${T}/GetTrialClassSMSNoticeStatus`,
    {
      schema: {
        tags,
        description: 'Whether the trial class SMS notice can be sent (a coming trial class, once), and when it was.',
        querystring: ClidQuery,
        response: envelopeResponses(TrialSmsStatusSchema),
      },
    },
    async (request) => ok(await trialSmsStatus(deps, tutorOf(request), request.query.clid)),
  );
  app.post(
    `${T}/SendTrialClassSMSNotice`,
    {
      schema: {
        tags,
        description: 'Sends the trial student an SMS reminder through the delivery outbox.',
        querystring: ClidQuery,
        response: envelopeResponses(TrialSmsSentSchema),
      },
    },
    async (request) => ok(await sendTrialSms(deps, tutorOf(request), request.query.clid), TrialSmsMessages.sent),
  );
  app.post(
    `${T}/AddTutorEventLog`,
    {
      schema: {
        tags,
        description: "Logs a client event of the tutor's (eventEnum, response).",
        body: TutorEventBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await tutorEventLog(deps, tutorOf(request), request.body.eventEnum, request.body.response ?? '')),
  );
  app.post(
    `${T}/UpdateUserVersion`,
    {
      schema: {
        tags,
        description: 'Records the client version the tutor runs (body optional).',
        body: Type.Optional(UserVersionBody),
        response: envelopeResponses(Type.Boolean()),
      },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ok(await updateUserVersion(deps, tutorOf(request), request.body?.Version ?? '')),
  );
  app.post(
    `${T}/GetMaterialsByDivertUser`,
    {
      schema: { tags, description: "A divert user's class material list.", querystring: DivertMaterialsQuery, response: envelopeResponses(MaterialListSchema) },
    },
    async (request) => ok(await materialsByDivertUser(deps, tutorOf(request), request.query.clid, request.query.uid)),
  );
  app.post(
    `${T}/SetMaterialsByDivertUser`,
    {
      schema: {
        tags,
        description: "Sets a divert user's class material (the category must be the lesson's).",
        querystring: DivertSetQuery,
        response: envelopeResponses(MaterialSetSchema),
      },
    },
    async (request) => ok(await setMaterialByDivertUser(deps, tutorOf(request), request.query)),
  );
  app.post(
    '/api/NetlessRTCRoom/SearchCourseInfoByName',
    {
      schema: {
        tags: ['courseware room'],
        description: 'Lessons whose name contains subjectName, paged.',
        querystring: CourseSearchQuery,
        response: envelopeResponses(CourseSearchSchema),
      },
    },
    async (request) => {
      tutorOf(request);
      return ok(await searchCourseInfo(deps, request.query));
    },
  );
  app.post(
    '/api/NetlessRTCRoom/ChangeSidByLessonInfo',
    {
      schema: {
        tags: ['courseware room'],
        description: "Changes a coming class's lesson from the courseware room.",
        body: SetMaterialBody,
        response: envelopeResponses(MaterialSetSchema),
      },
    },
    async (request) => ok(await changeSidByLessonInfo(deps, tutorOf(request), request.body.CLID, request.body.SID)),
  );
};

export default classExtrasRoutes;
