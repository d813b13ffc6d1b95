import { describe, expect, it } from 'vitest';
import { SpeedMessages } from '../../src/domain/speed-test';
import { speedTestMachine } from '../../src/machines/speed-test.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const machine = speedTestMachine.provide({
  actors: {
    'load thresholds': pendingPromise(),
    'measure ping': pendingPromise(),
    'measure download': pendingPromise(),
    'measure upload': pendingPromise(),
    'save result': pendingPromise(),
  },
});
const thresholds = { minDownloadMbps: 4, minUploadMbps: 2, maxPingMs: 150, maxJitterMs: 30 };
const ev = {
  thresholds: { type: 'xstate.done.actor.thresholds', output: thresholds },
  thresholdsFailed: { type: 'xstate.error.actor.thresholds', error: new Error(SpeedMessages.failed) },
  start: { type: 'speed.start' },
  ping: { type: 'xstate.done.actor.ping', output: { pingMs: 20, jitterMs: 3 } },
  pingFailed: { type: 'xstate.error.actor.ping', error: new Error(SpeedMessages.failed) },
  download: { type: 'xstate.done.actor.download', output: 40 },
  downloadFailed: { type: 'xstate.error.actor.download', error: new Error(SpeedMessages.failed) },
  upload: { type: 'xstate.done.actor.upload', output: 1.5 },
  uploadFailed: { type: 'xstate.error.actor.upload', error: new Error(SpeedMessages.failed) },
  save: { type: 'speed.save' },
  saved: { type: 'xstate.done.actor.save', output: { body: {}, message: SpeedMessages.saved } },
  saveFailed: { type: 'xstate.error.actor.save', error: new Error('Links seem to get inaccessible.') },
};

describe('speed test (model-based)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expectEveryTransitionCovered(machine, paths);
  });

  it('measures the four figures in turn, gives the verdict and saves the result', () => {
    const { snapshot, emitted } = replayCollecting(machine, scenario(machine, [ev.thresholds, ev.start, ev.ping, ev.download, ev.upload, ev.save, ev.saved]));
    expect(snapshot.value).toBe('done');
    expect(snapshot.context).toMatchObject({ pingMs: 20, jitterMs: 3, downloadMbps: 40, uploadMbps: 1.5, verdict: 'fair', saved: true });
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: SpeedMessages.saved, presentation: 'toast' }]);
  });

  it('says why a measurement failed and starts afresh', () => {
    const failed = replayCollecting(machine, scenario(machine, [ev.thresholds, ev.start, ev.ping, ev.downloadFailed]));
    expect(failed.snapshot.value).toBe('failed');
    expect(failed.snapshot.context.error).toBe(SpeedMessages.failed);
    const again = replayCollecting(machine, scenario(machine, [ev.thresholds, ev.start, ev.ping, ev.downloadFailed, ev.start]));
    expect(again.snapshot.value).toBe('ping');
    expect(again.snapshot.context).toMatchObject({ pingMs: null, error: null });
  });
});
