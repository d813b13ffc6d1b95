import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import type { OpenClassTeacher } from '../domain/public-class';
import { trainingLoaderMachine } from '../machines/training-loader.machine';
import type { PageDeps } from './page-logic';

/**
 * The layout's public-class entry (teaching.md §4): one read of GetIsOpenClassTeacher, data 1 when
 * public classes are open to the tutor. Kept apart from the page's logic so the shell's chunk
 * carries only this.
 */
export function createPublicClassEntryLogic(deps: PageDeps) {
  return trainingLoaderMachine.provide({
    actors: {
      load: fromPromise<unknown, { key: number }>(async ({ signal }) => {
        try {
          const answer = await deps.api.post<OpenClassTeacher>('/api/TutorComm/GetIsOpenClassTeacher', undefined, undefined, { signal });
          return answer.IsOpenClassTeacher ? 1 : 0;
        } catch (error) {
          // A failed check hides the entry; only transport trouble is the session's to show.
          if (isApiError(error) && error.kind !== 'business' && error.kind !== 'aborted') deps.reportError(error);
          return 0;
        }
      }),
    },
  });
}
