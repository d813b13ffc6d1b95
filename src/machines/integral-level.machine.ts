import { assign, fromPromise, setup } from 'xstate';
import type { GradeListItem } from '../domain/levels';

type IntegralLevelEvent = { type: 'level.retry' };

/** The integral level dialog: loads the grade list (Gradeintegral) each time it opens; a failure offers a retry. */
export const integralLevelMachine = setup({
  types: { context: {} as { grades: GradeListItem[] }, events: {} as IntegralLevelEvent },
  actors: {
    loadGrades: fromPromise<GradeListItem[]>(async () => {
      throw new Error('loadGrades not provided');
    }),
  },
}).createMachine({
  id: 'integralLevel',
  context: { grades: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadGrades',
        onDone: { target: 'ready', actions: assign({ grades: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'level.retry': 'loading' } },
    ready: {},
  },
});
