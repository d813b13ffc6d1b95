import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TrainingBookingMessages, TrainingSessionKind } from '../../../src/domain/training-booking';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  AppointTrainingQuery,
  BookClassByTypeBody,
  CancelTrainingBody,
  TrainingBookingSchema,
  TrainingEvaluationBody,
  TrainingEvaluationSchema,
  TrainingResultQuery,
  TrainingSlotSchema,
  TrainingTimeListQuery,
  TranCourseIdQuery,
  UnfinishedEvaluationSchema,
} from '../../../src/domain/api/training-booking.schemas';
import {
  appointTraining,
  bookClassByType,
  cancelTrainingLesson,
  evaluateTraining,
  myTrainingBookings,
  tlResultDetail,
  trainingEvaluationRecord,
  trainingTimeList,
  unfinishedEvaluation,
} from '../../services/training-booking.service';
import { requireUser } from '../../types';

const tags = ['training classes'];
/** Training classes (teaching.md §7): sessions offered, booking, the tutor's bookings, cancel, results. */
const trainingBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Training/GetProcessTrainingTimeList',
    {
      schema: {
        tags,
        description:
          'Training classes, QA and test lessons offered in [ScheduleStart, ScheduleEnd) (default: the next two weeks), with seats left and the tutor’s own booking.',
        querystring: TrainingTimeListQuery,
        response: envelopeResponses(Type.Array(TrainingSlotSchema)),
      },
    },
    async (request) => ok(await trainingTimeList(app, requireUser(request).userId, request.query.ScheduleStart, request.query.ScheduleEnd)),
  );

  app.post(
    '/api/Training/AppointmentTraining',
    {
      schema: {
        tags,
        description: 'Books the training class at [ScheduleStart, ScheduleEnd) with the trainer TUName, with a remark; a class in the class table.',
        querystring: AppointTrainingQuery,
        response: envelopeResponses(TrainingBookingSchema),
      },
    },
    async (request) => ok(await appointTraining(app, requireUser(request).userId, request.query), TrainingBookingMessages.booked),
  );

  app.post(
    '/api/teachInfo/TrainBookClassByType',
    {
      schema: {
        tags,
        description: 'Books a QA lesson (classType 1), a test lesson (2) or a training class (3) offered at classTime.',
        body: BookClassByTypeBody,
        response: envelopeResponses(TrainingBookingSchema),
      },
    },
    async (request) => ok(await bookClassByType(app, requireUser(request).userId, request.body), TrainingBookingMessages.booked),
  );

  app.post(
    '/api/Training/GetMyTrainingBookings',
    {
      schema: {
        tags,
        description: "The tutor's training bookings, newest first, with status, reason and result.",
        response: envelopeResponses(Type.Array(TrainingBookingSchema)),
      },
    },
    async (request) => ok(await myTrainingBookings(app, requireUser(request).userId)),
  );

  app.post(
    '/api/Training/CancelQALessonInfo',
    {
      schema: {
        tags,
        description: 'Cancels the tutor’s training class or QA lesson before it starts, with the reason (DeletedDesc).',
        body: CancelTrainingBody,
        response: envelopeResponses(TrainingBookingSchema),
      },
    },
    async (request) =>
      ok(
        await cancelTrainingLesson(
          app,
          requireUser(request).userId,
          [TrainingSessionKind.training, TrainingSessionKind.qa],
          request.body.ID,
          request.body.DeletedDesc ?? '',
        ),
        TrainingBookingMessages.cancelled,
      ),
  );

  app.post(
    '/api/Training/CancelTestLesson',
    {
      schema: {
        tags,
        description: 'Cancels the tutor’s test lesson before it starts, with the reason (DeletedDesc).',
        body: CancelTrainingBody,
        response: envelopeResponses(TrainingBookingSchema),
      },
    },
    async (request) =>
      ok(
        await cancelTrainingLesson(app, requireUser(request).userId, [TrainingSessionKind.test], request.body.ID, request.body.DeletedDesc ?? ''),
        TrainingBookingMessages.cancelled,
      ),
  );

  app.post(
    '/api/Training/GetTLResultDetail',
    {
      schema: {
        tags,
        description: 'A booking’s result: pass or fail with the trainer’s comment (null until recorded).',
        querystring: TrainingResultQuery,
        response: envelopeResponses(TrainingBookingSchema),
      },
    },
    async (request) => ok(await tlResultDetail(app, requireUser(request).userId, request.query.trainingId)),
  );

  app.post(
    '/api/Training/TrainingEvaluation',
    {
      schema: {
        tags,
        description: 'The tutor evaluates a finished training class of theirs, once: evaluationRequest { Rating 1-5, Comment up to 500 characters }.',
        body: TrainingEvaluationBody,
        response: envelopeResponses(TrainingEvaluationSchema),
      },
    },
    async (request) =>
      ok(
        await evaluateTraining(app, requireUser(request).userId, request.body.tranCourseId, request.body.evaluationRequest),
        TrainingBookingMessages.evaluated,
      ),
  );

  app.post(
    '/api/Training/GetTrainingEvaluationRecord',
    {
      schema: {
        tags,
        description: "The tutor's evaluation of one of their training classes, or null.",
        querystring: TranCourseIdQuery,
        response: envelopeResponses(Type.Union([TrainingEvaluationSchema, Type.Null()])),
      },
    },
    async (request) => ok(await trainingEvaluationRecord(app, requireUser(request).userId, request.query.TranCourseId)),
  );

  app.post(
    '/api/Training/GetIsUnfinishedEvalution',
    {
      schema: {
        tags,
        description: 'A finished training class the tutor has not evaluated yet (the page prompts for it).',
        response: envelopeResponses(UnfinishedEvaluationSchema),
      },
    },
    async (request) => ok(await unfinishedEvaluation(app, requireUser(request).userId)),
  );
};

export default trainingBookingRoutes;
