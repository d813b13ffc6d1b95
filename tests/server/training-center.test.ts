import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  TrainingCenterMessages,
  type CourseDetail,
  type CourseHomeInfo,
  type CoursePage,
  type CourseSummary,
  type LearnAnswer,
  type MyCoursesAndRemind,
  type TrainingAnnouncement,
} from '../../src/domain/training-center';
import { TRAINING_ANNOUNCEMENT_SEED, TRAINING_COURSE_SEED } from '../../server/seed/training-courses.data';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`training center (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [demo, demo2] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const T = '/api/Training';
  const body = async <B>(token: string, path: string, query?: Record<string, number>) =>
    (await t.call<B>('POST', `${T}/${path}`, { token, ...(query ? { query } : {}) })).json;
  const courses = (token: string) => body<CourseSummary[]>(token, 'GetCourse').then((answer) => answer.Body);
  const courseId = async (name: string) => (await courses(demo)).find((course) => course.Name === name)!.Id;
  const detail = (token: string, id: number) => body<CourseDetail>(token, 'getDetail', { courseId: id });
  const growth = (tutorId: number) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'source_key'])
      .where('tutor_id', '=', tutorId)
      .where('rule', '=', 'gv.course_learning')
      .execute();

  it('lists the seeded courses with chapter counts and no progress for a tutor who has not started', async () => {
    const list = await courses(demo);
    expect(list.map((course) => course.Name)).toEqual(TRAINING_COURSE_SEED.filter((c) => c.kind === 'course').map((c) => c.name));
    expect(list[0]).toMatchObject({ ChapterCount: 3, LearnedCount: 0, Progress: 0, IsSubscribed: false, GrowthValue: 3 });
  });

  it('subscribes once, refuses learning before subscribing, learns chapters with visible progress, and finishes once (growth value is received in the growth centre)', async () => {
    const id = await courseId('Young Learners Essentials');
    const before = (await detail(demo, id)).Body;
    const refused = await body<LearnAnswer | null>(demo, 'Learnning', { chapterId: before.Chapters[0]!.Id });
    expect(refused).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: TrainingCenterMessages.subscribeFirst });

    const subscribed = await body<CourseDetail>(demo, 'Subscribe', { courseId: id });
    expect(subscribed).toMatchObject({ ErrorCode: 0, Msg: TrainingCenterMessages.subscribed, Body: { IsSubscribed: true, Progress: 0 } });
    expect((await body<CourseDetail>(demo, 'Subscribe', { courseId: id })).Body.IsSubscribed).toBe(true);

    const first = await body<LearnAnswer>(demo, 'Learnning', { chapterId: before.Chapters[0]!.Id });
    expect(first).toMatchObject({ Msg: TrainingCenterMessages.chapterLearned, Body: { FinishedCourse: false, Course: { LearnedCount: 1, Progress: 33 } } });
    expect(first.Body.Course.Chapters[0]).toMatchObject({ IsLearned: true, LearnedAt: t.clock.now().toISOString() });
    // Learning the same chapter again counts once.
    expect((await body<LearnAnswer>(demo, 'Learnning', { chapterId: before.Chapters[0]!.Id })).Body.Course.LearnedCount).toBe(1);
    await body<LearnAnswer>(demo, 'Learnning', { chapterId: before.Chapters[1]!.Id });
    const last = await body<LearnAnswer>(demo, 'Learnning', { chapterId: before.Chapters[2]!.Id });
    expect(last).toMatchObject({ Msg: TrainingCenterMessages.courseFinished, Body: { FinishedCourse: true, Course: { Progress: 100, IsFinished: true } } });
    // Finishing posts nothing: the growth value is received in the growth centre (growth-courses.test.ts).
    expect(await growth(DemoUsers.demo.id)).toEqual([]);
    expect((await body<LearnAnswer>(demo, 'Learnning', { chapterId: before.Chapters[2]!.Id })).Body.FinishedCourse).toBe(false);

    const mine = (await body<CourseSummary[]>(demo, 'GetMyCourse')).Body;
    expect(mine.map((course) => course.Id)).toEqual([id]);
    const home = (await body<CourseHomeInfo>(demo, 'GetCourseHomeInfo')).Body;
    expect(home).toMatchObject({ SubscribedCount: 1, FinishedCount: 1, LearnedChapters: 3, InProgress: [] });
    expect(home.KitsTotal).toBeGreaterThan(0);
  });

  it('keeps each tutor’s subscriptions and progress their own', async () => {
    const id = await courseId('Young Learners Essentials');
    expect((await detail(demo2, id)).Body).toMatchObject({ IsSubscribed: false, LearnedCount: 0, Progress: 0 });
    expect((await detail(demo2, id)).Body.Chapters.every((chapter) => !chapter.IsLearned)).toBe(true);
    expect((await body<CourseSummary[]>(demo2, 'GetMyCourse')).Body).toEqual([]);
    expect((await t.call('POST', `${T}/GetMyCourse`)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('reminds of subscribed courses of category type 9 with chapters left (GET)', async () => {
    const id = await courseId('Business English Basics');
    await body(demo2, 'Subscribe', { courseId: id });
    const answer = await t.call<MyCoursesAndRemind>('GET', `${T}/GetMyCoursesAndRemindByCategoryType`, { token: demo2, query: { categoryType: 9 } });
    expect(answer.json.Body).toMatchObject({ RemindCount: 1, Remind: TrainingCenterMessages.remind(1) });
    expect(answer.json.Body.Courses.map((course) => course.Id)).toEqual([id]);
    const other = await t.call<MyCoursesAndRemind>('GET', `${T}/GetMyCoursesAndRemindByCategoryType`, { token: demo2, query: { categoryType: 3 } });
    expect(other.json.Body).toEqual({ Courses: [], RemindCount: 0, Remind: '' });
  });

  it('pages the self-study courses and downloads a source as a file', async () => {
    const selfStudy = TRAINING_COURSE_SEED.filter((course) => course.kind === 'self_study');
    const first = (await t.call<CoursePage>('POST', `${T}/GetAllTrainingList`, { token: demo, query: { pageIndex: 1, pageSize: 5 } })).json.Body;
    const second = (await t.call<CoursePage>('POST', `${T}/GetAllTrainingList`, { token: demo, query: { pageIndex: 2, pageSize: 5 } })).json.Body;
    expect(first.Total).toBe(selfStudy.length);
    expect([...first.Items, ...second.Items].map((course) => course.Name)).toEqual(selfStudy.map((course) => course.name));
    const id = first.Items[0]!.Id;
    const source = (await body<{ FileName: string; Size: number }>(demo, 'GetSelfStudySource', { traKitId: id })).Body;
    expect(source.FileName).toBe(selfStudy[0]!.source!.name);
    const file = await t.call('POST', `${T}/DownloadSelfStudySource`, { token: demo, body: { traKitId: id } });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${source.FileName}"`);
    expect(file.text).toBe(selfStudy[0]!.source!.content);
    expect(Buffer.byteLength(file.text)).toBe(source.Size);
    const noSource = await t.call('POST', `${T}/DownloadSelfStudySource`, { token: demo, body: { traKitId: await courseId('Business English Basics') } });
    expect(noSource.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: TrainingCenterMessages.noSource });
    expect((await t.call('POST', `${T}/DownloadSelfStudySource`, { body: { traKitId: id } })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('lists recent announcements newest first and opens one', async () => {
    const list = (await body<TrainingAnnouncement[]>(demo, 'GetRecentTrainingAnnouncementList')).Body;
    expect(list.map((item) => item.Title)).toEqual(TRAINING_ANNOUNCEMENT_SEED.map((item) => item.title));
    const one = await body<TrainingAnnouncement>(demo, 'GetTrainingAnnouncementById', { id: list[1]!.Id });
    expect(one.Body).toEqual(list[1]);
    expect((await body(demo, 'GetTrainingAnnouncementById', { id: 999_999 })).Msg).toBe(TrainingCenterMessages.announcementNotFound);
  });

  it('answers unknown courses and chapters as missing, and bad pages with an error', async () => {
    expect((await detail(demo, 999_999)).Msg).toBe(TrainingCenterMessages.courseNotFound);
    expect((await body(demo, 'Subscribe', { courseId: 999_999 })).Msg).toBe(TrainingCenterMessages.courseNotFound);
    expect((await body(demo, 'Learnning', { chapterId: 999_999 })).Msg).toBe(TrainingCenterMessages.chapterNotFound);
    expect((await body(demo, 'GetAllTrainingList', { pageIndex: 0 })).ErrorCode).not.toBe(0);
  });

  it('answers the kit status and the teachable subjects through the training calls', async () => {
    const kits = (await t.call<Array<{ Items: Array<{ ID: number }> }>>('POST', '/api/tutordata/TrainingKits', { token: demo })).json.Body;
    const kitId = kits[0]!.Items[0]!.ID;
    expect((await body<{ ID: number; IsPass: boolean }>(demo, 'TrakitStatusByTuid', { trakitId: kitId })).Body).toMatchObject({ ID: kitId, IsPass: false });
    expect((await body(demo, 'GetTeachableSubjects')).Body).toEqual([]);
  });
});
