import { emit, fromPromise, setup } from 'xstate';

/** `contract.sign`: the tutor chose to sign now; the layout applies the Sign Contract rules. */
export type ContractPopoutEmitted = { type: 'contract.sign' };
export type ContractPopoutEvent = { type: 'popout.agree' } | { type: 'popout.later' };

/**
 * The contract pop-out (growth-account.md §4), run by the layout: asks the server whether to show
 * (GetIsShowPopoutByContract); shown, either answer is sent (AgreenPopoutByContract?isAgreen) so the
 * pop-out does not come back for this contract. Agreeing then takes the tutor to the contract. A
 * failed check leaves it closed (a nicety); a failed answer keeps it open and reports the error.
 */
export const contractPopoutMachine = setup({
  types: { events: {} as ContractPopoutEvent, emitted: {} as ContractPopoutEmitted },
  actors: {
    checkPopout: fromPromise<boolean>(async () => {
      throw new Error('checkPopout not provided');
    }),
    answerPopout: fromPromise<unknown, { agreed: boolean }>(async () => {
      throw new Error('answerPopout not provided');
    }),
  },
  actions: {
    logFailure: (_, _error: unknown) => {},
    reportError: (_, _error: unknown) => {},
  },
  guards: {
    shows: (_, show: boolean) => show,
  },
}).createMachine({
  id: 'contractPopout',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkPopout',
        onDone: [{ guard: { type: 'shows', params: ({ event }) => event.output }, target: 'open' }, { target: 'closed' }],
        onError: { target: 'closed', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    open: {
      initial: 'asking',
      states: {
        asking: {
          on: { 'popout.agree': 'agreeing', 'popout.later': 'declining' },
        },
        agreeing: {
          invoke: {
            src: 'answerPopout',
            input: { agreed: true },
            onDone: { target: '#contractPopout.closed', actions: emit({ type: 'contract.sign' } as const) },
            onError: { target: 'asking', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        declining: {
          invoke: {
            src: 'answerPopout',
            input: { agreed: false },
            onDone: '#contractPopout.closed',
            onError: { target: 'asking', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
