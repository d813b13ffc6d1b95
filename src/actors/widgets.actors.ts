import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import { protocolReminderMachine, type AgreementCheck } from '../machines/protocol-reminder.machine';
import type { PageDeps } from './page-logic';

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
          deps.api.get<{ IsAgree: boolean }>('/api/Teacher/GetIsAgreeProtocol', undefined, { signal }),
        ),
        agreeProtocol: fromPromise<unknown>(async ({ signal }) => deps.api.post('/api/Teacher/AgreeProtocolByTuid', undefined, undefined, { signal })),
      },
      actions: { reportError },
    }),
    monitoringWarning: protocolReminderMachine.provide({
      actors: {
        checkProtocol: fromPromise<AgreementCheck>(async ({ signal }) => {
          const { Warning } = await deps.api.get<{ Warning: { Reason: string } | null }>('/api/Teacher/GetMonitoringWarning', undefined, { signal });
          return Warning ? { IsAgree: false, Notice: Warning.Reason } : { IsAgree: true };
        }),
        // Agreeing to the protocol answers the open monitoring warnings (server/services/protocol.service.ts).
        agreeProtocol: fromPromise<unknown>(async ({ signal }) => deps.api.post('/api/Teacher/AgreeProtocolByTuid', undefined, undefined, { signal })),
      },
      actions: { reportError },
    }),
  };
}
