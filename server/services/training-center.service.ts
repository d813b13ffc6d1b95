import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  CourseKind,
  TrainingCenterMessages,
  courseProgress,
  type CourseDetail,
  type CourseHomeInfo,
  type CoursePage,
  type CourseSummary,
  type LearnAnswer,
  type MyCoursesAndRemind,
  type SelfStudySource,
  type TrainingAnnouncement,
} from '../../src/domain/training-center';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  chapterCounts,
  chapterProgress,
  countCoursesOfKind,
  countKits,
  courseChapters,
  courseSource,
  coursesOfKind,
  findAnnouncement,
  findChapter,
  findCourse,
  isCourseRetired,
  insertChapterProgress,
  insertSubscription,
  learnedCounts,
  markSubscriptionFinished,
  recentAnnouncements,
  subscribedCourses,
  subscriptions,
  type CourseRow,
} from '../repositories/training-center.repository';
import { testSummaries } from '../repositories/training-kits.repository';
import type { Clock } from './clock';

/**
 * The training center (teaching.md §7 "Training"): the course catalogue, a tutor's subscriptions
 * and chapter progress, self-study sources and announcements. Finishing every chapter of a course
 * marks it finished; its growth value is then received in the growth centre's course learning.
 */
export interface TrainingCenterDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const courseMissing = () => new ApiFailure(ErrorCode.NotFound, TrainingCenterMessages.courseNotFound, 404);

/** The tutor's view of courses: chapter counts, their own progress and subscription (also the task-level list's). */
export async function summarize(db: Kysely<Database>, tutorId: number, rows: readonly CourseRow[]): Promise<CourseSummary[]> {
  const ids = rows.map((row) => row.id);
  const [chapters, learned, subscribed] = await Promise.all([chapterCounts(db, ids), learnedCounts(db, tutorId, ids), subscriptions(db, tutorId, ids)]);
  const bySubscription = new Map(subscribed.map((row) => [row.course_id, row]));
  return rows.map((row) => {
    const total = chapters.get(row.id) ?? 0;
    const done = learned.get(row.id) ?? 0;
    const subscription = bySubscription.get(row.id);
    return {
      Id: row.id,
      Name: row.name,
      Kind: row.kind as CourseSummary['Kind'],
      CategoryType: row.category_type,
      Description: row.description,
      Cover: row.cover,
      ChapterCount: total,
      LearnedCount: done,
      Progress: courseProgress(done, total),
      IsSubscribed: subscription !== undefined,
      IsFinished: subscription?.finished_at != null,
      GrowthValue: row.growth_amount / 100,
      HasSource: row.source_name !== '',
    };
  });
}

/** GetCourse: the training center's courses. */
export async function allCourses(deps: TrainingCenterDeps, tutorId: number): Promise<CourseSummary[]> {
  return summarize(deps.db, tutorId, await coursesOfKind(deps.db, CourseKind.course));
}

/** The online-training list (same shape, its own kind). */
export async function onlineCourses(deps: TrainingCenterDeps, tutorId: number): Promise<CourseSummary[]> {
  return summarize(deps.db, tutorId, await coursesOfKind(deps.db, CourseKind.online));
}

/** GetMyCourse: the tutor's subscriptions, newest first. */
export async function myCourses(deps: TrainingCenterDeps, tutorId: number): Promise<CourseSummary[]> {
  return summarize(deps.db, tutorId, await subscribedCourses(deps.db, tutorId));
}

/** GetMyCoursesAndRemindByCategoryType: the subscriptions of one category type and what is left to learn. */
export async function myCoursesAndRemind(deps: TrainingCenterDeps, tutorId: number, categoryType: number): Promise<MyCoursesAndRemind> {
  const courses = (await myCourses(deps, tutorId)).filter((course) => course.CategoryType === categoryType);
  const remindCount = courses.filter((course) => !course.IsFinished).length;
  return { Courses: courses, RemindCount: remindCount, Remind: TrainingCenterMessages.remind(remindCount) };
}

/** GetAllTrainingList: the self-study courses, paged. */
export async function selfStudyPage(deps: TrainingCenterDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<CoursePage> {
  const [rows, total] = await Promise.all([
    coursesOfKind(deps.db, CourseKind.selfStudy, { offset: (pageIndex - 1) * pageSize, limit: pageSize }),
    countCoursesOfKind(deps.db, CourseKind.selfStudy),
  ]);
  return { Total: total, Items: await summarize(deps.db, tutorId, rows) };
}

/** getDetail: a course with its chapters and the tutor's progress in each. */
export async function courseDetail(deps: TrainingCenterDeps, tutorId: number, courseId: number): Promise<CourseDetail> {
  const row = await findCourse(deps.db, courseId);
  if (!row) throw courseMissing();
  const [[summary], chapters, progress] = await Promise.all([
    summarize(deps.db, tutorId, [row]),
    courseChapters(deps.db, courseId),
    chapterProgress(deps.db, tutorId, courseId),
  ]);
  const learnedAt = new Map(progress.map((item) => [item.chapter_id, item.learned_at]));
  return {
    ...summary!,
    Chapters: chapters.map((chapter) => ({
      Id: chapter.id,
      Title: chapter.title,
      Body: chapter.body,
      Minutes: chapter.minutes,
      IsLearned: learnedAt.has(chapter.id),
      LearnedAt: learnedAt.get(chapter.id) ?? null,
    })),
  };
}

/** Subscribe: once per tutor and course; subscribing again changes nothing. */
export async function subscribe(deps: TrainingCenterDeps, tutorId: number, courseId: number): Promise<CourseDetail> {
  if (!(await findCourse(deps.db, courseId))) throw courseMissing();
  // A retired course takes no new subscribers; subscribing again changes nothing for those it has.
  if ((await isCourseRetired(deps.db, courseId)) && (await subscriptions(deps.db, tutorId, [courseId])).length === 0) {
    throw new ApiFailure(ErrorCode.Failed, TrainingCenterMessages.courseRetired);
  }
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute((trx) => insertSubscription(trx, tutorId, courseId, at));
  return courseDetail(deps, tutorId, courseId);
}

/**
 * Learnning: records a chapter learned (once) for a subscribed tutor. The chapter that completes
 * the course marks the subscription finished (its growth value becomes receivable in the growth centre).
 */
export async function learnChapter(deps: TrainingCenterDeps, tutorId: number, chapterId: number): Promise<LearnAnswer> {
  const chapter = await findChapter(deps.db, chapterId);
  if (!chapter) throw new ApiFailure(ErrorCode.NotFound, TrainingCenterMessages.chapterNotFound, 404);
  const course = await findCourse(deps.db, chapter.course_id);
  if (!course) throw courseMissing();
  const now = deps.clock.now();
  const finished = await deps.db.transaction().execute(async (trx) => {
    const [subscription] = await subscriptions(trx, tutorId, [course.id]);
    if (!subscription) throw new ApiFailure(ErrorCode.Failed, TrainingCenterMessages.subscribeFirst);
    await insertChapterProgress(trx, tutorId, chapterId, course.id, now.toISOString());
    const [total, learned] = await Promise.all([chapterCounts(trx, [course.id]), learnedCounts(trx, tutorId, [course.id])]);
    if (subscription.finished_at !== null || (learned.get(course.id) ?? 0) < (total.get(course.id) ?? 0)) return false;
    // The course's growth value is received in the growth centre (ReceivePointByCourse), not posted here.
    await markSubscriptionFinished(trx, tutorId, course.id, now.toISOString());
    return true;
  });
  return { Course: await courseDetail(deps, tutorId, course.id), FinishedCourse: finished };
}

/** GetCourseHomeInfo: the overview's figures and the courses to continue. */
export async function courseHomeInfo(deps: TrainingCenterDeps, tutorId: number): Promise<CourseHomeInfo> {
  const [mine, kits, kitTotal] = await Promise.all([myCourses(deps, tutorId), testSummaries(deps.db, tutorId), countKits(deps.db)]);
  return {
    SubscribedCount: mine.length,
    FinishedCount: mine.filter((course) => course.IsFinished).length,
    LearnedChapters: mine.reduce((sum, course) => sum + course.LearnedCount, 0),
    KitsPassed: [...kits.values()].filter((kit) => kit.passed).length,
    KitsTotal: kitTotal,
    InProgress: mine.filter((course) => !course.IsFinished),
  };
}

const toAnnouncement = (row: { id: number; title: string; content: string; published_at: string }): TrainingAnnouncement => ({
  Id: row.id,
  Title: row.title,
  Content: row.content,
  PublishedAt: row.published_at,
});

/** GetRecentTrainingAnnouncementList: the latest published announcements. */
export async function recentTrainingAnnouncements(deps: TrainingCenterDeps): Promise<TrainingAnnouncement[]> {
  return (await recentAnnouncements(deps.db, deps.clock.now().toISOString(), 5)).map(toAnnouncement);
}

/** GetTrainingAnnouncementById: one published announcement. */
export async function trainingAnnouncement(deps: TrainingCenterDeps, id: number): Promise<TrainingAnnouncement> {
  const row = await findAnnouncement(deps.db, id, deps.clock.now().toISOString());
  if (!row) throw new ApiFailure(ErrorCode.NotFound, TrainingCenterMessages.announcementNotFound, 404);
  return toAnnouncement(row);
}

/** GetSelfStudySource: what the course's downloadable source is. */
export async function selfStudySource(deps: TrainingCenterDeps, courseId: number): Promise<SelfStudySource> {
  const row = await courseSource(deps.db, courseId);
  if (!row) throw courseMissing();
  if (!row.source_name) throw new ApiFailure(ErrorCode.Failed, TrainingCenterMessages.noSource);
  return { CourseId: row.id, FileName: row.source_name, Size: Buffer.byteLength(row.source_content, 'utf8') };
}

/** DownloadSelfStudySource: the file itself. */
export async function selfStudyFile(deps: TrainingCenterDeps, courseId: number): Promise<{ fileName: string; content: string }> {
  const row = await courseSource(deps.db, courseId);
  if (!row) throw courseMissing();
  if (!row.source_name) throw new ApiFailure(ErrorCode.Failed, TrainingCenterMessages.noSource);
  return { fileName: row.source_name, content: row.source_content };
}
