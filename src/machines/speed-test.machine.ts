import { assign, emit, fromPromise, setup } from 'xstate';
import { speedVerdict, type SpeedResult, type SpeedThresholds, type SpeedVerdict } from '../domain/speed-test';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface SpeedTestContext {
  thresholds: SpeedThresholds | null;
  pingMs: number | null;
  jitterMs: number | null;
  downloadMbps: number | null;
  uploadMbps: number | null;
  verdict: SpeedVerdict | null;
  saved: boolean;
  error: string | null;
}

export type SpeedTestEvent = { type: 'speed.start' } | { type: 'speed.save' };

const cleared = { pingMs: null, jitterMs: null, downloadMbps: null, uploadMbps: null, verdict: null, saved: false, error: null };

const resultOf = (c: SpeedTestContext): SpeedResult => ({
  pingMs: c.pingMs ?? 0,
  jitterMs: c.jitterMs ?? 0,
  downloadMbps: c.downloadMbps ?? 0,
  uploadMbps: c.uploadMbps ?? 0,
});

/**
 * The network test (/speed/speed.html): latency and jitter, then download, then upload, each
 * measured by an injected actor against the portal's own server (as LibreSpeed does), then a
 * verdict against the configured thresholds; the result can be saved to the profile.
 */
export const speedTestMachine = setup({
  types: { context: {} as SpeedTestContext, events: {} as SpeedTestEvent, emitted: {} as RecordsNotice },
  actors: {
    'load thresholds': fromPromise<SpeedThresholds>(async () => {
      throw new Error("'load thresholds' is not provided");
    }),
    'measure ping': fromPromise<{ pingMs: number; jitterMs: number }>(async () => {
      throw new Error("'measure ping' is not provided");
    }),
    'measure download': fromPromise<number>(async () => {
      throw new Error("'measure download' is not provided");
    }),
    'measure upload': fromPromise<number>(async () => {
      throw new Error("'measure upload' is not provided");
    }),
    'save result': fromPromise<MessageResult, SpeedResult>(async () => {
      throw new Error("'save result' is not provided");
    }),
  },
  guards: {
    hasThresholds: ({ context }) => context.thresholds !== null,
  },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'speedTest',
  context: { thresholds: null, ...cleared },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'thresholds',
        src: 'load thresholds',
        onDone: { target: 'idle', actions: assign({ thresholds: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    idle: { on: { 'speed.start': { target: 'ping', actions: assign(cleared) } } },
    ping: {
      tags: ['status:busy'],
      invoke: {
        id: 'ping',
        src: 'measure ping',
        onDone: { target: 'download', actions: assign(({ event }) => ({ pingMs: event.output.pingMs, jitterMs: event.output.jitterMs })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    download: {
      tags: ['status:busy'],
      invoke: {
        id: 'download',
        src: 'measure download',
        onDone: { target: 'upload', actions: assign({ downloadMbps: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    upload: {
      tags: ['status:busy'],
      invoke: {
        id: 'upload',
        src: 'measure upload',
        onDone: {
          target: 'done',
          actions: [
            assign({ uploadMbps: ({ event }) => event.output }),
            assign({ verdict: ({ context }) => (context.thresholds ? speedVerdict(resultOf(context), context.thresholds) : null) }),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: {
      on: {
        'speed.start': { target: 'ping', actions: assign(cleared) },
        'speed.save': { target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save result',
        input: ({ context }) => resultOf(context),
        onDone: { target: 'done', actions: [assign({ saved: true }), { type: 'toldSuccess', params: ({ event }) => event.output.message }] },
        onError: { target: 'done', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: {
      on: {
        'speed.start': [
          { guard: 'hasThresholds', target: 'ping', actions: assign(cleared) },
          { target: 'loading', actions: assign({ error: null }) },
        ],
      },
    },
  },
});
