import { fromPromise } from 'xstate';
import type { GradeListItem } from '../domain/levels';
import { integralLevelMachine } from '../machines/integral-level.machine';
import type { PageDeps } from './page-logic';

/** The integral level dialog with its call (growth-account.md §7: /api/tutorcomm/Gradeintegral). */
export function createIntegralLevelLogic(deps: PageDeps) {
  return integralLevelMachine.provide({
    actors: {
      loadGrades: fromPromise<GradeListItem[]>(({ signal }) =>
        deps.api.post<GradeListItem[]>('/api/tutorcomm/Gradeintegral', undefined, undefined, { signal }),
      ),
    },
  });
}
