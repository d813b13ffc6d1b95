import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import type { SopAssessmentSummary, SopScorePage } from '../domain/sop';
import { SOP_PAGE_SIZE } from '../domain/sop';
import { sopScoresMachine, type SopScoresQuery } from '../machines/sop-scores.machine';
import { trainingLoaderMachine } from '../machines/training-loader.machine';
import type { PageDeps } from './page-logic';

const S = '/api/SOP';

function reporting<T>(deps: PageDeps, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (isApiError(error) && error.kind !== 'business' && error.kind !== 'aborted') deps.reportError(error);
    throw error;
  });
}

/** The /SOP pages' logic: the scored classes and the assessment summary. */
export function createSopLogic(deps: PageDeps) {
  return {
    scores: sopScoresMachine.provide({
      actors: {
        loadScores: fromPromise<SopScorePage, SopScoresQuery>(({ input, signal }) =>
          reporting(
            deps,
            deps.api.post<SopScorePage>(
              `${S}/GetScoreClassList`,
              undefined,
              { pageIndex: input.pageIndex, pageSize: SOP_PAGE_SIZE, ...(input.month ? { month: input.month } : {}) },
              { signal },
            ),
          ),
        ),
      },
    }),
    summary: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(({ signal }) =>
          reporting(deps, deps.api.post<SopAssessmentSummary>(`${S}/GetAssessmentSummary`, undefined, undefined, { signal })),
        ),
      },
    }),
  };
}
