import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseLearningMessages, CourseRewardType, type CourseLearning, type CourseReward } from '../../src/domain/course-learning';
import { ErrorCode } from '../../src/domain/error-codes';
import type { GrowthDetailPage } from '../../src/domain/ledger-view';
import { CourseLearningDemo } from '../../server/seed/course-learning.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`course learning rewards (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let courses: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [courses, demo2] = await Promise.all([t.login('courses', 'demo1234'), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const call = <T>(token: string, path: string, query?: Record<string, string | number | boolean>) =>
    t.call<T>('POST', `/api/GrowthSystem/${path}`, { token, ...(query ? { query } : {}) });
  const entries = (tutorId: number) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'source_key', 'note'])
      .where('tutor_id', '=', tutorId)
      .where('rule', '=', 'gv.course_learning')
      .orderBy('id')
      .execute();
  const tutorId = CourseLearningDemo.tutor.id;

  it('follows nothing until the tutor subscribes, and refuses a subscription to nothing', async () => {
    expect((await call<CourseLearning>(courses, 'GetCourseLearning')).json.Body).toEqual({
      IsSubscribed: false,
      IsCheckCourseTest: false,
      IsCheckVideoTrain: false,
      Finished: 0,
      Received: 0,
      UnclaimedPoints: 0,
      ReceivedPoints: 0,
    });
    expect((await call<CourseReward[]>(courses, 'GetReceiveByCourse')).json.Body).toEqual([]);
    const none = await call(courses, 'SubscriptionCourse', { isCheckCourseTest: false, isCheckVideoTrain: false });
    expect(none.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: CourseLearningMessages.nothingToFollow });
    const bad = await call(courses, 'SubscriptionCourse', { isCheckCourseTest: 'maybe', isCheckVideoTrain: true });
    expect(bad.json.ErrorCode).not.toBe(0);
    expect((await call<CourseLearning>(courses, 'GetCourseLearning')).json.Body.IsSubscribed).toBe(false);
  });

  it('lists only the followed kind, receives a finished course once with its name in "why", and refuses the unfinished and the unfollowed', async () => {
    const video = await call<CourseLearning>(courses, 'SubscriptionCourse', { isCheckCourseTest: false, isCheckVideoTrain: true });
    expect(video.json).toMatchObject({
      ErrorCode: 0,
      Msg: CourseLearningMessages.subscribed,
      Body: { IsSubscribed: true, IsCheckVideoTrain: true, IsCheckCourseTest: false, Finished: 1, UnclaimedPoints: 2 },
    });
    const list = (await call<CourseReward[]>(courses, 'GetReceiveByCourse')).json.Body;
    expect(list.every((r) => r.Type === CourseRewardType.videoTraining)).toBe(true);
    expect(list.map((r) => r.Name)).toEqual(['Young Learners Essentials', 'Business English Basics', 'Online Classroom Tools']);
    const tools = list.find((r) => r.Name === CourseLearningDemo.course)!;
    expect(tools).toMatchObject({ GrowthValue: 2, Status: 2, ReceiveStatus: 0, ReceivedAt: null });
    const unfinished = list.find((r) => r.Name === 'Business English Basics')!;
    expect(unfinished).toMatchObject({ Status: 0, FinishedAt: null });

    expect((await call(courses, 'ReceivePointByCourse', { id: unfinished.Id, type: 1 })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: CourseLearningMessages.notFinished,
    });
    const kit = await t.database.db.selectFrom('training_kits').select('id').where('name', '=', CourseLearningDemo.kit).executeTakeFirstOrThrow();
    expect((await call(courses, 'ReceivePointByCourse', { id: kit.id, type: 2 })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: CourseLearningMessages.notFollowed,
    });
    expect((await call(courses, 'ReceivePointByCourse', { id: tools.Id, type: 3 })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: CourseLearningMessages.badType,
    });
    expect((await call(courses, 'ReceivePointByCourse', { id: 999_999, type: 1 })).json).toMatchObject({
      ErrorCode: ErrorCode.NotFound,
      Msg: CourseLearningMessages.unknownCourse,
    });
    expect(await entries(tutorId)).toEqual([]);

    const received = await call<CourseReward[]>(courses, 'ReceivePointByCourse', { id: tools.Id, type: 1 });
    expect(received.json).toMatchObject({ ErrorCode: 0, Msg: CourseLearningMessages.received });
    expect(received.json.Body.find((r) => r.Id === tools.Id)).toMatchObject({ ReceiveStatus: 1, ReceivedAt: t.clock.now().toISOString() });
    const again = await call(courses, 'ReceivePointByCourse', { id: tools.Id, type: 1 });
    expect(again.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: CourseLearningMessages.alreadyReceived });
    expect(await entries(tutorId)).toEqual([
      { amount: 200, source_key: `training_course:${tutorId}-${tools.Id}`, note: 'Finished the course Online Classroom Tools' },
    ]);

    const why = (await call<GrowthDetailPage>(courses, 'GetGrowthDetail', { pageIndex: 1, pageSize: 10 })).json.Body;
    expect(why.Items[0]).toMatchObject({ Rule: 'gv.course_learning', Amount: 2, Note: 'Finished the course Online Classroom Tools' });
  });

  it('adds course tests when followed, and receives the passed test once', async () => {
    const both = await call<CourseLearning>(courses, 'SubscriptionCourse', { isCheckCourseTest: true, isCheckVideoTrain: true });
    expect(both.json.Body).toMatchObject({ Finished: 2, Received: 1, UnclaimedPoints: 2, ReceivedPoints: 2 });
    const test = (await call<CourseReward[]>(courses, 'GetReceiveByCourse')).json.Body.find((r) => r.Type === CourseRewardType.courseTest)!;
    expect(test).toMatchObject({ Name: CourseLearningDemo.kit, GrowthValue: 2, Status: 2, ReceiveStatus: 0 });
    expect((await call(courses, 'ReceivePointByCourse', { id: test.Id, type: 2 })).json.ErrorCode).toBe(0);
    expect((await call(courses, 'ReceivePointByCourse', { id: test.Id, type: 2 })).json.Msg).toBe(CourseLearningMessages.alreadyReceived);
    expect((await call<CourseLearning>(courses, 'GetCourseLearning')).json.Body).toMatchObject({
      Finished: 2,
      Received: 2,
      UnclaimedPoints: 0,
      ReceivedPoints: 4,
    });
    expect((await entries(tutorId)).map((e) => e.note)).toEqual([
      'Finished the course Online Classroom Tools',
      'Passed the course test Trial Class Essentials',
    ]);
  });

  it('keeps each tutor’s rewards their own', async () => {
    const course = await t.database.db.selectFrom('training_courses').select('id').where('name', '=', CourseLearningDemo.course).executeTakeFirstOrThrow();
    await call(demo2, 'SubscriptionCourse', { isCheckCourseTest: true, isCheckVideoTrain: true });
    const mine = (await call<CourseReward[]>(demo2, 'GetReceiveByCourse')).json.Body;
    expect(mine.find((r) => r.Id === course.id && r.Type === 1)).toMatchObject({ Status: 0, ReceiveStatus: 0 });
    expect((await call(demo2, 'ReceivePointByCourse', { id: course.id, type: 1 })).json.Msg).toBe(CourseLearningMessages.notFinished);
    expect((await t.call('POST', '/api/GrowthSystem/GetCourseLearning')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
