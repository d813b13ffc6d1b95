import { assign, fromPromise, setup } from 'xstate';

/** One page of a staff list (the audit log, the tutor search). */
export interface StaffListPage<T> {
  Total: number;
  Items: T[];
}

export interface StaffListRequest {
  /** The search text or the tutor filter, as typed ('' for none). */
  filter: string;
  pageIndex: number;
}

export interface StaffListContext {
  filter: string;
  pageIndex: number;
  page: StaffListPage<unknown> | null;
  failure: string;
}

export interface StaffListInput {
  filter: string;
}

export type StaffListEvent = { type: 'list.filter'; filter: string } | { type: 'list.page'; pageIndex: number } | { type: 'list.reload' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A paged, filtered staff list: a new filter starts at page 1, a page keeps the filter; the shown
 * page stays on screen while the next one loads; a failed load can be tried again.
 */
export const staffListMachine = setup({
  types: {
    context: {} as StaffListContext,
    events: {} as StaffListEvent,
    input: {} as StaffListInput,
  },
  actors: {
    loadPage: fromPromise<StaffListPage<unknown>, StaffListRequest>(async () => {
      throw new Error('loadPage not provided');
    }),
  },
}).createMachine({
  id: 'staffList',
  context: ({ input }) => ({
    filter: input.filter ?? '',
    pageIndex: 1,
    page: null,
    failure: '',
  }),
  initial: 'loading',
  on: {
    'list.filter': {
      target: '.loading',
      actions: assign({
        filter: ({ event }) => event.filter.trim(),
        pageIndex: 1,
      }),
    },
    'list.page': {
      target: '.loading',
      actions: assign({
        pageIndex: ({ event }) => Math.max(1, event.pageIndex),
      }),
    },
    'list.reload': '.loading',
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({
          filter: context.filter,
          pageIndex: context.pageIndex,
        }),
        onDone: {
          target: 'ready',
          actions: assign({ page: ({ event }) => event.output, failure: '' }),
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    ready: {},
    failed: {},
  },
});
