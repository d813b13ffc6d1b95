import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import { contractPopoutMachine } from '../machines/contract-popout.machine';
import type { PageDeps } from './page-logic';

/** The contract pop-out with its real calls (growth-account.md §7 Tutor comm). */
export function createContractPopoutLogic(deps: Pick<PageDeps, 'api' | 'reportError'>) {
  return contractPopoutMachine.provide({
    actors: {
      checkPopout: fromPromise<boolean>(async ({ signal }) =>
        deps.api.post<boolean>('/api/TutorComm/GetIsShowPopoutByContract', undefined, undefined, { signal }),
      ),
      answerPopout: fromPromise<unknown, { agreed: boolean }>(async ({ input, signal }) =>
        deps.api.post('/api/TutorComm/AgreenPopoutByContract', undefined, { isAgreen: input.agreed }, { signal }),
      ),
    },
    actions: {
      logFailure: (_, error) => console.warn('the contract pop-out check failed', error),
      reportError: (_, error) => {
        if (isApiError(error)) deps.reportError(error);
        else console.error(error);
      },
    },
  });
}
