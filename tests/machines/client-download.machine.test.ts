import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ClientDownloadSource, ClientType } from '../../src/domain/client-logs';
import { clientDownloadMachine, type ClientDownloadLog } from '../../src/machines/client-download.machine';
import { expectEveryTransitionCovered, generatePaths } from './path-testing';

const ev = {
  open: { type: 'clientDownload.open' },
  close: { type: 'clientDownload.close' },
  windows: { type: 'clientDownload.chosen', clientType: ClientType.windows },
  mac: { type: 'clientDownload.chosen', clientType: ClientType.mac },
} as const;

describe('client download dialog machine (model-based)', () => {
  const machine = clientDownloadMachine.provide({ actors: { 'log client download': fromPromise<unknown, ClientDownloadLog>(async () => true) } });

  it('reaches every transition, asserting state and context at every step', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: Object.values(ev) }));
  });

  it('logs each download chosen in the dialog with SourceType 1 and ClientType 1 (Windows) or 2 (Mac)', async () => {
    const logs: ClientDownloadLog[] = [];
    const actor = createActor(
      clientDownloadMachine.provide({
        actors: { 'log client download': fromPromise<unknown, ClientDownloadLog>(async ({ input }) => void logs.push(input)) },
      }),
    ).start();
    actor.send(ev.windows);
    expect(logs, 'nothing is logged while the dialog is closed').toEqual([]);
    actor.send(ev.open);
    actor.send(ev.windows);
    actor.send(ev.mac);
    await Promise.resolve();
    expect(logs).toEqual([
      { clientType: 1, sourceType: ClientDownloadSource.downloadDialog },
      { clientType: 2, sourceType: ClientDownloadSource.downloadDialog },
    ]);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send(ev.close);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
