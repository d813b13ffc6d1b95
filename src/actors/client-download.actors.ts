import { fromPromise } from 'xstate';
import { CLIENT_INFO_MAX_LENGTH } from '../domain/client-logs';
import type { ClientDownloadLog } from '../machines/client-download.machine';
import type { ShellApi } from './shell-api';

/** What the log records about the browser the download started in. */
function browserClientInfo(): string {
  const info = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return info.slice(0, CLIENT_INFO_MAX_LENGTH);
}

/** The client download dialog's actor: POST /api/Account/AddTutorClientDownloadsLog. */
export function clientDownloadActors(api: ShellApi) {
  return {
    'log client download': fromPromise<unknown, ClientDownloadLog>(async ({ input }) =>
      api
        .post('/api/Account/AddTutorClientDownloadsLog', {
          SourceType: input.sourceType,
          ClientInfo: browserClientInfo(),
          ClientType: input.clientType,
        })
        // A usage log: the download goes ahead whether or not it was counted.
        .catch((error: unknown) => console.warn('client download log failed', error)),
    ),
  };
}
