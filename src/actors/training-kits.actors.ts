import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import type { KitTestPaper, TestScoreDetail, TestSubmitResult, TrainingKitCategory, TrainingKitModel } from '../domain/training';
import { kitDetailMachine, type KitAnswered } from '../machines/kit-detail.machine';
import { kitTestMachine } from '../machines/kit-test.machine';
import type { SubmitInput, SubmitOutput } from '../machines/kit-test.types';
import { trainingLoaderMachine } from '../machines/training-loader.machine';
import type { PageDeps } from './page-logic';

/** Transport failures and expired sessions go to the session's error catalogue; business refusals stay on the page. */
function reporting<T>(deps: PageDeps, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (isApiError(error) && error.kind !== 'business' && error.kind !== 'aborted') deps.reportError(error);
    throw error;
  });
}

/** The training kit pages with their real calls (teaching.md §7 "Training kits and tutor data"). */
export function createTrainingKitsLogic(deps: PageDeps) {
  const { api } = deps;
  return {
    kitList: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(({ signal }) =>
          reporting(deps, api.post<TrainingKitCategory[]>('/api/tutordata/TrainingKits', undefined, undefined, { signal })),
        ),
      },
    }),
    kitDetail: kitDetailMachine.provide({
      actors: {
        loadKit: fromPromise<TrainingKitModel, { kitId: number }>(({ input, signal }) =>
          reporting(deps, api.post<TrainingKitModel>('/api/tutordata/TrainingKitModel', undefined, { primaryID: input.kitId }, { signal })),
        ),
        submitLearning: fromPromise<KitAnswered, { kitId: number; usedSeconds: number }>(async ({ input }) => {
          const answer = await reporting(
            deps,
            api.postWithMessage<TrainingKitModel>('/api/TutorData/LearnSubmit', undefined, {
              TrakitId: input.kitId,
              UsedTime: input.usedSeconds,
              IsCompleteCourse: true,
            }),
          );
          return { kit: answer.body, message: answer.message };
        }),
        addLabel: fromPromise<KitAnswered, { kitId: number }>(async ({ input }) => {
          const answer = await reporting(deps, api.postWithMessage<unknown>('/api/TutorData/AddTutorLabel', undefined, { kctId: input.kitId }));
          return { kit: null, message: answer.message };
        }),
      },
    }),
    kitTest: kitTestMachine.provide({
      actors: {
        loadPaper: fromPromise<KitTestPaper, { kctId: number }>(({ input, signal }) =>
          reporting(deps, api.post<KitTestPaper>('/api/tutordata/KCTList', undefined, { kctId: input.kctId }, { signal })),
        ),
        submitTest: fromPromise<SubmitOutput, SubmitInput>(async ({ input }) => {
          const answer = await reporting(
            deps,
            api.postWithMessage<TestSubmitResult>(
              '/api/TutorData/TestSubmit',
              { answers: input.answers },
              { kctId: input.kctId, startTime: input.startTime, IsCompleteCourse: true },
            ),
          );
          return { result: answer.body, message: answer.message };
        }),
      },
    }),
    testAnswers: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(({ input, signal }) =>
          reporting(deps, api.post<TestScoreDetail>('/api/TutorData/GetTestScore', undefined, { recodeId: input.key }, { signal })),
        ),
      },
    }),
  };
}
