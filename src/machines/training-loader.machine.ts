import { assign, fromPromise, setup } from 'xstate';

export interface TrainingLoaderInput {
  /** What the read is about (a record id, a page); 0 when nothing. */
  key: number;
}

export interface TrainingLoaderContext<T = unknown> {
  key: number;
  data: T | null;
  failure: string;
}

export type TrainingLoaderEvent = { type: 'load.retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One read of a training page (the kit list, an attempt's answers): loading, then the data or the
 * failure with a retry. The read itself is the injected 'load' actor.
 */
export const trainingLoaderMachine = setup({
  types: { context: {} as TrainingLoaderContext, events: {} as TrainingLoaderEvent, input: {} as TrainingLoaderInput },
  actors: {
    load: fromPromise<unknown, { key: number }>(async () => {
      throw new Error('load not provided');
    }),
  },
}).createMachine({
  id: 'trainingLoader',
  context: ({ input }) => ({ key: input.key, data: null, failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {},
  },
});
