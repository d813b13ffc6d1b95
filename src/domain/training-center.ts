/**
 * The training center (teaching.md §2 "/trainingCenter", §7 "Training"): courses with chapters a
 * tutor subscribes to and learns chapter by chapter, self-study courses with a downloadable source,
 * and the announcements. Shapes, messages and the progress rule both halves use.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AnnouncementSchema,
  CourseChapterSchema,
  CourseDetailSchema,
  CourseHomeInfoSchema,
  CoursePageSchema,
  CourseSummarySchema,
  LearnAnswerSchema,
  MyCoursesAndRemindSchema,
  SourceSchema,
} from './api/training-center.schemas';
export const TrainingCenterTab = {
  overview: 'trainingOverview',
  mySubscription: 'mySubscription',
  selfStudy: 'selfstudyCourses',
  online: 'onlineTraining',
  moodleMessage: 'moodleMessage',
} as const;
export type TrainingCenterTab = (typeof TrainingCenterTab)[keyof typeof TrainingCenterTab];

/** Kinds of course: the training center's courses, the self-study list, online training. */
export const CourseKind = { course: 'course', selfStudy: 'self_study', online: 'online' } as const;
export type CourseKind = (typeof CourseKind)[keyof typeof CourseKind];

/** The category type GetMyCoursesAndRemindByCategoryType is asked with (teaching.md §7). */
export const REMIND_CATEGORY_TYPE = 9;
export const SELF_STUDY_PAGE_SIZE = 6;

export type CourseSummary = Static<typeof CourseSummarySchema>;

export type CourseChapter = Static<typeof CourseChapterSchema>;

export type CourseDetail = Static<typeof CourseDetailSchema>;

export type CoursePage = Static<typeof CoursePageSchema>;

/** GetCourseHomeInfo: the overview's figures, and the subscribed courses not finished yet, to continue. */
export type CourseHomeInfo = Static<typeof CourseHomeInfoSchema>;

export type TrainingAnnouncement = Static<typeof AnnouncementSchema>;

/** GetMyCoursesAndRemindByCategoryType: the subscribed courses and how many of them have chapters still to learn. */
export type MyCoursesAndRemind = Static<typeof MyCoursesAndRemindSchema>;

/** Learnning: the course after the chapter, and whether the chapter finished it. */
export type LearnAnswer = Static<typeof LearnAnswerSchema>;

/** GetSelfStudySource: a self-study course's downloadable source. */
export type SelfStudySource = Static<typeof SourceSchema>;

export const TrainingCenterMessages = {
  courseNotFound: 'This course does not exist.',
  courseRetired: 'This course is no longer offered.',
  chapterNotFound: 'This chapter does not exist.',
  announcementNotFound: 'This announcement does not exist.',
  subscribeFirst: 'Subscribe to the course before learning its chapters.',
  subscribed: 'Subscribed. The course is in My Subscription.',
  chapterLearned: 'Chapter finished.',
  courseFinished: 'Course finished. Well done!',
  noSource: 'This course has no self-study source to download.',
  remind: (count: number) => (count === 0 ? '' : `You have ${count} subscribed course${count === 1 ? '' : 's'} with chapters left to learn.`),
} as const;

/** Whole percent of `learned` over `total` chapters; 0 for a course without chapters. */
export function courseProgress(learned: number, total: number): number {
  return total <= 0 ? 0 : Math.floor((Math.min(learned, total) * 100) / total);
}
