import { Type } from '@sinclair/typebox';
import { STAFF_PAGE_SIZE } from '../staff-console';
import {
  OPEN_SLOT_DAYS_MAX,
  POINTS_MAX,
  REASSIGN_MAX,
  STAFF_POINTS_RULES,
  STAFF_REASON_MAX,
  STUDENT_FIELD_MAX,
  STUDENT_GOALS_MAX,
  STUDENT_NAME_MAX,
  StaffClassView,
  StaffOutcome,
  type StaffPointsRule,
} from '../staff-bookings';
import { DbId } from './db-integer';

const ENTRY_KEY_RULE = '8 to 64 letters, digits or . _ : -';

/** Schemas of the console's students, bookings and data-staff points calls (issue 21). */

const paging = {
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: STAFF_PAGE_SIZE }),
};
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Reason = (description: string) => Type.String({ maxLength: STAFF_REASON_MAX, description });
const Done = Type.Object({ CLID: Type.Integer(), Status: Type.String() });

export const StudentSchema = Type.Object({
  StuUID: Type.Integer(),
  Name: Type.String(),
  AgeBand: Type.String(),
  EnglishLevel: Type.String(),
  Country: Type.String(),
  TimeZone: Type.String(),
  LearningGoals: Type.String(),
  CreatedAt: Type.String(),
  Courses: Type.Array(Type.Object({ UCID: Type.Integer(), CourseId: Type.Integer(), CourseName: Type.String() }), {
    description: "The student's course enrolments (UCID), to book against.",
  }),
});

export const CreateStudentBody = Type.Object(
  {
    Name: Type.String({ maxLength: STUDENT_NAME_MAX }),
    AgeBand: Type.Optional(Type.String({ maxLength: STUDENT_FIELD_MAX })),
    EnglishLevel: Type.Optional(Type.String({ maxLength: STUDENT_FIELD_MAX })),
    Country: Type.Optional(Type.String({ maxLength: STUDENT_FIELD_MAX })),
    TimeZone: Type.Optional(Type.String({ maxLength: 64, description: 'An IANA zone; empty: the provider’s.' })),
    LearningGoals: Type.Optional(Type.String({ maxLength: STUDENT_GOALS_MAX })),
    CourseId: Type.Optional(DbId({ description: 'Enrol the student in this course at once (their UCID to book against).' })),
  },
  { additionalProperties: false },
);

export const StudentSearchQuery = Type.Object(
  { query: Type.Optional(Type.String({ maxLength: 100, description: 'A student id (UID), or part of a name.' })), ...paging },
  { additionalProperties: false },
);
export const StudentPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(StudentSchema) });

export const CoursesQuery = Type.Object({ ...paging }, { additionalProperties: false });
/** A course of the catalogue, to enrol a student in. */
export const CatalogueCourseSchema = Type.Object({ CourseId: Type.Integer(), Name: Type.String(), Level: Type.String() });
export const CoursePage = Type.Object({ Total: Type.Integer(), Items: Type.Array(CatalogueCourseSchema) });

export const OpenSlotsQuery = Type.Object(
  {
    tuid: DbId(),
    from: Type.String({ maxLength: 40, description: 'ISO instant: the first moment to list (never before now).' }),
    days: Type.Integer({ minimum: 1, maximum: OPEN_SLOT_DAYS_MAX, default: 7 }),
  },
  { additionalProperties: false },
);
export const OpenSlotSchema = Type.Object({ StartTime: Type.String(), EndTime: Type.String() });
export const OpenSlotsSchema = Type.Array(OpenSlotSchema);

export const TutorClassesQuery = Type.Object(
  {
    tuid: DbId(),
    view: Type.Unsafe<StaffClassView>({ type: 'string', enum: Object.values(StaffClassView), default: StaffClassView.upcoming }),
    ...paging,
  },
  { additionalProperties: false },
);
export const StaffClassSchema = Type.Object({
  CLID: Type.Integer(),
  StuUID: Nullable(Type.Integer()),
  StudentName: Type.String(),
  CourseName: Type.String(),
  ClassType: Type.String(),
  ClassTool: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  Status: Type.String(),
  StatusBy: Type.String({ description: "Who changed the status (tutor, student, system, staff), or ''." }),
  Reason: Type.String(),
  Rating: Nullable(Type.Integer()),
  HandedToStaff: Type.Boolean({ description: 'A leave handed the class to staff to reassign.' }),
});
export const TutorClassesPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(StaffClassSchema) });

export const CancelForStudentBody = Type.Object(
  { CLID: DbId(), Reason: Reason('Why the student cancelled; the tutor reads it.') },
  { additionalProperties: false },
);
export const MarkOutcomeBody = Type.Object(
  {
    CLID: DbId(),
    Outcome: Type.Unsafe<StaffOutcome>({ type: 'string', enum: Object.values(StaffOutcome) }),
    Reason: Type.Optional(Reason('What staff know of it (optional); the tutor reads it.')),
  },
  { additionalProperties: false },
);
export const RateClassBody = Type.Object({ CLID: DbId(), Stars: Type.Integer({ minimum: 1, maximum: 5 }) }, { additionalProperties: false });
export const ClassDoneSchema = Done;

export const ReassignClassesBody = Type.Object(
  {
    FromTuid: DbId({ description: 'The tutor whose classes they are (on leave).' }),
    ToTuid: DbId({ description: 'The tutor who takes them.' }),
    CLIDs: Type.Array(DbId(), { minItems: 1, maxItems: REASSIGN_MAX }),
    Reason: Reason('Why (e.g. the tutor is on leave); both tutors read it.'),
  },
  { additionalProperties: false },
);
export const ReassignedSchema = Type.Object({ Tuid: Type.Integer(), CLIDs: Type.Array(Type.Integer()) });

export const AddPointsBody = Type.Object(
  {
    Tuid: DbId(),
    Rule: Type.Unsafe<StaffPointsRule>({ type: 'string', enum: STAFF_POINTS_RULES.map((item) => item.rule) }),
    Points: Type.Number({ minimum: -POINTS_MAX, maximum: POINTS_MAX, description: 'Teaching points, in hundredths at most; not 0.' }),
    Reason: Reason('Why; the tutor reads it in "why did this move?".'),
    Key: Type.String({
      maxLength: 64,
      description: `The client’s idempotency key (${ENTRY_KEY_RULE}): sending the same entry again with it answers the first entry; another entry with it is refused.`,
    }),
  },
  { additionalProperties: false },
);
export const PointsEntrySchema = Type.Object({
  Id: Type.Integer(),
  Rule: Type.String(),
  RuleLabel: Type.String(),
  Points: Type.Number(),
  Reason: Type.String(),
  CountsAt: Type.String(),
  CreatedAt: Type.String(),
  EnteredBy: Type.String(),
});
export const AddPointsResult = Type.Object({
  Entry: PointsEntrySchema,
  Replayed: Type.Boolean({ description: 'The key had already entered this entry: nothing new was written.' }),
});
export const PointsEntriesQuery = Type.Object({ tuid: DbId(), ...paging }, { additionalProperties: false });
export const PointsEntriesPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(PointsEntrySchema) });
