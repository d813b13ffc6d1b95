import { fromPromise } from 'xstate';
import type { MessageRecord } from '../domain/message-records';
import { layoutRemindsMachine } from '../machines/layout-reminds.machine';
import type { PageDeps } from './page-logic';

/** The layout's reminder toasts with their real call (growth-account.md §7 GetSelfScheduleRemind). */
export function createLayoutRemindsLogic(deps: Pick<PageDeps, 'api'>) {
  return layoutRemindsMachine.provide({
    actors: {
      loadSelfScheduleRemind: fromPromise<MessageRecord | null>(async ({ signal }) =>
        deps.api.post<MessageRecord | null>('/api/Account/GetSelfScheduleRemind', undefined, undefined, { signal }),
      ),
    },
    actions: { logFailure: (_, error) => console.warn('the self-schedule reminder could not be read', error) },
  });
}
