import { fromPromise } from 'xstate';
import type { CourseLearning, CourseReward } from '../domain/course-learning';
import type { GrowthHome } from '../domain/growth';
import { courseLearningMachine, type CourseAction, type CourseLearningData } from '../machines/course-learning.machine';
import type { PageDeps } from './page-logic';
import { ScoreSource } from './score-sources';

const P = '/api/GrowthSystem';

/** Course learning rewards with their calls (growth-account.md §7 "Growth"). */
export function createCourseLearningLogic(deps: PageDeps) {
  return courseLearningMachine.provide({
    actors: {
      loadCourses: fromPromise<CourseLearningData>(async ({ signal }) => {
        const [summary, rewards] = await Promise.all([
          deps.api.post<CourseLearning>(`${P}/GetCourseLearning`, undefined, undefined, { signal }),
          deps.api.post<CourseReward[]>(`${P}/GetReceiveByCourse`, undefined, undefined, { signal }),
        ]);
        return { summary, rewards };
      }),
      actOnCourses: fromPromise<string, CourseAction>(async ({ input }) => {
        const answer =
          input.kind === 'subscribe'
            ? await deps.api.postWithMessage(`${P}/SubscriptionCourse`, undefined, {
                isCheckCourseTest: input.isCheckCourseTest,
                isCheckVideoTrain: input.isCheckVideoTrain,
              })
            : await deps.api.postWithMessage(`${P}/ReceivePointByCourse`, undefined, { id: input.id, type: input.type });
        if (input.kind !== 'subscribe') {
          // The course's growth value reaches the person panel's Growth Values and the other growth cards without a reload.
          const home = await deps.api.post<GrowthHome>(`${P}/GetTutorHomeTask`);
          deps.scoresChanged({ growthSystemScore: home.Score }, ScoreSource.courseLearning);
        }
        return answer.message;
      }),
    },
  });
}
