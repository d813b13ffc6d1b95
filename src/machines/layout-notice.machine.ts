import { assign, fromPromise, setup } from 'xstate';
import type { LayoutNotice } from '../domain/layout-notices';

export interface LayoutNoticeContext {
  notice: LayoutNotice | null;
  delayMs: number;
}
export interface LayoutNoticeInput {
  /** How long the notice waits after it was found (the holiday greeting's 500 ms); 0 opens it at once. */
  delayMs: number;
}
export type LayoutNoticeEvent = { type: 'notice.close' };

/**
 * One of the provider's layout notices (growth-account.md §4): the holiday greeting, the app poster
 * or the transfer notice. The check call answers the notice the tutor has not closed (or null);
 * after the delay it opens; closing hides it at once and tells the server, so it shows once. A
 * failed check or close is logged only: a notice is a nicety, and an unclosed one shows next visit.
 */
export const layoutNoticeMachine = setup({
  types: { context: {} as LayoutNoticeContext, events: {} as LayoutNoticeEvent, input: {} as LayoutNoticeInput },
  actors: {
    checkNotice: fromPromise<LayoutNotice | null>(async () => {
      throw new Error('checkNotice not provided');
    }),
    closeNotice: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('closeNotice not provided');
    }),
  },
  actions: {
    logFailure: (_, _error: unknown) => {},
  },
  delays: {
    showDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'layoutNotice',
  context: ({ input }) => ({ notice: null, delayMs: input.delayMs }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkNotice',
        onDone: [
          { guard: ({ event }) => Boolean(event.output), target: 'waiting', actions: assign({ notice: ({ event }) => event.output }) },
          { target: 'none' },
        ],
        onError: { target: 'none', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    waiting: {
      after: { showDelay: 'open' },
    },
    open: {
      on: { 'notice.close': 'closing' },
    },
    closing: {
      invoke: {
        src: 'closeNotice',
        input: ({ context }) => ({ id: (context.notice as LayoutNotice).Id }),
        onDone: 'closed',
        onError: { target: 'closed', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    none: { type: 'final' },
    closed: { type: 'final' },
  },
});
