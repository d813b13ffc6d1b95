import { assign, fromPromise, setup } from 'xstate';
import { LEDGER_PAGE_SIZE, type LedgerEntriesPage } from '../domain/ledger-view';
import type { LedgerWhyContext, LedgerWhyEvent, LoadEntriesInput } from './ledger-why.types';

/** The last page of `page` (at least 1). */
export const lastPageOf = (page: LedgerEntriesPage | null) => Math.max(1, Math.ceil((page?.Total ?? 0) / LEDGER_PAGE_SIZE));

/**
 * "Why did this move?" (issue 14): closed until the tutor opens it on a figure, then the entries
 * behind that figure this month, a page at a time. A failed load keeps the view open with a retry;
 * opening another figure starts again at its first page.
 */
export const ledgerWhyMachine = setup({
  types: {
    context: {} as LedgerWhyContext,
    events: {} as LedgerWhyEvent,
  },
  actors: {
    'load entries': fromPromise<LedgerEntriesPage, LoadEntriesInput>(async () => {
      throw new Error("'load entries' is not provided");
    }),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    startFigure: assign((_, figure: Extract<LedgerWhyEvent, { type: 'why.open' }>['figure']) => ({ figure, pageIndex: 1, page: null })),
    goToPage: assign((_, pageIndex: number) => ({ pageIndex })),
    keepPage: assign((_, page: LedgerEntriesPage) => ({ page })),
    forget: assign({ figure: null, pageIndex: 1, page: null }),
  },
  guards: {
    isOtherPage: ({ context }, pageIndex: number) =>
      Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= lastPageOf(context.page) && pageIndex !== context.pageIndex,
  },
}).createMachine({
  id: 'ledgerWhy',
  context: { figure: null, pageIndex: 1, page: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'why.open': { target: 'open', actions: { type: 'startFigure', params: ({ event }) => event.figure } } },
    },
    open: {
      initial: 'loading',
      on: {
        'why.close': { target: 'closed', actions: 'forget' },
        'why.open': {
          target: '.loading',
          reenter: true,
          actions: { type: 'startFigure', params: ({ event }) => event.figure },
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadEntries',
            src: 'load entries',
            input: ({ context }) => ({
              account: context.figure!.account,
              pageIndex: context.pageIndex,
            }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'keepPage',
                params: ({ event }) => event.output,
              },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'reportError',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        ready: {
          on: {
            'page.go': {
              guard: { type: 'isOtherPage', params: ({ event }) => event.pageIndex },
              target: 'loading',
              actions: { type: 'goToPage', params: ({ event }) => event.pageIndex },
            },
          },
        },
        failed: {
          on: { 'why.retry': 'loading' },
        },
      },
    },
  },
});

export type LedgerWhyMachine = typeof ledgerWhyMachine;
