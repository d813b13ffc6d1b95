import { fromPromise } from 'xstate';
import { LayoutNoticeKind, type LayoutNotice } from '../domain/layout-notices';
import { layoutNoticeMachine } from '../machines/layout-notice.machine';
import type { PageDeps } from './page-logic';

/** Where each notice kind is asked for (growth-account.md §5 names the poster's and the transfer notice's calls). */
const CHECK_URL: Record<LayoutNoticeKind, string> = {
  [LayoutNoticeKind.poster]: '/api/Account/IsFirstShowPoster',
  [LayoutNoticeKind.transfer]: '/api/TutorComm/IsShowTutorSystemTransferNotice',
  [LayoutNoticeKind.holiday]: '/api/Teacher/GetHolidayGreeting',
};

/** The three layout notices' machines with their real calls; failures are logged, never shown (a notice is a nicety). */
export function createLayoutNoticesLogic(deps: Pick<PageDeps, 'api'>) {
  const forKind = (kind: LayoutNoticeKind) =>
    layoutNoticeMachine.provide({
      actors: {
        checkNotice: fromPromise<LayoutNotice | null>(async ({ signal }) =>
          deps.api.post<LayoutNotice | null>(CHECK_URL[kind], undefined, undefined, { signal }),
        ),
        closeNotice: fromPromise<unknown, { id: number }>(async ({ input, signal }) =>
          deps.api.post('/api/Teacher/CloseLayoutNotice', { Id: input.id }, undefined, { signal }),
        ),
      },
      actions: { logFailure: (_, error) => console.warn(`the ${kind} notice failed`, error) },
    });
  return { holiday: forKind(LayoutNoticeKind.holiday), poster: forKind(LayoutNoticeKind.poster), transfer: forKind(LayoutNoticeKind.transfer) };
}
