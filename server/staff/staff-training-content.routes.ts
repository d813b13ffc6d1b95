import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StaffTrainingMessages } from '../../src/domain/staff-training-content';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import * as service from './staff-training-content.service';
import {
  CourseIdQuery,
  CourseKindQuery,
  IdBody,
  KitIdQuery,
  KitListSchema,
  OrderChaptersBody,
  OrderCoursesBody,
  RetireBody,
  SaveChapterBody,
  SaveCourseBody,
  SaveKitBody,
  SaveQuestionBody,
  StaffChapterListSchema,
  StaffChapterSchema,
  StaffCourseListSchema,
  StaffCourseSchema,
  StaffKitSchema,
  StaffQuestionListSchema,
  StaffQuestionSchema,
} from '../../src/domain/api/staff-training-content.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };
const S = '/api/Staff';
const saved = (created: boolean) => (created ? StaffTrainingMessages.created : StaffTrainingMessages.updated);

/**
 * Staff write the training content tutors learn from (issue 21, Content): courses and their
 * chapters, training kits and their test questions. Staff only; every change audited with before
 * and after; what tutors have progress in is retired or kept, never deleted.
 */
const staffTrainingContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock };

  app.get(
    `${S}/TrainingCourses`,
    {
      config: staff,
      schema: {
        tags,
        description: 'The courses of one kind in their order, retired ones too, with chapter and subscriber counts.',
        querystring: CourseKindQuery,
        response: envelopeResponses(StaffCourseListSchema),
      },
    },
    async (request) => ok(await service.listCourses(deps, request.query.kind)),
  );

  app.post(
    `${S}/SaveTrainingCourse`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Creates a course at the end of its list (no Id) or changes one; audited with before and after.',
        body: SaveCourseBody,
        response: envelopeResponses(StaffCourseSchema),
      },
    },
    async (request) => {
      const { item, created } = await service.saveCourse(deps, requireUser(request).userId, request.body);
      return ok(item, saved(created));
    },
  );

  app.post(
    `${S}/RetireTrainingCourse`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Retires a course (out of the tutors’ catalogue; subscribers keep it) or brings it back; audited.',
        body: RetireBody,
        response: envelopeResponses(StaffCourseSchema),
      },
    },
    async (request) => {
      const item = await service.retireCourse(deps, requireUser(request).userId, request.body.Id, request.body.Retired);
      return ok(item, request.body.Retired ? StaffTrainingMessages.retired : StaffTrainingMessages.restored);
    },
  );

  app.post(
    `${S}/DeleteTrainingCourse`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Deletes a course no tutor subscribed to, with its chapters; refused for one with subscribers (retire it). Audited.',
        body: IdBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await service.removeCourse(deps, requireUser(request).userId, request.body.Id);
      return ok(true, StaffTrainingMessages.deleted);
    },
  );

  app.post(
    `${S}/OrderTrainingCourses`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Orders the courses of a kind as tutors see them; Ids names each course of the kind once. Audited.',
        body: OrderCoursesBody,
        response: envelopeResponses(StaffCourseListSchema),
      },
    },
    async (request) => ok(await service.orderCourses(deps, requireUser(request).userId, request.body.Kind, request.body.Ids), StaffTrainingMessages.ordered),
  );

  app.get(
    `${S}/TrainingChapters`,
    {
      config: staff,
      schema: {
        tags,
        description: 'A course’s chapters in their order, with how many tutors learned each.',
        querystring: CourseIdQuery,
        response: envelopeResponses(StaffChapterListSchema),
      },
    },
    async (request) => ok(await service.listChapters(deps, request.query.courseId)),
  );

  app.post(
    `${S}/SaveTrainingChapter`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Creates a chapter at the end of its course (no Id) or changes one; audited with before and after.',
        body: SaveChapterBody,
        response: envelopeResponses(StaffChapterSchema),
      },
    },
    async (request) => {
      const { item, created } = await service.saveChapter(deps, requireUser(request).userId, request.body);
      return ok(item, saved(created));
    },
  );

  app.post(
    `${S}/DeleteTrainingChapter`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Deletes a chapter no tutor learned; refused for one tutors learned. Audited.',
        body: IdBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await service.removeChapter(deps, requireUser(request).userId, request.body.Id);
      return ok(true, StaffTrainingMessages.deleted);
    },
  );

  app.post(
    `${S}/OrderTrainingChapters`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Orders a course’s chapters; Ids names each chapter of the course once. Audited.',
        body: OrderChaptersBody,
        response: envelopeResponses(StaffChapterListSchema),
      },
    },
    async (request) =>
      ok(await service.orderChapters(deps, requireUser(request).userId, request.body.CourseId, request.body.Ids), StaffTrainingMessages.ordered),
  );

  app.get(
    `${S}/TrainingKits`,
    {
      config: staff,
      schema: {
        tags,
        description: 'The kit categories and every kit, retired ones too, with question counts and how many tutors learned or took each.',
        response: envelopeResponses(KitListSchema),
      },
    },
    async () => ok(await service.listKits(deps)),
  );

  app.post(
    `${S}/SaveTrainingKit`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Creates a kit at the end of its category (no Id) or changes one: name, category, pass mark (percent), test minutes, label. Audited.',
        body: SaveKitBody,
        response: envelopeResponses(StaffKitSchema),
      },
    },
    async (request) => {
      const { item, created } = await service.saveKit(deps, requireUser(request).userId, request.body);
      return ok(item, saved(created));
    },
  );

  app.post(
    `${S}/RetireTrainingKit`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Retires a kit (out of the tutors’ kit list; their records stay) or brings it back; audited.',
        body: RetireBody,
        response: envelopeResponses(StaffKitSchema),
      },
    },
    async (request) => {
      const item = await service.retireKit(deps, requireUser(request).userId, request.body.Id, request.body.Retired);
      return ok(item, request.body.Retired ? StaffTrainingMessages.retired : StaffTrainingMessages.restored);
    },
  );

  app.post(
    `${S}/DeleteTrainingKit`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Deletes a kit no tutor learned or took, with its questions; refused otherwise (retire it). Audited.',
        body: IdBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await service.removeKit(deps, requireUser(request).userId, request.body.Id);
      return ok(true, StaffTrainingMessages.deleted);
    },
  );

  app.get(
    `${S}/TrainingKitQuestions`,
    {
      config: staff,
      schema: {
        tags,
        description: 'A kit’s test questions in order, with their options and right answers.',
        querystring: KitIdQuery,
        response: envelopeResponses(StaffQuestionListSchema),
      },
    },
    async (request) => ok(await service.listQuestions(deps, request.query.kitId)),
  );

  app.post(
    `${S}/SaveTrainingKitQuestion`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Adds a question at the end of a kit’s test (no Id) or changes one: 2 to 8 options, the right one(s) among them. Audited.',
        body: SaveQuestionBody,
        response: envelopeResponses(StaffQuestionSchema),
      },
    },
    async (request) => {
      const { item, created } = await service.saveQuestion(deps, requireUser(request).userId, request.body);
      return ok(item, saved(created));
    },
  );

  app.post(
    `${S}/DeleteTrainingKitQuestion`,
    {
      config: staff,
      schema: {
        tags,
        description: 'Deletes a question of a kit whose test nobody took; refused otherwise (their answers name it). Audited.',
        body: IdBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await service.removeQuestion(deps, requireUser(request).userId, request.body.Id);
      return ok(true, StaffTrainingMessages.deleted);
    },
  );
};

export default staffTrainingContentRoutes;
