import { assertEvent, setup, spawnChild, fromPromise } from 'xstate';
import { ClientDownloadSource, type ClientType } from '../domain/client-logs';

export interface ClientDownloadLog {
  clientType: ClientType;
  sourceType: ClientDownloadSource;
}

export type ClientDownloadEvent =
  | { type: 'clientDownload.open' }
  | { type: 'clientDownload.close' }
  /** The tutor followed the Windows (1) or Mac (2) link: the download is logged. */
  | { type: 'clientDownload.chosen'; clientType: ClientType };

/**
 * The TutorClient download dialog (shell.md §2, §3): a Windows installer and a Mac disk image, with
 * the old-client notice. Each download started from it is logged (AddTutorClientDownloadsLog,
 * SourceType 1); the log runs on its own so a slow or failed log never holds the download back.
 */
export const clientDownloadMachine = setup({
  types: {
    events: {} as ClientDownloadEvent,
  },
  actors: {
    'log client download': fromPromise<unknown, ClientDownloadLog>(async () => {
      throw new Error("'log client download' is not provided");
    }),
  },
}).createMachine({
  id: 'clientDownload',
  initial: 'closed',
  states: {
    closed: {
      on: { 'clientDownload.open': 'open' },
    },
    open: {
      on: {
        'clientDownload.close': 'closed',
        'clientDownload.chosen': {
          actions: spawnChild('log client download', {
            input: ({ event }) => {
              assertEvent(event, 'clientDownload.chosen');
              return { clientType: event.clientType, sourceType: ClientDownloadSource.downloadDialog };
            },
          }),
        },
      },
    },
  },
});

export type ClientDownloadMachine = typeof clientDownloadMachine;
