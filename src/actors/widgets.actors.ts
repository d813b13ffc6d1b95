import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import { protocolReminderMachine, type AgreementCheck } from '../machines/protocol-reminder.machine';
import type { PageDeps } from './page-logic';
import { LearningTagLabel, type LearningTagContent, type LearningTagIds } from '../domain/learning-tags';
import type { OpenMonitoringWarning, ProtocolAgreement } from '../domain/layout-widgets';
import { learningTagMachine } from '../machines/learning-tag.machine';
import { SkypeTexts, type DialogListItem } from '../domain/skype';
import { skypeDialogMachine } from '../machines/skype-dialog.machine';

/** The layout widgets' machines with their real calls; failed calls go to the session's catalogue. */
export function createWidgetsLogic(deps: Pick<PageDeps, 'api' | 'reportError'>) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error)) deps.reportError(error);
    else console.error(error);
  };
  return {
    protocolReminder: protocolReminderMachine.provide({
      actors: {
        checkProtocol: fromPromise<AgreementCheck>(async ({ signal }) =>
          deps.api.get<ProtocolAgreement>('/api/Teacher/GetIsAgreeProtocol', undefined, { signal }),
        ),
        agreeProtocol: fromPromise<unknown>(async ({ signal }) => deps.api.post('/api/Teacher/AgreeProtocolByTuid', undefined, undefined, { signal })),
      },
      actions: { reportError },
    }),
    monitoringWarning: protocolReminderMachine.provide({
      actors: {
        checkProtocol: fromPromise<AgreementCheck>(async ({ signal }) => {
          const { Warning } = await deps.api.get<OpenMonitoringWarning>('/api/Teacher/GetMonitoringWarning', undefined, { signal });
          return Warning ? { IsAgree: false, Notice: Warning.Reason } : { IsAgree: true };
        }),
        // Agreeing to the protocol answers the open monitoring warnings (server/services/protocol.service.ts).
        agreeProtocol: fromPromise<unknown>(async ({ signal }) => deps.api.post('/api/Teacher/AgreeProtocolByTuid', undefined, undefined, { signal })),
      },
      actions: { reportError },
    }),
  };
}

/** The learning-tag dialog with its real calls; the behaviour log spans from the tag's showing to now. */
export function createLearningTagLogic(deps: Pick<PageDeps, 'api' | 'reportError'>) {
  const shownAt = new Map<number, string>();
  return learningTagMachine.provide({
    actors: {
      loadTagIds: fromPromise<number[]>(
        async ({ signal }) => (await deps.api.get<LearningTagIds>('/api/Teacher/GetLearningTagIds', undefined, { signal })).TagIds,
      ),
      fetchContent: fromPromise<LearningTagContent, { tagId: number }>(async ({ input, signal }) =>
        deps.api.get<LearningTagContent>('/api/Teacher/GetLearningTagContent', { tagId: input.tagId }, { signal }),
      ),
      markLearned: fromPromise<unknown, { tagId: number }>(async ({ input, signal }) =>
        deps.api.post('/api/Training/LearnCourseTraining', { TagId: input.tagId }, undefined, { signal }),
      ),
    },
    actions: {
      logBehaviour: (_, { tagId, labelId }) => {
        const now = new Date().toISOString();
        if (labelId === LearningTagLabel.viewed) shownAt.set(tagId, now);
        const body = { TagId: tagId, LabelId: labelId, StartTime: shownAt.get(tagId) ?? now, EndTime: now };
        deps.api.post('/api/Teacher/AddLearningTagLog', body).catch((error: unknown) => console.warn('learning tag log failed', error));
      },
      logFetchFailure: (_, { tagId, error }) => console.warn(`learning tag ${tagId} could not be loaded`, error),
      reportError: (_, error) => {
        if (isApiError(error)) deps.reportError(error);
        else console.error(error);
      },
    },
  });
}

/** The Skype dialog with its real calls; Msg shows as a success toast or, through the catalogue, as an error. */
export function createSkypeDialogLogic(deps: Pick<PageDeps, 'api' | 'reportError' | 'notify'>) {
  return skypeDialogMachine.provide({
    actors: {
      loadDialogList: fromPromise<DialogListItem[]>(async ({ signal }) => deps.api.get<DialogListItem[]>('/api/Teacher/ShowDialogList', undefined, { signal })),
      saveSkypeId: fromPromise<string, { sky: string }>(async ({ input, signal }) => {
        const answer = await deps.api.postWithMessage('/api/Teacher/UpdateSkypeId', { Sky: input.sky }, undefined, { signal });
        return answer.message || SkypeTexts.saved;
      }),
    },
    actions: {
      showSuccess: (_, message) => deps.notify({ type: 'notify', severity: 'success', message, presentation: 'toast' }),
      showError: (_, error) => {
        if (isApiError(error)) deps.reportError(error);
        else console.error(error);
      },
    },
  });
}
