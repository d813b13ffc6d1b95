import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import { BiAspectTexts, type BiAspectGroup, type BiAspectSelection } from '../domain/bi-aspect';
import { biAspectDialogMachine, type BiAspectState } from '../machines/bi-aspect-dialog.machine';
import type { PageDeps } from './page-logic';

/** The bi-aspect tags dialog with its real calls (growth-account.md §7 Tutor comm). */
export function createBiAspectLogic(deps: Pick<PageDeps, 'api' | 'reportError' | 'notify'>) {
  return biAspectDialogMachine.provide({
    actors: {
      loadState: fromPromise<BiAspectState>(async ({ signal }) => {
        if (!(await deps.api.post<boolean>('/api/TutorComm/IsBiAspectTeacher', undefined, undefined, { signal }))) return null;
        const [groups, selection] = await Promise.all([
          deps.api.post<BiAspectGroup[]>('/api/TutorComm/GetTutorBiAspectDataList', undefined, undefined, { signal }),
          deps.api.post<BiAspectSelection>('/api/TutorComm/GetTeacherSelectedTags', undefined, undefined, { signal }),
        ]);
        return { groups, selected: selection.SelectedTagIds };
      }),
      submitTags: fromPromise<string, { tagIds: number[] }>(async ({ input, signal }) => {
        const answer = await deps.api.postWithMessage('/api/TutorComm/SubmitSelectedTutorBiAspectTags', { SelectedTagIds: input.tagIds }, undefined, {
          signal,
        });
        return answer.message || BiAspectTexts.saved;
      }),
    },
    actions: {
      logFailure: (_, error) => console.warn('the bi-aspect tags check failed', error),
      showSuccess: (_, message) => deps.notify({ type: 'notify', severity: 'success', message, presentation: 'toast' }),
      reportError: (_, error) => {
        if (isApiError(error)) deps.reportError(error);
        else console.error(error);
      },
    },
  });
}
