import { fromPromise } from 'xstate';
import { CLIENT_INFO_MAX_LENGTH, ClientDownloadSource } from '../domain/client-logs';
import { clientDownloadMachine, type ClientDownloadLog } from '../machines/client-download.machine';
import type { PageDeps } from './page-logic';

/**
 * The public /tutorClient page's download log (AddTutorClientDownloadsLog, signed in or not): the
 * dialog's machine, whose log here says the download started on the page (SourceType 2).
 */
export function createTutorClientLogic(deps: PageDeps) {
  return {
    downloads: clientDownloadMachine.provide({
      actors: {
        'log client download': fromPromise<unknown, ClientDownloadLog>(async ({ input }) =>
          deps.api
            .post('/api/Account/AddTutorClientDownloadsLog', {
              SourceType: ClientDownloadSource.tutorClientPage,
              ClientInfo: (navigator.userAgent ?? '').slice(0, CLIENT_INFO_MAX_LENGTH),
              ClientType: input.clientType,
            })
            // A usage log: the download goes ahead whether or not it was counted.
            .catch((error: unknown) => console.warn('client download log failed', error)),
        ),
      },
    }),
  };
}
