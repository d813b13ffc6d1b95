import { fromPromise } from 'xstate';
import type { UserCertInfo } from '../domain/personal-sections';
import type { TesolCertState } from '../domain/tesol-review';
import { tesolReviewMachine } from '../machines/tesol-review.machine';
import type { PageDeps } from './page-logic';

/** The layout's TESOL review prompt with its real call (the records' UserCertInfo). */
export function createTesolReviewLogic(deps: Pick<PageDeps, 'api'>) {
  return tesolReviewMachine.provide({
    actors: {
      loadTesolState: fromPromise<TesolCertState>(
        async ({ signal }) => (await deps.api.post<UserCertInfo>('/api/teachInfo/UserCertInfo', undefined, undefined, { signal })).tesol,
      ),
    },
    actions: { logFailure: (_, error) => console.warn('the TESOL review check failed', error) },
  });
}
