/**
 * The training center (teaching.md §2 "/trainingCenter", §7 "Training"): courses with chapters a
 * tutor subscribes to and learns chapter by chapter, self-study courses with a downloadable source,
 * and the announcements. Shapes, messages and the progress rule both halves use.
 */
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

export interface CourseSummary {
  Id: number;
  Name: string;
  Kind: CourseKind;
  CategoryType: number;
  Description: string;
  Cover: string;
  ChapterCount: number;
  LearnedCount: number;
  /** Whole percent of chapters learned. */
  Progress: number;
  IsSubscribed: boolean;
  IsFinished: boolean;
  /** Growth value finishing it earns (0 when none). */
  GrowthValue: number;
  HasSource: boolean;
}

export interface CourseChapter {
  Id: number;
  Title: string;
  Body: string;
  Minutes: number;
  IsLearned: boolean;
  LearnedAt: string | null;
}

export interface CourseDetail extends CourseSummary {
  Chapters: CourseChapter[];
}

export interface CoursePage {
  Total: number;
  Items: CourseSummary[];
}

export interface CourseHomeInfo {
  SubscribedCount: number;
  FinishedCount: number;
  LearnedChapters: number;
  KitsPassed: number;
  KitsTotal: number;
  /** The subscribed courses not finished yet, to continue. */
  InProgress: CourseSummary[];
}

export interface TrainingAnnouncement {
  Id: number;
  Title: string;
  Content: string;
  PublishedAt: string;
}

export interface MyCoursesAndRemind {
  Courses: CourseSummary[];
  /** Subscribed courses of the category with chapters still to learn. */
  RemindCount: number;
  Remind: string;
}

export interface LearnAnswer {
  Course: CourseDetail;
  /** True when this chapter finished the course. */
  FinishedCourse: boolean;
}

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
