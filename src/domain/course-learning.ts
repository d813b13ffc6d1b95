import type { Static } from '@sinclair/typebox';
import type { CourseLearningSchema, CourseRewardSchema, CourseSubscriptionSchema } from './api/course-learning.schemas';
import { fromHundredths, toHundredths } from './ledger';

/**
 * Course learning rewards in the growth centre (growth-account.md §7 "Growth": GetCourseLearning,
 * SubscriptionCourse, GetReceiveByCourse, ReceivePointByCourse; §9 "course learning +2 to +5").
 *
 * Decided where the spec is silent:
 * - Two kinds of course learning earn growth: a video-training course of the training center
 *   finished chapter by chapter (its own growth value, 2 to 5) and a course test, that is a
 *   training-kit test passed whose kit carries no growth rule of its own (COURSE_TEST_GROWTH).
 *   Kits that have their own rule (QA/TL, popular course) keep posting it when passed.
 * - SubscriptionCourse?isCheckCourseTest&isCheckVideoTrain is the tutor's choice of which kinds the
 *   growth centre follows for them; only followed kinds are listed and can be received.
 * - Finishing earns nothing by itself: the tutor receives the reward in the growth centre
 *   (ReceivePointByCourse), which posts one `gv.course_learning` ledger entry per course (the
 *   ledger's unique rule and source make a second claim, or a replay, count nothing).
 */
export const CourseRewardType = { videoTraining: 1, courseTest: 2 } as const;
export type CourseRewardType = (typeof CourseRewardType)[keyof typeof CourseRewardType];

export const COURSE_REWARD_TYPE_NAMES: Record<CourseRewardType, string> = {
  [CourseRewardType.videoTraining]: 'Video training',
  [CourseRewardType.courseTest]: 'Course test',
};

export function isCourseRewardType(value: number): value is CourseRewardType {
  return value === CourseRewardType.videoTraining || value === CourseRewardType.courseTest;
}

/** Growth for a passed course test, in hundredths (the low end of §9's +2 to +5). */
export const COURSE_TEST_GROWTH = toHundredths(2);

/** The ledger source of a course's reward: one per tutor, kind and course. */
export function courseRewardSource(tutorId: number, type: CourseRewardType, id: number): { type: string; id: string } {
  // Video training keeps the training center's earlier source, so a reward it posted counts as received.
  return type === CourseRewardType.videoTraining ? { type: 'training_course', id: `${tutorId}-${id}` } : { type: 'course_test', id: `${tutorId}-${id}` };
}

/** Status of a reward: 0 still to finish, 2 finished (as task Status, growth-account.md §4). */
export const CourseRewardStatus = { notFinished: 0, finished: 2 } as const;

/** The answers' shapes: declared once, by the schemas (api/course-learning.schemas.ts). */
export type CourseSubscription = Static<typeof CourseSubscriptionSchema>;

export type CourseReward = Static<typeof CourseRewardSchema>;

export type CourseLearning = Static<typeof CourseLearningSchema>;

export interface CourseRewardFacts {
  id: number;
  type: CourseRewardType;
  name: string;
  amount: number;
  finishedAt: string | null;
  receivedAt: string | null;
}

/** One reward as the tutor sees it. */
export function courseReward(facts: CourseRewardFacts): CourseReward {
  return {
    Id: facts.id,
    Type: facts.type,
    TypeName: COURSE_REWARD_TYPE_NAMES[facts.type],
    Name: facts.name,
    GrowthValue: fromHundredths(facts.amount),
    Status: facts.finishedAt === null ? CourseRewardStatus.notFinished : CourseRewardStatus.finished,
    FinishedAt: facts.finishedAt,
    ReceiveStatus: facts.receivedAt === null ? 0 : 1,
    ReceivedAt: facts.receivedAt,
  };
}

/** The kinds a subscription follows. */
export function followedTypes(subscription: CourseSubscription): CourseRewardType[] {
  if (!subscription.IsSubscribed) return [];
  const types: CourseRewardType[] = [];
  if (subscription.IsCheckVideoTrain) types.push(CourseRewardType.videoTraining);
  if (subscription.IsCheckCourseTest) types.push(CourseRewardType.courseTest);
  return types;
}

/** The summary figures over the followed rewards. */
export function courseLearningSummary(subscription: CourseSubscription, rewards: readonly CourseReward[]): CourseLearning {
  const finished = rewards.filter((r) => r.Status === CourseRewardStatus.finished);
  const received = finished.filter((r) => r.ReceiveStatus === 1);
  const sum = (list: readonly CourseReward[]) => fromHundredths(list.reduce((total, r) => total + toHundredths(r.GrowthValue), 0));
  return {
    ...subscription,
    Finished: finished.length,
    Received: received.length,
    UnclaimedPoints: sum(finished.filter((r) => r.ReceiveStatus === 0)),
    ReceivedPoints: sum(received),
  };
}

/** Why a reward cannot be received now, or null when it can. */
export function courseClaimError(reward: CourseReward | undefined, followed: readonly CourseRewardType[]): string | null {
  if (!reward) return CourseLearningMessages.unknownCourse;
  if (!followed.includes(reward.Type)) return CourseLearningMessages.notFollowed;
  if (reward.Status !== CourseRewardStatus.finished) return CourseLearningMessages.notFinished;
  if (reward.ReceiveStatus === 1) return CourseLearningMessages.alreadyReceived;
  return null;
}

export const CourseLearningMessages = {
  unknownCourse: 'This course does not exist.',
  badType: 'Choose video training (1) or course test (2).',
  notFollowed: 'Follow this kind of course learning first.',
  notFinished: 'Finish the course before receiving its growth value.',
  alreadyReceived: 'This course’s growth value has already been received.',
  received: 'Growth value received.',
  subscribed: 'Your course learning choices are saved.',
  nothingToFollow: 'Choose video training, course tests or both.',
} as const;
