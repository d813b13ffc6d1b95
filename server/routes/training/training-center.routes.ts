import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TrainingCenterMessages } from '../../../src/domain/training-center';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  allCourses,
  courseDetail,
  courseHomeInfo,
  learnChapter,
  myCourses,
  myCoursesAndRemind,
  recentTrainingAnnouncements,
  selfStudyFile,
  selfStudyPage,
  selfStudySource,
  subscribe,
  trainingAnnouncement,
} from '../../services/training-center.service';
import { teachableSubjects, trainingKitModel } from '../../services/training-kits.service';
import { requireUser } from '../../types';
import { KitModel } from '../../../src/domain/api/training-kits.schemas';
import {
  AnnouncementIdQuery,
  AnnouncementSchema,
  CategoryTypeQuery,
  ChapterIdQuery,
  CourseDetailSchema,
  CourseHomeInfoSchema,
  CourseIdQuery,
  CourseList,
  CoursePageSchema,
  LearnAnswerSchema,
  MyCoursesAndRemindSchema,
  PageQuery,
  SourceSchema,
  TeachableSubjects,
  TraKitIdBody,
  TraKitIdQuery,
  TrakitStatusQuery,
} from '../../../src/domain/api/training-center.schemas';

const tags = ['training center'];
const T = '/api/Training';

/** The training center (teaching.md §7 "Training"): courses, subscriptions, chapters, self-study, announcements. */
const trainingCenterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${T}/GetCourseHomeInfo`,
    {
      schema: {
        tags,
        description: "The overview's figures: subscriptions, finished courses, chapters learned, kits passed, courses to continue.",
        response: envelopeResponses(CourseHomeInfoSchema),
      },
    },
    async (request) => ok(await courseHomeInfo(app, requireUser(request).userId)),
  );

  app.post(
    `${T}/GetRecentTrainingAnnouncementList`,
    { schema: { tags, description: 'The latest published training announcements.', response: envelopeResponses(Type.Array(AnnouncementSchema)) } },
    async (request) => {
      requireUser(request);
      return ok(await recentTrainingAnnouncements(app));
    },
  );

  app.post(
    `${T}/GetTrainingAnnouncementById`,
    { schema: { tags, description: 'One published announcement.', querystring: AnnouncementIdQuery, response: envelopeResponses(AnnouncementSchema) } },
    async (request) => {
      requireUser(request);
      return ok(await trainingAnnouncement(app, request.query.id));
    },
  );

  app.post(
    `${T}/GetCourse`,
    { schema: { tags, description: "The training center's courses with the tutor's subscription and progress.", response: envelopeResponses(CourseList) } },
    async (request) => ok(await allCourses(app, requireUser(request).userId)),
  );

  app.post(
    `${T}/GetMyCourse`,
    { schema: { tags, description: "The tutor's subscribed courses, newest first, with progress.", response: envelopeResponses(CourseList) } },
    async (request) => ok(await myCourses(app, requireUser(request).userId)),
  );

  app.get(
    `${T}/GetMyCoursesAndRemindByCategoryType`,
    {
      schema: {
        tags,
        description: 'The subscribed courses of a category type and a reminder of those with chapters left.',
        querystring: CategoryTypeQuery,
        response: envelopeResponses(MyCoursesAndRemindSchema),
      },
    },
    async (request) => ok(await myCoursesAndRemind(app, requireUser(request).userId, request.query.categoryType)),
  );

  app.post(
    `${T}/GetAllTrainingList`,
    { schema: { tags, description: 'The self-study courses, paged.', querystring: PageQuery, response: envelopeResponses(CoursePageSchema) } },
    async (request) => ok(await selfStudyPage(app, requireUser(request).userId, request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    `${T}/getDetail`,
    {
      schema: {
        tags,
        description: "A course with its chapters and the tutor's progress in each.",
        querystring: CourseIdQuery,
        response: envelopeResponses(CourseDetailSchema),
      },
    },
    async (request) => ok(await courseDetail(app, requireUser(request).userId, request.query.courseId)),
  );

  app.post(
    `${T}/Subscribe`,
    {
      schema: {
        tags,
        description: 'Subscribes the tutor to a course (once); answers the course.',
        querystring: CourseIdQuery,
        response: envelopeResponses(CourseDetailSchema),
      },
    },
    async (request) => ok(await subscribe(app, requireUser(request).userId, request.query.courseId), TrainingCenterMessages.subscribed),
  );

  app.post(
    `${T}/Learnning`,
    {
      schema: {
        tags,
        description: 'Records a chapter of a subscribed course learned; the last one finishes the course (and earns its growth value).',
        querystring: ChapterIdQuery,
        response: envelopeResponses(LearnAnswerSchema),
      },
    },
    async (request) => {
      const answer = await learnChapter(app, requireUser(request).userId, request.query.chapterId);
      return ok(answer, answer.FinishedCourse ? TrainingCenterMessages.courseFinished : TrainingCenterMessages.chapterLearned);
    },
  );

  app.post(
    `${T}/GetSelfStudySource`,
    {
      schema: {
        tags,
        description: "A self-study course's downloadable source: file name and size.",
        querystring: TraKitIdQuery,
        response: envelopeResponses(SourceSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await selfStudySource(app, request.query.traKitId));
    },
  );

  app.post(
    `${T}/DownloadSelfStudySource`,
    { schema: { tags, description: 'The self-study source file itself (an attachment); a refusal is the usual envelope.', body: TraKitIdBody } },
    async (request, reply) => {
      requireUser(request);
      const file = await selfStudyFile(app, request.body.traKitId);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.post(
    `${T}/TrakitStatusByTuid`,
    {
      schema: {
        tags,
        description: "The tutor's learning and test state of a training kit.",
        querystring: TrakitStatusQuery,
        response: envelopeResponses(KitModel),
      },
    },
    async (request) => ok(await trainingKitModel(app, requireUser(request).userId, request.query.trakitId)),
  );

  app.post(
    `${T}/GetTeachableSubjects`,
    { schema: { tags, description: "The tutor's teachable-course labels, from passed kits.", response: envelopeResponses(TeachableSubjects) } },
    async (request) => ok(await teachableSubjects(app, requireUser(request).userId)),
  );
};

export default trainingCenterRoutes;
