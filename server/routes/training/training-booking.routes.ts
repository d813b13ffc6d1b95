import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TrainingBookingMessages, TrainingSessionKind } from '../../../src/domain/training-booking';
import { envelopeResponses, ok } from '../../http/envelope';
import { DbId } from '../../../src/domain/api/db-integer';
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
const Instant = (description: string) => Type.String({ maxLength: 40, description });

const SlotSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.String(),
  Title: Type.String(),
  TrainerName: Type.String(),
  ScheduleStart: Type.String(),
  ScheduleEnd: Type.String(),
  SeatsLeft: Type.Integer(),
  BookedClassId: Type.Union([Type.Integer(), Type.Null()]),
});

const BookingSchema = Type.Object({
  ClassId: Type.Integer(),
  Kind: Type.String(),
  Title: Type.String(),
  TrainerName: Type.String(),
  ScheduleStart: Type.String(),
  ScheduleEnd: Type.String(),
  Remark: Type.String(),
  VideoLink: Type.String(),
  Status: Type.String(),
  CancelReason: Type.String(),
  Result: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Null()]),
  ResultComment: Type.String(),
});

const EvaluationSchema = Type.Object({ TranCourseId: Type.Integer(), Rating: Type.Integer(), Comment: Type.String(), CreatedAt: Type.String() });

/** Loose on purpose: a missing or blank reason gets its own message from the service. */
const CancelBody = Type.Object({ ID: DbId({ description: 'The booked class id.' }), DeletedDesc: Type.Optional(Type.String({ maxLength: 2000 })) });

/** Training classes (teaching.md §7): sessions offered, booking, the tutor's bookings, cancel, results. */
const trainingBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Training/GetProcessTrainingTimeList',
    {
      schema: {
        tags,
        description:
          'Training classes, QA and test lessons offered in [ScheduleStart, ScheduleEnd) (default: the next two weeks), with seats left and the tutor’s own booking.',
        querystring: Type.Object({ ScheduleStart: Type.Optional(Instant('ISO instant')), ScheduleEnd: Type.Optional(Instant('ISO instant')) }),
        response: envelopeResponses(Type.Array(SlotSchema)),
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
        querystring: Type.Object({
          ScheduleStart: Instant('ISO instant'),
          ScheduleEnd: Instant('ISO instant'),
          Remark: Type.Optional(Type.String({ maxLength: 2000 })),
          TUName: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: envelopeResponses(BookingSchema),
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
        body: Type.Object({
          classType: Type.Integer({ minimum: 0, maximum: 100 }),
          classTime: Instant('ISO instant'),
          classTimeEnd: Type.Optional(Instant('ISO instant')),
          VideoLink: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        response: envelopeResponses(BookingSchema),
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
        response: envelopeResponses(Type.Array(BookingSchema)),
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
        body: CancelBody,
        response: envelopeResponses(BookingSchema),
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
        body: CancelBody,
        response: envelopeResponses(BookingSchema),
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
        querystring: Type.Object({
          trainingId: DbId({ description: 'The booked class id.' }),
          trainingType: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        }),
        response: envelopeResponses(BookingSchema),
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
        body: Type.Object({
          tranCourseId: DbId({ description: 'The training class id.' }),
          evaluationRequest: Type.Object({ Rating: Type.Optional(Type.Unknown()), Comment: Type.Optional(Type.String({ maxLength: 5000 })) }),
        }),
        response: envelopeResponses(EvaluationSchema),
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
        querystring: Type.Object({ TranCourseId: DbId({ description: 'The training class id.' }) }),
        response: envelopeResponses(Type.Union([EvaluationSchema, Type.Null()])),
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
        response: envelopeResponses(
          Type.Object({ IsUnfinished: Type.Boolean(), TranCourseId: Type.Union([Type.Integer(), Type.Null()]), Title: Type.String(), Tip: Type.String() }),
        ),
      },
    },
    async (request) => ok(await unfinishedEvaluation(app, requireUser(request).userId)),
  );
};

export default trainingBookingRoutes;
