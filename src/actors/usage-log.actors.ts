import { fromCallback } from 'xstate';
import { WEB_CLIENT_NAME } from '../domain/tutor-info';
import type { PageDeps } from './page-logic';

export type UsageLogEvent = { type: 'page.visited'; path: string };

/**
 * The usage log (growth-account.md §7 `AddTutorClientUsageLog`), run by the layout: each page the
 * tutor opens is logged once per visit of the portal (a second visit of the same page in the same
 * tab is not news). A failed log is only written to the console: it never disturbs the tutor.
 */
export function createUsageLogLogic(deps: Pick<PageDeps, 'api'>) {
  return fromCallback<UsageLogEvent>(({ receive }) => {
    const logged = new Set<string>();
    const clientInfo = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    receive((event) => {
      if (logged.has(event.path)) return;
      logged.add(event.path);
      deps.api
        .post('/api/TutorComm/AddTutorClientUsageLog', { Action: event.path, ClientName: WEB_CLIENT_NAME, ClientInfo: clientInfo })
        .catch((error: unknown) => console.warn('the usage log failed', error));
    });
  });
}
