import { assign, setup } from 'xstate';
import { SNACKBAR_MS } from '../domain/dialogs';

export interface SnackbarContext {
  /** The text shown; '' when hidden. */
  message: string;
}

export type SnackbarEvent =
  /** Shows a message at the bottom; a message already shown is replaced and its 4000 ms start again. */
  { type: 'snackbar.show'; message: string } | { type: 'snackbar.dismiss' };

/** The shared snackbar (shell.md §2, §9): a short message at the bottom for 4000 ms. */
export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
  },
  actions: {
    show: assign({ message: ({ event }) => (event.type === 'snackbar.show' ? event.message : '') }),
    hide: assign({ message: '' }),
  },
  delays: {
    snackbarLife: SNACKBAR_MS,
  },
}).createMachine({
  id: 'snackbar',
  context: { message: '' },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'snackbar.show': { target: 'showing', actions: 'show' } },
    },
    showing: {
      after: { snackbarLife: { target: 'hidden', actions: 'hide' } },
      on: {
        'snackbar.show': { target: 'showing', reenter: true, actions: 'show' },
        'snackbar.dismiss': { target: 'hidden', actions: 'hide' },
      },
    },
  },
});

export type SnackbarMachine = typeof snackbarMachine;
