import type { Kysely } from 'kysely';
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
  type CourseLearning,
  type CourseReward,
  type CourseSubscription,
} from '../../src/domain/course-learning';
import { ErrorCode } from '../../src/domain/error-codes';
import { toHundredths } from '../../src/domain/ledger';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  courseLearningEntries,
  courseTestKits,
  findCourseSubscription,
  saveCourseSubscription,
  videoTrainingCourses,
} from '../repositories/course-learning.repository';
import type { Clock } from './clock';
import { postLedgerEntriesIn } from './ledger.service';

/**
 * Course learning rewards (see src/domain/course-learning.ts for the rules): the growth value of a
 * finished video-training course or a passed course test, received once as a ledger entry.
 */
export interface CourseLearningDeps {
  db: Kysely<Database>;
  clock: Clock;
}

async function subscriptionOf(db: Kysely<Database>, tutorId: number): Promise<CourseSubscription> {
  const row = await findCourseSubscription(db, tutorId);
  return { IsSubscribed: row !== undefined, IsCheckCourseTest: row?.check_course_test === 1, IsCheckVideoTrain: row?.check_video_train === 1 };
}

/** Every reward of the given kinds with the tutor's progress and receipt: three queries, run together. */
async function rewardsOf(db: Kysely<Database>, tutorId: number, types: readonly CourseRewardType[]): Promise<CourseReward[]> {
  if (types.length === 0) return [];
  const [courses, kits, entries] = await Promise.all([
    types.includes(CourseRewardType.videoTraining) ? videoTrainingCourses(db, tutorId) : [],
    types.includes(CourseRewardType.courseTest) ? courseTestKits(db, tutorId) : [],
    courseLearningEntries(db, tutorId),
  ]);
  const received = new Map(entries.map((e) => [e.source_key, e.counts_at]));
  const receivedAt = (type: CourseRewardType, id: number) => {
    const source = courseRewardSource(tutorId, type, id);
    return received.get(`${source.type}:${source.id}`) ?? null;
  };
  return [
    ...courses.map((c) =>
      courseReward({
        id: c.id,
        type: CourseRewardType.videoTraining,
        name: c.name,
        amount: c.growth_amount,
        finishedAt: c.finished_at,
        receivedAt: receivedAt(CourseRewardType.videoTraining, c.id),
      }),
    ),
    ...kits.map((k) =>
      courseReward({
        id: k.id,
        type: CourseRewardType.courseTest,
        name: k.name,
        amount: COURSE_TEST_GROWTH,
        finishedAt: k.passed_at,
        receivedAt: receivedAt(CourseRewardType.courseTest, k.id),
      }),
    ),
  ];
}

/** GetCourseLearning: the subscription and its figures. */
export async function courseLearning(deps: CourseLearningDeps, tutorId: number): Promise<CourseLearning> {
  const subscription = await subscriptionOf(deps.db, tutorId);
  return courseLearningSummary(subscription, await rewardsOf(deps.db, tutorId, followedTypes(subscription)));
}

/** SubscriptionCourse?isCheckCourseTest&isCheckVideoTrain: saves which kinds the growth centre follows. */
export async function subscribeCourses(deps: CourseLearningDeps, tutorId: number, checkCourseTest: boolean, checkVideoTrain: boolean): Promise<CourseLearning> {
  if (!checkCourseTest && !checkVideoTrain) throw new ApiFailure(ErrorCode.Failed, CourseLearningMessages.nothingToFollow);
  await saveCourseSubscription(deps.db, tutorId, checkCourseTest, checkVideoTrain, deps.clock.now().toISOString());
  return courseLearning(deps, tutorId);
}

/** GetReceiveByCourse: the followed kinds' rewards, finished or not, received or not. */
export async function receiveByCourse(deps: CourseLearningDeps, tutorId: number): Promise<CourseReward[]> {
  const subscription = await subscriptionOf(deps.db, tutorId);
  return rewardsOf(deps.db, tutorId, followedTypes(subscription));
}

/** ReceivePointByCourse?id&type: posts the course's growth value once, its name in the entry's note. */
export async function receivePointByCourse(deps: CourseLearningDeps, tutorId: number, id: number, type: number): Promise<CourseReward[]> {
  if (!isCourseRewardType(type)) throw new ApiFailure(ErrorCode.Failed, CourseLearningMessages.badType);
  const subscription = await subscriptionOf(deps.db, tutorId);
  const followed = followedTypes(subscription);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const rewards = await rewardsOf(trx, tutorId, [type]);
    const reward = rewards.find((r) => r.Id === id);
    const error = courseClaimError(reward, followed);
    if (error === CourseLearningMessages.unknownCourse) throw new ApiFailure(ErrorCode.NotFound, error, 404);
    if (error !== null) throw new ApiFailure(ErrorCode.Failed, error);
    const posted = await postLedgerEntriesIn(
      trx,
      [
        {
          tutorId,
          rule: 'gv.course_learning',
          amount: toHundredths(reward!.GrowthValue),
          source: courseRewardSource(tutorId, type, id),
          countsAt: now,
          note: type === CourseRewardType.videoTraining ? `Finished the course ${reward!.Name}` : `Passed the course test ${reward!.Name}`,
        },
      ],
      now,
    );
    // A parallel claim that won the ledger's unique (rule, source) leaves nothing new here.
    if (posted.length === 0) throw new ApiFailure(ErrorCode.Failed, CourseLearningMessages.alreadyReceived);
  });
  return rewardsOf(deps.db, tutorId, followed);
}
