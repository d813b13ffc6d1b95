import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { signContractAction } from '../domain/sign-contract';
import type { PersonPanelContext, PersonPanelEmitted, PersonPanelEvent, TutorScores } from './person-panel.types';

/**
 * The person panel's data (shell.md §2): the points and items from the tutor's real scores, and the
 * contract check that adds the Sign Contract row. A click on that row answers with the first of the
 * four click rules that applies (shell.md §5), for the view to carry out.
 */
export const personPanelMachine = setup({
  types: {
    context: {} as PersonPanelContext,
    events: {} as PersonPanelEvent,
    emitted: {} as PersonPanelEmitted,
  },
  actors: {
    'load scores': fromPromise<TutorScores>(async () => {
      throw new Error("'load scores' is not provided");
    }),
    'check contract': fromPromise<boolean>(async () => {
      throw new Error("'check contract' is not provided");
    }),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    keepScores: assign((_, scores: TutorScores) => ({ scores })),
    keepShowContract: assign((_, showContract: boolean) => ({ showContract })),
    answerSignContract: emit(({ event }) => {
      assertEvent(event, 'signContract.click');
      return { type: 'signContract.action' as const, action: signContractAction(event.user) };
    }),
  },
  guards: {
    showsContract: ({ context }) => context.showContract,
  },
}).createMachine({
  id: 'personPanel',
  context: { scores: null, showContract: false },
  type: 'parallel',
  states: {
    scores: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadScores',
            src: 'load scores',
            onDone: { target: 'ready', actions: { type: 'keepScores', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        // A page changed the tutor's points (a claim, a reward): the figures load again.
        ready: { on: { 'panel.refresh': 'loading' } },
        failed: { on: { 'panel.reload': 'loading' } },
      },
    },
    contract: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'checkContract',
            src: 'check contract',
            onDone: { target: 'checked', actions: { type: 'keepShowContract', params: ({ event }) => event.output } },
            // Without an answer the row stays out: signing is offered only when the check says so.
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        checked: {
          on: { 'signContract.click': { guard: 'showsContract', actions: 'answerSignContract' } },
        },
        failed: { on: { 'panel.reload': 'checking' } },
      },
    },
  },
});

export type PersonPanelMachine = typeof personPanelMachine;
