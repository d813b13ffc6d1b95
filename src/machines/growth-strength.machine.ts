import { assign, fromPromise, setup } from 'xstate';
import type { StrengthAssessment } from '../domain/growth';

type StrengthEvent = { type: 'strength.cycle'; cycle: string } | { type: 'strength.reload' };

/** /growthCenter/strengthAssessment: one cycle (provider month) at a time; the first load lists the cycles. */
export const growthStrengthMachine = setup({
  types: { context: {} as { cycle: string; assessment: StrengthAssessment | null; cycles: string[] }, events: {} as StrengthEvent },
  actors: {
    loadStrength: fromPromise<StrengthAssessment, { cycle: string }>(async () => {
      throw new Error('loadStrength not provided');
    }),
  },
}).createMachine({
  id: 'growthStrength',
  context: { cycle: '', assessment: null, cycles: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStrength',
        input: ({ context }) => ({ cycle: context.cycle }),
        onDone: {
          target: 'ready',
          actions: assign({
            assessment: ({ event }) => event.output,
            cycle: ({ event }) => event.output.Cycle,
            cycles: ({ event, context }) => (event.output.Cycles.length > 0 ? event.output.Cycles : context.cycles),
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'strength.reload': 'loading' } },
    ready: { on: { 'strength.cycle': { target: 'loading', actions: assign({ cycle: ({ event }) => event.cycle }) } } },
  },
});
