import { Type } from '@sinclair/typebox';
import { LessonType, REMARK_TEXT_MAX, SCORE_MAX } from '../class-detail';
import { DbId, DbInteger } from './db-integer';

export const ClidQuery = Type.Object({ clid: DbId({ description: 'The class id (CLID).' }) });

export const MaterialLineSchema = Type.Object({
  CSID: Type.Integer({ description: "> 0 (the lesson's SID) on the line set as this class's material." }),
  USID: Type.Integer({ description: '> 0 on a line the student studied.' }),
  USAID: Type.Integer({ description: '> 0 on a line set for another coming class of the student.' }),
  RowNum: Type.Integer(),
  IsRemark: Type.Boolean(),
  ClassType: Type.Integer({ description: '> 0: a test lesson.' }),
  SubjectName: Type.String(),
  SID: Type.Integer(),
  CatId: Type.Integer(),
  IsTest: Type.Boolean(),
  UnitID: Type.Integer(),
  UnitName: Type.String(),
  Sort: Type.Integer(),
  VipNumber: Type.Integer(),
  TestNumber: Type.Integer(),
  IsCurrentCourseware: Type.Boolean({ description: 'The current lesson by teaching.md §4.' }),
  LessonType: Type.Unsafe<LessonType>({
    type: 'integer',
    enum: Object.values(LessonType),
    description: '1 studied, 2 teaching plan, 3 test lesson, 4 review (teaching.md §4).',
  }),
});

export const MaterialListSchema = Type.Object({
  UCID: Type.Integer(),
  CLID: Type.Integer({ description: '0 when no class was named.' }),
  Lines: Type.Array(MaterialLineSchema),
  CurrentIndex: Type.Integer({ description: 'Index of the current lesson in Lines, -1 when none.' }),
});

export const TeachingMaterialsBody = Type.Object(
  {
    UCID: DbId({ description: "The student's course enrolment." }),
    isTest: Type.Optional(Type.Boolean({ description: 'List the test courses (a test class).' })),
    CLID: Type.Optional(DbId({ description: 'The class whose material is marked (CSID).' })),
  },
  { additionalProperties: false },
);

export const SetMaterialBody = Type.Object({ CLID: DbId(), SID: DbId({ description: 'The lesson to teach.' }) }, { additionalProperties: false });

export const MaterialSetSchema = Type.Object({ CLID: Type.Integer(), SID: Type.Integer(), SubjectName: Type.String() });

export const SameMaterialsBody = Type.Object(
  {
    clid: DbId(),
    tuid: DbId({ description: "The tutor's own id." }),
    uid: DbId({ description: "The class's student." }),
    classTime: Type.Optional(Type.String({ maxLength: 40, description: "The class's start (informative; the class's own time is used)." })),
  },
  { additionalProperties: false },
);

export const SidQuery = Type.Object({ sId: DbId({ description: 'The lesson (SID).' }) });

export const KnowledgePointsSchema = Type.Object({
  SID: Type.Integer(),
  SubjectName: Type.String(),
  KnowledgePoints: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
});

export const CheckCategoryQuery = Type.Object({
  cateId: DbInteger({ minimum: 0 }),
  cateName: Type.Optional(Type.String({ maxLength: 100 })),
  uid: DbId(),
  classTime: Type.Optional(Type.String({ maxLength: 40 })),
});

export const CheckCategorySchema = Type.Object({ Allowed: Type.Boolean(), Msg: Type.String() });

export const MaterialRemarkLineSchema = Type.Object({
  CLID: Type.Integer({ description: "0 for another tutor's class (its id is not shown)." }),
  ClassTime: Type.String(),
  SubjectName: Type.String(),
  Kind: Type.String(),
  Summary: Type.String(),
});
export const MaterialRemarkSchema = Type.Array(MaterialRemarkLineSchema);

const RemarkText = Type.String({ maxLength: 4000, description: 'The remark (10 to 2000 characters once trimmed).' });
const Rating = DbInteger({ minimum: 1, maximum: 5 });

export const ClassRemarkBody = Type.Object(
  {
    CLID: DbId(),
    Content: RemarkText,
    Ratings: Type.Optional(
      Type.Object(
        {
          Pronunciation: Type.Optional(Rating),
          Fluency: Type.Optional(Rating),
          Vocabulary: Type.Optional(Rating),
          Grammar: Type.Optional(Rating),
          Participation: Type.Optional(Rating),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const KnowledgeRemarkBody = Type.Object(
  {
    CLID: DbId(),
    Content: RemarkText,
    Points: Type.Array(Type.Object({ Id: DbId(), Mastery: Rating }, { additionalProperties: false }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);

export const TrialRemarkBody = Type.Object(
  {
    CLID: DbId(),
    Content: RemarkText,
    Level: Type.Optional(Type.String({ maxLength: 40, description: "The student's level as the tutor judged it." })),
    Suggestion: Type.Optional(Type.String({ maxLength: 1000, description: 'The course the tutor suggests.' })),
  },
  { additionalProperties: false },
);

export const RemarkLaterBody = Type.Object(
  {
    CLID: DbId(),
    Kind: Type.Optional(Type.Union([Type.Literal('class'), Type.Literal('knowledge_points'), Type.Literal('trial')])),
    Content: Type.String({ maxLength: 4000 }),
  },
  { additionalProperties: false },
);

/** What a remark holds: the text, and by kind the ratings, the knowledge points' mastery, the level and suggestion. */
export const RemarkContentSchema = Type.Object(
  {
    Content: Type.String(),
    Ratings: Type.Optional(Type.Record(Type.String(), Type.Number())),
    Points: Type.Optional(Type.Array(Type.Object({ Id: Type.Integer(), Mastery: Type.Integer() }))),
    Level: Type.Optional(Type.String()),
    Suggestion: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const RemarkSchema = Type.Object({
  Kind: Type.String(),
  Status: Type.String({ description: 'draft (remark later) or submitted.' }),
  Content: RemarkContentSchema,
  UpdatedAt: Type.String(),
  SubmittedAt: Type.Union([Type.String(), Type.Null()]),
});

export const LessonPlanSchema = Type.Object({
  CLID: Type.Integer(),
  Content: Type.String(),
  MaterialReasons: Type.Array(Type.Object({ SID: Type.Integer(), Reason: Type.String() })),
  SubjectName: Type.String({ description: "The class's material ('' when none is set)." }),
  UpdatedAt: Type.String({ description: "'' until saved." }),
});

export const SaveLessonPlanBody = Type.Object({ CLID: DbId(), Content: Type.String({ maxLength: 8000 }) }, { additionalProperties: false });

export const MaterialReasonsBody = Type.Object(
  {
    CLID: DbId(),
    Reasons: Type.Array(Type.Object({ SID: DbId(), Reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false }), { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const LessonPlanStateSchema = Type.Object({
  Days: Type.Integer(),
  Pending: Type.Integer({ description: 'Booked classes in the next Days days without a plan.' }),
  Classes: Type.Array(Type.Object({ CLID: Type.Integer(), StartTime: Type.String(), StudentName: Type.String(), HasPlan: Type.Boolean() })),
});

export const MistakeBody = Type.Object(
  { CLID: DbId(), SID: DbId(), Page: Type.Optional(DbInteger({ minimum: 0, maximum: 500 })), Description: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);

export const MistakeSchema = Type.Object({
  Id: Type.Integer(),
  SID: Type.Integer(),
  SubjectName: Type.String(),
  Status: Type.String(),
  CreatedAt: Type.String(),
});

export const AssistanceBody = Type.Object(
  {
    CLID: DbId(),
    ProblemId: DbId({ description: 'A child problem of GetClassProblemIncludeChildren.' }),
    Description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const AssistanceSchema = Type.Object({
  Id: Type.Integer(),
  CLID: Type.Integer(),
  ProblemId: Type.Integer(),
  ProblemName: Type.String(),
  Description: Type.String(),
  Status: Type.String({ description: 'open, answered or closed.' }),
  Reply: Type.String(),
  CreatedAt: Type.String(),
  AnsweredAt: Type.Union([Type.String(), Type.Null()]),
});

export const AssistanceQuery = Type.Object({
  clid: DbId(),
  type: Type.Optional(DbInteger({ minimum: 0, description: '0: every request; else a problem group id.' })),
});

export const ClassToolQuery = Type.Object({ classTool: DbInteger({ minimum: 0, maximum: 11 }) });

export const ClassProblemSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Children: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
});
export const ClassProblemsSchema = Type.Array(ClassProblemSchema);

export const StaffAnswerBody = Type.Object(
  { Id: DbId(), Reply: Type.String({ maxLength: 2000 }), Close: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const StaffQueueQuery = Type.Object({ limit: Type.Optional(DbInteger({ minimum: 1, maximum: 200 })) });

export const AbsentAllowedSchema = Type.Object({ Allowed: Type.Boolean(), Msg: Type.String(), Uploaded: Type.Boolean(), UploadedAt: Type.String() });
export const AbsentUploadSchema = Type.Object({ CLID: Type.Integer(), Status: Type.String(), AbsentParty: Type.String(), FileRef: Type.String() });

export const StuInfoQuery = Type.Object({ uid: DbId(), classTime: Type.Optional(Type.String({ maxLength: 40 })) });
export const StudentInfoSchema = Type.Object({
  UID: Type.Integer(),
  Name: Type.String(),
  AgeBand: Type.String(),
  EnglishLevel: Type.String(),
  Country: Type.String(),
  TimeZone: Type.String(),
  LearningGoals: Type.String(),
  Interests: Type.String(),
  ClassesWithYou: Type.Integer({ description: 'Finished classes of the student with this tutor.' }),
  LastClassWithYou: Type.String(),
});
export const LessonScoreQuery = Type.Object({
  clid: DbId(),
  score: DbInteger({ minimum: 1, maximum: 5 }),
  activityType: DbInteger({ minimum: 1, maximum: 2, description: '1 level rate, 2 textbook score.' }),
});
export const LessonScoreSchema = Type.Object({ CLID: Type.Integer(), ActivityType: Type.Integer(), Score: Type.Integer() });
export const UidQuery = Type.Object({ uid: DbId() });
export const AppraisalSuggestionSchema = Type.Object({ Id: Type.Integer(), Text: Type.String() });
export const SuggestionsSchema = Type.Array(AppraisalSuggestionSchema);
export const SuggestClickQuery = Type.Object({ clid: DbId(), suggestId: DbId() });
export const AppraisalPopupQuery = Type.Object({
  clid: DbId(),
  staySeconds: DbInteger({ minimum: 0, maximum: 86_400 }),
  isRead: Type.Optional(Type.Boolean()),
});
export const TrialSmsStatusSchema = Type.Object({ CanSend: Type.Boolean(), Reason: Type.String(), Sent: Type.Boolean(), SentAt: Type.String() });
export const TrialSmsSentSchema = Type.Object({
  Sent: Type.Boolean(),
  Status: Type.String({ description: 'The outbox status: held until an SMS provider is configured, sent or failed.' }),
});
export const TutorEventBody = Type.Object(
  { eventEnum: DbInteger({ minimum: 0 }), response: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export const UserVersionBody = Type.Object({ Version: Type.Optional(Type.String({ maxLength: 50 })) });
export const DivertMaterialsQuery = Type.Object({ clid: DbId(), uid: DbId() });
export const DivertSetQuery = Type.Object({ clid: DbId(), uid: DbId(), sid: DbId(), catId: DbInteger({ minimum: 0 }) });
export const CourseSearchQuery = Type.Object({
  subjectName: Type.String({ maxLength: 100 }),
  currentPage: DbInteger({ minimum: 1, maximum: 10_000 }),
  pageSize: DbInteger({ minimum: 1, maximum: 100 }),
});
export const CourseSearchSchema = Type.Object({
  Total: Type.Integer(),
  CurrentPage: Type.Integer(),
  PageSize: Type.Integer(),
  Items: Type.Array(
    Type.Object({ SID: Type.Integer(), SubjectName: Type.String(), CourseName: Type.String(), UnitName: Type.String(), CatId: Type.Integer() }),
  ),
});

/** The staff's queue of open class support requests: each request with its tutor. */
export const StaffAssistanceSchema = Type.Intersect([AssistanceSchema, Type.Object({ Tuid: Type.Integer() })]);

// ---- The student's reports (class-reports.routes.ts) ------------------------------------------

export const UsidQuery = Type.Object({ usid: DbId() });

const Evaluation = {
  Remark: Type.String(),
  Ratings: Type.Record(Type.String(), Type.Number()),
  RemarkSubmittedAt: Type.String(),
  LevelRate: Type.Integer({ description: '0: not given.' }),
  TextbookScore: Type.Integer({ description: '0: not given.' }),
};
export const CourseEvaluationSchema = Type.Object({ CLID: Type.Integer(), SubjectName: Type.String(), ...Evaluation });
export const UserReportSchema = Type.Object({
  USID: Type.Integer(),
  CLID: Type.Integer(),
  StuUID: Type.Integer(),
  ClassTime: Type.String(),
  SubjectName: Type.String(),
  ...Evaluation,
});
export const SummaryAnalysisSchema = Type.Object({
  StuUID: Type.Integer(),
  FinishedClasses: Type.Integer(),
  RemarkedClasses: Type.Integer(),
  Averages: Type.Record(Type.String(), Type.Number()),
  AverageLevelRate: Type.Number(),
  AverageTextbookScore: Type.Number(),
});
export const AiSummarySchema = Type.Object({ CLID: Type.Integer(), Ready: Type.Boolean(), Summary: Type.String() });
export const MasterRecordSchema = Type.Object({
  CLID: Type.Integer(),
  Submitted: Type.Boolean(),
  SubmittedAt: Type.String(),
  Score: Type.Integer(),
  Comment: Type.String(),
});
export const MasterRecordBody = Type.Object(
  { CLID: DbId(), Score: DbInteger({ minimum: 1, maximum: SCORE_MAX }), Comment: Type.String({ maxLength: REMARK_TEXT_MAX }) },
  { additionalProperties: false },
);
export const WonderfulPicturesSchema = Type.Object({
  CLID: Type.Integer(),
  Pictures: Type.Array(Type.Object({ Url: Type.String(), TakenAt: Type.String() })),
});
export const CourseTrainingBody = Type.Object(
  { TrainingTag: Type.String({ minLength: 1, maxLength: 50 }), CLID: Type.Optional(DbId()) },
  { additionalProperties: false },
);
export const CourseTrainingSchema = Type.Object({ TrainingTag: Type.String(), Title: Type.String(), Content: Type.String(), FirstRead: Type.Boolean() });

// ---- The behaviour-data service (behaviour-data.routes.ts) ------------------------------------

export const CustomDataBody = Type.Object(
  {
    userId: DbId({ description: 'The tutor whose behaviour this is.' }),
    startTime: Type.String({ format: 'date-time' }),
    endTime: Type.String({ format: 'date-time' }),
    labelId: DbInteger({ minimum: 0 }),
    customData: Type.Object(
      { Tagid: DbInteger({ minimum: 0 }) },
      { additionalProperties: Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]), maxProperties: 20 },
    ),
  },
  { additionalProperties: false },
);
