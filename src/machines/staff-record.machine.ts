import { assign, fromPromise, setup } from 'xstate';
import type { TutorRecordSummary } from '../domain/staff-console';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One tutor's record summary in the console: loads by id, can be loaded again. */
export const staffRecordMachine = setup({
  types: {
    context: {} as { tuid: number; summary: TutorRecordSummary | null; failure: string },
    events: {} as { type: 'record.reload' },
    input: {} as { tuid: number },
  },
  actors: {
    loadSummary: fromPromise<TutorRecordSummary, { tuid: number }>(async () => {
      throw new Error('loadSummary not provided');
    }),
  },
}).createMachine({
  id: 'staffRecord',
  context: ({ input }) => ({ tuid: input.tuid, summary: null, failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSummary',
        input: ({ context }) => ({ tuid: context.tuid }),
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: { on: { 'record.reload': 'loading' } },
    failed: { on: { 'record.reload': 'loading' } },
  },
});
