import { Type } from '@sinclair/typebox';
import { STAFF_REASON_MAX, STUDENT_FIELD_MAX, STUDENT_GOALS_MAX, STUDENT_NAME_MAX } from '../staff-bookings';
import { AbsentReview } from '../staff-reviews';
import { DbId } from './db-integer';

/** Schemas of staff reviews (issue 21): absent pictures and editing a student. */

/** An absent picture waiting for staff, one per class. */
export const AbsentPictureQueueItemSchema = Type.Object({
  Id: Type.Integer({ description: 'The class id: one picture per class.' }),
  Tuid: Type.Integer(),
  Account: Type.String(),
  Name: Type.String(),
  ClassTime: Type.String(),
  StudentName: Type.String(),
  AbsentParty: Type.String({ description: 'Who the class is marked absent now: student (the picture’s claim) or tutor (the picture contests it).' }),
  FileRef: Type.String(),
  PictureUrl: Type.String({ description: 'A short-lived signed link to the picture.' }),
  SentAt: Type.String(),
});
export const AbsentPictureQueuePage = Type.Object({ Total: Type.Integer(), Items: Type.Array(AbsentPictureQueueItemSchema) });

export const DecideAbsentPictureBody = Type.Object(
  {
    CLID: DbId(),
    Accept: Type.Boolean(),
    Reason: Type.Optional(Type.String({ maxLength: STAFF_REASON_MAX, description: 'Required to refuse; an optional note to accept. The tutor reads it.' })),
  },
  { additionalProperties: false },
);

export const AbsentDecisionSchema = Type.Object({
  CLID: Type.Integer(),
  Tuid: Type.Integer(),
  Status: Type.Unsafe<AbsentReview>({ type: 'string', enum: Object.values(AbsentReview) }),
  ReversedEntries: Type.Array(Type.Integer(), { description: 'The reversal entries the acceptance wrote (none when nothing was left to reverse).' }),
  ReviewedAt: Type.String(),
});

export const UpdateStudentBody = Type.Object(
  {
    StuUID: DbId(),
    Name: Type.Optional(Type.String({ maxLength: STUDENT_NAME_MAX })),
    AgeBand: Type.Optional(Type.String({ maxLength: STUDENT_FIELD_MAX })),
    EnglishLevel: Type.Optional(Type.String({ maxLength: STUDENT_FIELD_MAX })),
    Country: Type.Optional(Type.String({ maxLength: STUDENT_FIELD_MAX })),
    TimeZone: Type.Optional(Type.String({ maxLength: 64, description: 'An IANA zone; empty: the provider’s.' })),
    LearningGoals: Type.Optional(Type.String({ maxLength: STUDENT_GOALS_MAX })),
  },
  { additionalProperties: false },
);
