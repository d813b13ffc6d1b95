import { fromPromise } from 'xstate';
import { CALL_WINDOW_FEATURES, CALL_WINDOW_NAME } from '../domain/call-card';
import { isApiError } from '../domain/api-error';
import type { AutoLoginCode } from '../domain/sign-in';
import { callCardMachine } from '../machines/call-card.machine';
import type { PageDeps } from './page-logic';

/**
 * The call card with its real calls: the temporary link is a one-time sign-in link
 * (CreateAutoLoginCode) that brings the window to the call; declining goes over HTTP (RejectCall).
 */
export function createCallCardLogic(deps: Pick<PageDeps, 'api' | 'reportError'>) {
  return callCardMachine.provide({
    actors: {
      fetchTemporaryLink: fromPromise<string, { path: string }>(async ({ input, signal }) => {
        const { Url } = await deps.api.post<AutoLoginCode>('/api/Account/CreateAutoLoginCode', undefined, undefined, { signal });
        return `${Url}&then=${encodeURIComponent(input.path)}`;
      }),
      reject: fromPromise<unknown, { callId: number; note: string }>(async ({ input, signal }) =>
        deps.api.post('/api/IM/RejectCall', { CallId: input.callId, Note: input.note }, undefined, { signal }),
      ),
    },
    actions: {
      openCallWindow: (_, url) => void window.open(url, CALL_WINDOW_NAME, CALL_WINDOW_FEATURES),
      reportError: (_, error) => {
        if (isApiError(error)) deps.reportError(error);
        else console.error(error);
      },
    },
  });
}
