import { assign, fromPromise, setup } from 'xstate';
import type { ReferralPage } from '../domain/referrals';
import { messageOf } from './records-notify';

export interface ReferralListContext {
  pageIndex: number;
  page: ReferralPage;
  failure: string;
}

export type ReferralListEvent = { type: 'list.page'; pageIndex: number } | { type: 'list.reload' };

/** /referralsList: the referred applications, a page at a time (the call follows ReferralVerson, in the actor). */
export const referralListMachine = setup({
  types: { context: {} as ReferralListContext, events: {} as ReferralListEvent },
  actors: {
    'load list': fromPromise<ReferralPage, { pageIndex: number }>(async () => {
      throw new Error("'load list' is not provided");
    }),
  },
  guards: { otherPage: ({ context, event }) => event.type === 'list.page' && event.pageIndex >= 1 && event.pageIndex !== context.pageIndex },
}).createMachine({
  id: 'referralList',
  context: { pageIndex: 1, page: { Total: 0, Items: [] }, failure: '' },
  initial: 'loading',
  on: {
    'list.page': { guard: 'otherPage', target: '.loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
    'list.reload': '.loading',
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load list',
        input: ({ context }) => ({ pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {},
  },
});
