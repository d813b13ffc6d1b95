import { describe, expect, it } from 'vitest';
import {
  COURSE_TEST_GROWTH,
  CourseLearningMessages,
  CourseRewardType,
  courseClaimError,
  courseLearningSummary,
  courseReward,
  courseRewardSource,
  followedTypes,
  isCourseRewardType,
} from '../../src/domain/course-learning';
import { LEDGER_RULES } from '../../src/domain/ledger';

const finished = (id: number, amount: number, receivedAt: string | null = null, type: CourseRewardType = CourseRewardType.videoTraining) =>
  courseReward({ id, type, name: `Course ${id}`, amount, finishedAt: '2026-11-01T00:00:00.000Z', receivedAt });

describe('course learning rewards', () => {
  it('posts under the course-learning rule, a variable amount within +2 to +5', () => {
    expect(LEDGER_RULES['gv.course_learning']).toMatchObject({ account: 'growth_value', amount: null });
    expect(COURSE_TEST_GROWTH).toBe(200);
  });

  it('keys a reward by tutor, kind and course, keeping the training center’s source for video training', () => {
    expect(courseRewardSource(7, CourseRewardType.videoTraining, 3)).toEqual({ type: 'training_course', id: '7-3' });
    expect(courseRewardSource(7, CourseRewardType.courseTest, 3)).toEqual({ type: 'course_test', id: '7-3' });
  });

  it('shows status and receipt as the growth tasks do', () => {
    expect(courseReward({ id: 1, type: 1, name: 'A', amount: 300, finishedAt: null, receivedAt: null })).toMatchObject({
      GrowthValue: 3,
      Status: 0,
      ReceiveStatus: 0,
      TypeName: 'Video training',
    });
    expect(finished(1, 500, '2026-11-02T00:00:00.000Z')).toMatchObject({ GrowthValue: 5, Status: 2, ReceiveStatus: 1 });
  });

  it('follows only the chosen kinds, and nothing before subscribing', () => {
    expect(followedTypes({ IsSubscribed: false, IsCheckCourseTest: true, IsCheckVideoTrain: true })).toEqual([]);
    expect(followedTypes({ IsSubscribed: true, IsCheckCourseTest: true, IsCheckVideoTrain: false })).toEqual([CourseRewardType.courseTest]);
    expect(followedTypes({ IsSubscribed: true, IsCheckCourseTest: true, IsCheckVideoTrain: true })).toEqual([1, 2]);
    expect([0, 1, 2, 3].map(isCourseRewardType)).toEqual([false, true, true, false]);
  });

  it('sums what is still to receive and what was received, in exact hundredths', () => {
    const sub = { IsSubscribed: true, IsCheckCourseTest: true, IsCheckVideoTrain: true };
    const unfinished = courseReward({ id: 9, type: 1, name: 'B', amount: 500, finishedAt: null, receivedAt: null });
    const summary = courseLearningSummary(sub, [finished(1, 210), finished(2, 110), finished(3, 300, '2026-11-03T00:00:00.000Z'), unfinished]);
    expect(summary).toEqual({ ...sub, Finished: 3, Received: 1, UnclaimedPoints: 3.2, ReceivedPoints: 3 });
  });

  it('says why a reward cannot be received', () => {
    const both = [CourseRewardType.videoTraining, CourseRewardType.courseTest];
    expect(courseClaimError(undefined, both)).toBe(CourseLearningMessages.unknownCourse);
    expect(courseClaimError(finished(1, 200, null, CourseRewardType.courseTest), [CourseRewardType.videoTraining])).toBe(CourseLearningMessages.notFollowed);
    expect(courseClaimError(courseReward({ id: 1, type: 1, name: 'A', amount: 200, finishedAt: null, receivedAt: null }), both)).toBe(
      CourseLearningMessages.notFinished,
    );
    expect(courseClaimError(finished(1, 200, '2026-11-02T00:00:00.000Z'), both)).toBe(CourseLearningMessages.alreadyReceived);
    expect(courseClaimError(finished(1, 200), both)).toBeNull();
  });
});
