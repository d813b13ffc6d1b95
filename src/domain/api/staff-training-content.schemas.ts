import { Type } from '@sinclair/typebox';
import {
  CHAPTER_BODY_MAX_LENGTH,
  COURSE_KINDS,
  KIT_LABEL_MAX_LENGTH,
  QUESTION_CATEGORY_MAX_LENGTH,
  QUESTION_EXPLANATION_MAX_LENGTH,
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX,
  QUESTION_TEXT_MAX_LENGTH,
  TRAINING_DESCRIPTION_MAX_LENGTH,
  TRAINING_NAME_MAX_LENGTH,
  TRAINING_ORDER_MAX,
} from '../staff-training-content';
import { CONTENT_URL_MAX_LENGTH } from '../staff-content';
import { DbId, DbInteger } from './db-integer';

/**
 * Schemas of the staff console's training content calls (issue 21). Lengths here are generous
 * outer bounds (twice the rule) so that a too-long text gets the rule's own message in the
 * envelope, not a schema error.
 */

export const CourseKindSchema = Type.Union(
  COURSE_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'course (training center), self_study (self-study list) or online (online training).' },
);
const Text = (max: number) => Type.String({ maxLength: max * 2 });
const Figure = DbInteger({ minimum: -100_000, maximum: 100_000 });

export const CourseKindQuery = Type.Object({ kind: CourseKindSchema }, { additionalProperties: false });
export const CourseIdQuery = Type.Object({ courseId: DbId() }, { additionalProperties: false });
export const KitIdQuery = Type.Object({ kitId: DbId() }, { additionalProperties: false });
export const IdBody = Type.Object({ Id: DbId() }, { additionalProperties: false });
export const RetireBody = Type.Object(
  { Id: DbId(), Retired: Type.Boolean({ description: 'true retires, false brings it back.' }) },
  { additionalProperties: false },
);
const Ids = Type.Array(DbId(), { maxItems: TRAINING_ORDER_MAX, description: 'Every item of the list once, in the new order.' });
export const OrderCoursesBody = Type.Object({ Kind: CourseKindSchema, Ids }, { additionalProperties: false });
export const OrderChaptersBody = Type.Object({ CourseId: DbId(), Ids }, { additionalProperties: false });

export const StaffCourseSchema = Type.Object({
  Id: Type.Integer(),
  Kind: CourseKindSchema,
  Name: Type.String(),
  Description: Type.String(),
  Cover: Type.String(),
  Sort: Type.Integer(),
  Retired: Type.Boolean(),
  ChapterCount: Type.Integer(),
  TutorCount: Type.Integer({ description: 'Tutors subscribed: while any is, delete is refused (retire instead).' }),
});
export const StaffChapterSchema = Type.Object({
  Id: Type.Integer(),
  CourseId: Type.Integer(),
  Title: Type.String(),
  Body: Type.String(),
  Minutes: Type.Integer(),
  Sort: Type.Integer(),
  LearnedCount: Type.Integer({ description: 'Tutors who learned it: while any has, delete is refused.' }),
});
export const StaffKitSchema = Type.Object({
  Id: Type.Integer(),
  CategoryId: Type.Integer(),
  CategoryName: Type.String(),
  Name: Type.String(),
  Description: Type.String(),
  PassScore: Type.Integer({ description: "The pass mark: the percent of the test's points a tutor must reach (score >= pass mark passes)." }),
  TestMinutes: Type.Integer(),
  Label: Type.String({ description: "The teachable-course label passing grants ('' for none)." }),
  Retired: Type.Boolean(),
  QuestionCount: Type.Integer(),
  TakenCount: Type.Integer({ description: 'Tutors who learned it or took its test: while any has, delete is refused (retire instead).' }),
});
export const StaffQuestionSchema = Type.Object({
  Id: Type.Integer(),
  KitId: Type.Integer(),
  CatName: Type.String({ description: "The QA report's category this question counts in." }),
  Text: Type.String(),
  Options: Type.Array(Type.String()),
  Correct: Type.Array(Type.Integer(), { description: 'Indexes of the right options; more than one makes it a "choose all that apply" question.' }),
  Points: Type.Integer(),
  Explanation: Type.String(),
  Sort: Type.Integer(),
});
export const KitCategorySchema = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export const KitListSchema = Type.Object({ Categories: Type.Array(KitCategorySchema), Items: Type.Array(StaffKitSchema) });

export const StaffCourseListSchema = Type.Array(StaffCourseSchema);
export const StaffChapterListSchema = Type.Array(StaffChapterSchema);
export const StaffQuestionListSchema = Type.Array(StaffQuestionSchema);

export const SaveCourseBody = Type.Object(
  {
    Id: Type.Optional(DbId({ description: 'The course to change; absent creates one.' })),
    Kind: CourseKindSchema,
    Name: Text(TRAINING_NAME_MAX_LENGTH),
    Description: Text(TRAINING_DESCRIPTION_MAX_LENGTH),
    Cover: Type.String({ maxLength: CONTENT_URL_MAX_LENGTH * 2 }),
  },
  { additionalProperties: false },
);
export const SaveChapterBody = Type.Object(
  {
    Id: Type.Optional(DbId({ description: 'The chapter to change; absent creates one at the end of the course.' })),
    CourseId: DbId(),
    Title: Text(TRAINING_NAME_MAX_LENGTH),
    Body: Text(CHAPTER_BODY_MAX_LENGTH),
    Minutes: Figure,
  },
  { additionalProperties: false },
);
export const SaveKitBody = Type.Object(
  {
    Id: Type.Optional(DbId({ description: 'The kit to change; absent creates one at the end of its category.' })),
    CategoryId: Figure,
    Name: Text(TRAINING_NAME_MAX_LENGTH),
    Description: Text(TRAINING_DESCRIPTION_MAX_LENGTH),
    PassScore: Figure,
    TestMinutes: Figure,
    Label: Text(KIT_LABEL_MAX_LENGTH),
  },
  { additionalProperties: false },
);
export const SaveQuestionBody = Type.Object(
  {
    Id: Type.Optional(DbId({ description: 'The question to change; absent adds one at the end of the test.' })),
    KitId: DbId(),
    CatName: Text(QUESTION_CATEGORY_MAX_LENGTH),
    Text: Text(QUESTION_TEXT_MAX_LENGTH),
    Options: Type.Array(Text(QUESTION_OPTION_MAX_LENGTH), { maxItems: QUESTION_OPTIONS_MAX * 2 }),
    Correct: Type.Array(Figure, { maxItems: QUESTION_OPTIONS_MAX * 2, description: 'Indexes of the right options.' }),
    Points: Figure,
    Explanation: Text(QUESTION_EXPLANATION_MAX_LENGTH),
  },
  { additionalProperties: false },
);
