import { Type } from '@sinclair/typebox';
import { TrainingSessionKind } from '../training-booking';
import { DbId } from './db-integer';

/** Schemas of the training class bookings (teaching.md §7 "Training"): sessions, bookings, cancelling, results, evaluations. */

const Instant = (description: string) => Type.String({ maxLength: 40, description });

const SessionKind = Type.Unsafe<TrainingSessionKind>({ type: 'string', enum: Object.values(TrainingSessionKind) });

export const TrainingSlotSchema = Type.Object({
  Id: Type.Integer(),
  Kind: SessionKind,
  Title: Type.String(),
  TrainerName: Type.String(),
  ScheduleStart: Type.String(),
  ScheduleEnd: Type.String(),
  SeatsLeft: Type.Integer(),
  BookedClassId: Type.Union([Type.Integer(), Type.Null()], { description: "The tutor's booked class of this session, if any." }),
});

export const TrainingBookingSchema = Type.Object({
  ClassId: Type.Integer(),
  Kind: SessionKind,
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

export const TrainingEvaluationSchema = Type.Object({ TranCourseId: Type.Integer(), Rating: Type.Integer(), Comment: Type.String(), CreatedAt: Type.String() });

export const UnfinishedEvaluationSchema = Type.Object({
  IsUnfinished: Type.Boolean(),
  TranCourseId: Type.Union([Type.Integer(), Type.Null()]),
  Title: Type.String(),
  Tip: Type.String(),
});

export const TrainingTimeListQuery = Type.Object({ ScheduleStart: Type.Optional(Instant('ISO instant')), ScheduleEnd: Type.Optional(Instant('ISO instant')) });

export const AppointTrainingQuery = Type.Object({
  ScheduleStart: Instant('ISO instant'),
  ScheduleEnd: Instant('ISO instant'),
  Remark: Type.Optional(Type.String({ maxLength: 2000 })),
  TUName: Type.Optional(Type.String({ maxLength: 100 })),
});

export const BookClassByTypeBody = Type.Object({
  classType: Type.Integer({ minimum: 0, maximum: 100 }),
  classTime: Instant('ISO instant'),
  classTimeEnd: Type.Optional(Instant('ISO instant')),
  VideoLink: Type.Optional(Type.String({ maxLength: 500 })),
});

/** Loose on purpose: a missing or blank reason gets its own message from the service. */
export const CancelTrainingBody = Type.Object({
  ID: DbId({ description: 'The booked class id.' }),
  DeletedDesc: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const TrainingResultQuery = Type.Object({
  trainingId: DbId({ description: 'The booked class id.' }),
  trainingType: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
});

/** Loose on purpose: a missing or wrong rating gets its own message from the service. */
export const TrainingEvaluationBody = Type.Object({
  tranCourseId: DbId({ description: 'The training class id.' }),
  evaluationRequest: Type.Object({ Rating: Type.Optional(Type.Unknown()), Comment: Type.Optional(Type.String({ maxLength: 5000 })) }),
});

export const TranCourseIdQuery = Type.Object({ TranCourseId: DbId({ description: 'The training class id.' }) });
