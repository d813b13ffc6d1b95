import { Type } from '@sinclair/typebox';
import { JoinCall } from '../class-table';
import { CLASS_TOOLS, CLASS_TYPES } from '../classes';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The spec's display status of a class (teaching.md §4 "Class status"). */
const ClassDisplayStatusSchema = Type.Union([Type.Literal('finished'), Type.Literal('unfinished'), Type.Literal('incorrectFinished')]);

export const ClassTableClassSchema = Type.Object({
  CLID: Type.Integer(),
  UCID: Nullable(Type.Integer()),
  StuUID: Nullable(Type.Integer()),
  SID: Type.Integer({ description: 'The lesson recorded as taught; 0 until the class finished with one.' }),
  SmallClassId: Nullable(Type.Integer()),
  StudentName: Type.String(),
  StudentLevel: Type.String(),
  CourseName: Type.String(),
  LessonName: Type.String(),
  ClassTool: Type.Integer({ description: 'Index into the class tool enumeration (teaching.md §3).' }),
  ClassToolName: Type.String(),
  ClassType: Type.String({ description: CLASS_TYPES.join(', ') }),
  ClassTypeLabel: Type.String(),
  StartTime: Type.String({ description: 'UTC ISO instant.' }),
  EndTime: Type.String(),
  Status: Type.String({ description: 'booked, finished, cancelled or absent.' }),
  StatusDetail: Type.String(),
  IsOverClass: Type.Boolean(),
  DisplayStatus: ClassDisplayStatusSchema,
  JoinCall: Type.Unsafe<JoinCall | ''>({
    type: 'string',
    enum: [...Object.values(JoinCall), ''],
    description: "The join call of this class's Join button, '' when none.",
  }),
  CanJoin: Type.Boolean(),
  JoinOpensAt: Type.String(),
});

export const ClassTablePeriodSchema = Type.Object({
  TimeZone: Type.String({ description: "The tutor's display zone (IANA)." }),
  ZoneLabel: Type.String({ description: 'e.g. Europe/Berlin (UTC+01:00) at the start of the period.' }),
  FirstDay: Type.String({ description: 'YYYY-MM-DD in the display zone.' }),
  Days: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  ServerTime: Type.String(),
  Classes: Type.Array(ClassTableClassSchema),
});

export const PeriodBody = Type.Object(
  {
    WeekStart: Type.Optional(Type.String({ description: "A Monday, YYYY-MM-DD, in the tutor's display zone." })),
    Day: Type.Optional(Type.String({ description: 'One day, YYYY-MM-DD, in the display zone (the day view).' })),
    StartTime: Type.Optional(Type.String({ description: 'With EndTime: a UTC range of at most 42 days.' })),
    EndTime: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const ClidQuery = Type.Object({ clid: Type.Integer({ minimum: 1, description: 'The class id (CLID).' }) });
export const JoinQuery = Type.Object({
  clid: Type.Integer({ minimum: 1 }),
  isMac: Type.Optional(Type.Boolean({ description: "The tutor's computer is a Mac (AClassroom opens its Mac client)." })),
});
export const SclidQuery = Type.Object({ sclid: Type.Integer({ minimum: 1, description: 'The small class id (SCLID).' }) });
export const TuidQuery = Type.Object({ tuid: Type.Integer({ minimum: 1, description: "The tutor's own id." }) });
export const UidQuery = Type.Object({ uid: Type.Integer({ minimum: 1, description: 'A student id (StuUID).' }) });

export const ClassInfoSchema = Type.Intersect([ClassTableClassSchema, Type.Object({ TimeZone: Type.String(), ZoneLabel: Type.String() })]);

export const ClassDetailsSchema = Type.Object({
  info: Type.Object({
    UCID: Type.Integer(),
    CLID: Type.Integer(),
    StuUID: Type.Integer(),
    SID: Type.Integer(),
    IsOverClass: Type.Boolean(),
    istext: Type.Boolean({ description: 'A test lesson.' }),
  }),
  Student: Type.Object({ Name: Type.String(), EnglishLevel: Type.String(), Country: Type.String(), AgeBand: Type.String() }),
  CourseName: Type.String(),
  LessonName: Type.String(),
  ClassTool: Type.Integer(),
  ClassToolName: Type.String(),
  ClassType: Type.String(),
  ClassTypeLabel: Type.String(),
  Status: Type.String(),
  StatusDetail: Type.String(),
  DisplayStatus: ClassDisplayStatusSchema,
  StartTime: Type.String(),
  EndTime: Type.String(),
  LocalStart: Type.String({ description: 'YYYY-MM-DD HH:mm in TimeZone.' }),
  LocalEnd: Type.String(),
  TimeZone: Type.String(),
  ZoneLabel: Type.String(),
});

export const DisplayTimeZoneSchema = Type.Object({
  TimeZone: Type.String(),
  ProviderTimeZone: Type.String(),
  IsDefault: Type.Boolean(),
  ZoneLabel: Type.String(),
});
export const SetDisplayTimeZoneBody = Type.Object(
  { TimeZone: Type.String({ maxLength: 64, description: "An IANA zone such as Europe/Berlin; '' for the provider's." }) },
  { additionalProperties: false },
);

export const ClassroomLinkSchema = Type.Object({
  Url: Type.String(),
  Room: Type.String(),
  Token: Type.String(),
  ToolName: Type.String(),
  ForClient: Type.Boolean({ description: 'The desktop client link (cookie client=tutorclient).' }),
});
export const PreloadUrlSchema = Type.Object({ Url: Type.String() });

export const SmallClassInfoSchema = Type.Object({
  SCLID: Type.Integer(),
  Title: Type.String(),
  CourseName: Type.String(),
  Capacity: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  Students: Type.Array(Type.Object({ CLID: Type.Integer(), StuUID: Type.Integer(), Name: Type.String(), Status: Type.String() })),
  CanJoin: Type.Boolean(),
  JoinOpensAt: Type.String(),
});

export const FeedUrlSchema = Type.Object({ Url: Type.String({ description: 'The secret iCalendar (RFC 5545) address of the tutor’s classes.' }) });
export const CalendarFeedParams = Type.Object({ secret: Type.String({ maxLength: 80 }) });

export const StaffBookClassBody = Type.Object(
  {
    Tuid: Type.Integer({ minimum: 1 }),
    StuUID: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    UCID: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    LessonId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    ClassType: Type.Unsafe<string>({ type: 'string', enum: [...CLASS_TYPES] }),
    ClassTool: Type.Integer({ minimum: 0, maximum: CLASS_TOOLS.length - 1 }),
    StartTime: Type.String({ description: 'UTC ISO instant on the hour or half hour.' }),
    Minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 120 })),
    FeePhp: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export const StaffBookClassResult = Type.Object({ CLID: Type.Integer(), StartTime: Type.String(), EndTime: Type.String() });
