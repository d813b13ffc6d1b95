import { assign, fromPromise, setup } from 'xstate';
import { tourSteps } from '../domain/tour';
import type { TourContext, TourEvent, TourInput, TourStatus } from './tour.types';

/**
 * The first-login guided tour (shell.md §2): asks the server whether the tutor still has to see
 * it, walks the steps (sidebar, in the full shell the floating buttons, then the shortcut area),
 * and records through an actor that it was done, finished or skipped, so it shows once per tutor.
 */
export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
  },
  actors: {
    'load tour status': fromPromise<TourStatus>(async () => {
      throw new Error("'load tour status' is not provided");
    }),
    'record tour done': fromPromise<unknown>(async () => {
      throw new Error("'record tour done' is not provided");
    }),
  },
  guards: {
    shouldShow: (_, status: TourStatus) => status.show,
    hasNextStep: ({ context }) => context.index + 1 < context.steps.length,
    hasPreviousStep: ({ context }) => context.index > 0,
  },
  actions: {
    nextStep: assign({ index: ({ context }) => context.index + 1 }),
    previousStep: assign({ index: ({ context }) => context.index - 1 }),
    noteSaveFailed: assign({ saveFailed: true }),
  },
}).createMachine({
  id: 'tour',
  context: ({ input }) => ({ steps: tourSteps(input.fullShell), index: 0, saveFailed: false }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadStatus',
        src: 'load tour status',
        onDone: [{ guard: { type: 'shouldShow', params: ({ event }) => event.output }, target: 'showing' }, { target: 'notNeeded' }],
        // Unsure whether it was seen: better not to show it than to show it twice.
        onError: 'notNeeded',
      },
    },
    showing: {
      on: {
        'tour.next': [{ guard: 'hasNextStep', actions: 'nextStep' }, { target: 'recording' }],
        'tour.back': { guard: 'hasPreviousStep', actions: 'previousStep' },
        'tour.skip': 'recording',
      },
    },
    recording: {
      description: 'The tour is over for the tutor; the server remembers it.',
      invoke: {
        id: 'recordDone',
        src: 'record tour done',
        onDone: 'done',
        onError: { target: 'done', actions: 'noteSaveFailed' },
      },
    },
    done: { type: 'final' },
    notNeeded: { type: 'final' },
  },
});

export type TourMachine = typeof tourMachine;
