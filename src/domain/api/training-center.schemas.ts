import { Type } from '@sinclair/typebox';
import { CourseKind, SELF_STUDY_PAGE_SIZE } from '../training-center';
import { DbId } from './db-integer';
import { LabelList } from './training-kits.schemas';

export const CourseIdQuery = Type.Object({ courseId: DbId({ description: 'The course id.' }) });
export const ChapterIdQuery = Type.Object({ chapterId: DbId({ description: 'The chapter id.' }) });
export const AnnouncementIdQuery = Type.Object({ id: DbId({ description: 'The announcement id.' }) });
export const TraKitIdQuery = Type.Object({ traKitId: DbId({ description: 'The self-study course id.' }) });
export const TraKitIdBody = Type.Object({ traKitId: DbId({ description: 'The self-study course id.' }) });
export const TrakitStatusQuery = Type.Object({ trakitId: DbId({ description: 'The training kit id.' }) });
export const CategoryTypeQuery = Type.Object({
  categoryType: Type.Integer({ minimum: 0, maximum: 1000, description: 'The course category type (the page asks for 9).' }),
});
export const PageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: SELF_STUDY_PAGE_SIZE }),
});

export const CourseSummarySchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Kind: Type.Unsafe<CourseKind>({ type: 'string', enum: Object.values(CourseKind) }),
  CategoryType: Type.Integer(),
  Description: Type.String(),
  Cover: Type.String(),
  ChapterCount: Type.Integer(),
  LearnedCount: Type.Integer(),
  Progress: Type.Integer({ description: 'Whole percent of chapters learned.' }),
  IsSubscribed: Type.Boolean(),
  IsFinished: Type.Boolean(),
  GrowthValue: Type.Number({ description: 'Growth value finishing it earns (0 when none).' }),
  HasSource: Type.Boolean(),
});

export const CourseChapterSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Body: Type.String(),
  Minutes: Type.Integer(),
  IsLearned: Type.Boolean(),
  LearnedAt: Type.Union([Type.String(), Type.Null()]),
});

export const CourseDetailSchema = Type.Composite([CourseSummarySchema, Type.Object({ Chapters: Type.Array(CourseChapterSchema) })]);

export const CourseList = Type.Array(CourseSummarySchema);
export const CoursePageSchema = Type.Object({ Total: Type.Integer(), Items: CourseList });
export const LearnAnswerSchema = Type.Object({ Course: CourseDetailSchema, FinishedCourse: Type.Boolean() });
export const MyCoursesAndRemindSchema = Type.Object({ Courses: CourseList, RemindCount: Type.Integer(), Remind: Type.String() });
export const CourseHomeInfoSchema = Type.Object({
  SubscribedCount: Type.Integer(),
  FinishedCount: Type.Integer(),
  LearnedChapters: Type.Integer(),
  KitsPassed: Type.Integer(),
  KitsTotal: Type.Integer(),
  InProgress: CourseList,
});
export const AnnouncementSchema = Type.Object({ Id: Type.Integer(), Title: Type.String(), Content: Type.String(), PublishedAt: Type.String() });
export const SourceSchema = Type.Object({ CourseId: Type.Integer(), FileName: Type.String(), Size: Type.Integer() });
/** The tutor's teachable-course labels: the same list AddTutorLabel answers. */
export const TeachableSubjects = LabelList;
