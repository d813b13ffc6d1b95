import { Type } from '@sinclair/typebox';
import { CourseRewardType } from '../course-learning';

/** An integer that is one of `values` (the domain's constants), typed as them. */
const oneOf = <T extends number>(values: readonly T[], description: string) => Type.Unsafe<T>({ type: 'integer', enum: [...values], description });

const subscriptionFields = { IsSubscribed: Type.Boolean(), IsCheckCourseTest: Type.Boolean(), IsCheckVideoTrain: Type.Boolean() };

/** The kinds of course learning the tutor follows. */
export const CourseSubscriptionSchema = Type.Object(subscriptionFields);

export const CourseLearningSchema = Type.Object({
  ...subscriptionFields,
  Finished: Type.Integer(),
  Received: Type.Integer(),
  UnclaimedPoints: Type.Number({ description: 'Growth still to receive from finished courses of the followed kinds.' }),
  ReceivedPoints: Type.Number({ description: 'Growth received from course learning, all time.' }),
});

export const CourseRewardSchema = Type.Object({
  Id: Type.Integer(),
  Type: oneOf(Object.values(CourseRewardType), '1 video training, 2 course test'),
  TypeName: Type.String(),
  Name: Type.String(),
  GrowthValue: Type.Number(),
  Status: Type.Integer({ description: '0 still to finish, 2 finished' }),
  FinishedAt: Type.Union([Type.String(), Type.Null()]),
  ReceiveStatus: oneOf([0, 1] as const, '1 received, 0 not yet'),
  ReceivedAt: Type.Union([Type.String(), Type.Null()]),
});

export const SubscriptionQuery = Type.Object({ isCheckCourseTest: Type.Boolean(), isCheckVideoTrain: Type.Boolean() });
export const CourseReceiveQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), type: Type.Integer({ minimum: 0, maximum: 99 }) });
