import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { FEEDBACK_PAGE_SIZE, FEEDBACK_REPLY_MAX, FeedbackMessages, type FeedbackPage, type FeedbackReply } from '../domain/feedback';
import { messageOf, notice, type RecordsNotice } from './records-notify';

export interface FeedbackListFilter {
  type: number | null;
  status: number | null;
}

export interface FeedbackPageContext {
  filter: FeedbackListFilter;
  pageIndex: number;
  page: FeedbackPage;
  /** The feedback whose replies are open. */
  threadId: number | null;
  replies: FeedbackReply[];
  draft: string;
  draftError: string;
  failure: string;
}

export type FeedbackPageEvent =
  | { type: 'list.filter'; filter: FeedbackListFilter }
  | { type: 'list.page'; pageIndex: number }
  | { type: 'list.reload' }
  | { type: 'thread.open'; id: number }
  | { type: 'thread.close' }
  | { type: 'thread.draft'; text: string }
  | { type: 'thread.send' };

export interface FeedbackListInput extends FeedbackListFilter {
  pageIndex: number;
  pageSize: number;
}

/**
 * /myFeedback: the tutor's feedback (List, filtered and paged) and one record's replies
 * (GetReplyList, ReplyAdd). Opening a thread reads it on the server, which clears its notices:
 * the row loses its mark and the provided `feedbackRead` tells the sidebar to check its dot.
 */
export const feedbackPageMachine = setup({
  types: { context: {} as FeedbackPageContext, events: {} as FeedbackPageEvent, emitted: {} as RecordsNotice },
  actors: {
    'load list': fromPromise<FeedbackPage, FeedbackListInput>(async () => {
      throw new Error("'load list' is not provided");
    }),
    'load replies': fromPromise<FeedbackReply[], { id: number }>(async () => {
      throw new Error("'load replies' is not provided");
    }),
    'send reply': fromPromise<FeedbackReply, { id: number; text: string }>(async () => {
      throw new Error("'send reply' is not provided");
    }),
    /** Sends `list.reload` when a feedback is saved from the floating button's dialog (none by default). */
    'watch feedback saves': fromCallback(() => () => {}),
  },
  guards: {
    draftValid: ({ context }) => context.draft.trim() !== '' && context.draft.length <= FEEDBACK_REPLY_MAX,
  },
  actions: {
    feedbackRead: () => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
    markRead: assign(({ context }) => ({
      page: { ...context.page, Items: context.page.Items.map((item) => (item.ID === context.threadId ? { ...item, HasUnreadReply: false } : item)) },
    })),
  },
}).createMachine({
  id: 'feedbackPage',
  type: 'parallel',
  context: {
    filter: { type: null, status: null },
    pageIndex: 1,
    page: { Total: 0, Items: [] },
    threadId: null,
    replies: [],
    draft: '',
    draftError: '',
    failure: '',
  },
  invoke: { id: 'watchSaves', src: 'watch feedback saves' },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'list',
            src: 'load list',
            input: ({ context }) => ({ ...context.filter, pageIndex: context.pageIndex, pageSize: FEEDBACK_PAGE_SIZE }),
            onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, failure: '' }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
          },
        },
        ready: {
          on: {
            'list.filter': { target: 'loading', actions: assign({ filter: ({ event }) => event.filter, pageIndex: 1 }) },
            'list.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
            'list.reload': 'loading',
          },
        },
        failed: { on: { 'list.reload': 'loading' } },
      },
    },
    thread: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'thread.open': { target: 'loading', actions: assign({ threadId: ({ event }) => event.id, replies: [], draft: '', draftError: '' }) } },
        },
        loading: {
          invoke: {
            id: 'replies',
            src: 'load replies',
            input: ({ context }) => ({ id: context.threadId ?? 0 }),
            onDone: { target: 'open', actions: [assign({ replies: ({ event }) => event.output }), 'markRead', 'feedbackRead'] },
            onError: { target: 'closed', actions: [assign({ threadId: null }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }] },
          },
          on: { 'thread.close': { target: 'closed', actions: assign({ threadId: null }) } },
        },
        open: {
          on: {
            'thread.draft': { actions: assign({ draft: ({ event }) => event.text, draftError: '' }) },
            'thread.send': [
              { guard: 'draftValid', target: 'sending' },
              {
                actions: assign({
                  draftError: ({ context }) => (context.draft.trim() === '' ? FeedbackMessages.replyRequired : FeedbackMessages.contentTooLong),
                }),
              },
            ],
            'thread.close': { target: 'closed', actions: assign({ threadId: null, replies: [] }) },
            'thread.open': { target: 'loading', actions: assign({ threadId: ({ event }) => event.id, replies: [], draft: '', draftError: '' }) },
          },
        },
        sending: {
          invoke: {
            id: 'reply',
            src: 'send reply',
            input: ({ context }) => ({ id: context.threadId ?? 0, text: context.draft.trim() }),
            onDone: {
              target: 'open',
              actions: [
                assign({ replies: ({ context, event }) => [...context.replies, event.output], draft: '' }),
                { type: 'toldSuccess', params: FeedbackMessages.replied },
              ],
            },
            onError: { target: 'open', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
          },
        },
      },
    },
  },
});
