import { fromPromise } from 'xstate';
import type { ModelClickType } from '../domain/client-logs';
import type { TemporaryClassroomAnswer } from '../domain/shell';
import type { TemporaryClassroom } from '../machines/header-shortcuts.machine';
import type { ShellApi } from './shell-api';

/** The header shortcuts machine's actors over the API. */
export function headerShortcutsActors(api: ShellApi) {
  return {
    'log shortcut click': fromPromise<unknown, { shortcut: ModelClickType }>(async ({ input }) =>
      // A usage log: the tutor's click goes ahead whether or not it was counted.
      api.post('/api/Account/AddTuModelClickLog', undefined, { type: input.shortcut }).catch((error: unknown) => {
        console.warn('shortcut click log failed', error);
      }),
    ),
    'load temporary classroom': fromPromise<TemporaryClassroom>(async ({ signal }) => {
      const body = await api.post<TemporaryClassroomAnswer>('/api/TutorComm/GetTemporaryClassroomLink', undefined, undefined, { signal });
      return { success: body.Success, webLink: body.WebLink };
    }),
  };
}
