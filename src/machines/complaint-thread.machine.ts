import { assign, emit, fromPromise, setup } from 'xstate';
import { COMPLAINT_REPLY_MAX, ComplaintMessages, type ComplaintReply } from '../domain/complaints';
import { messageOf, notice, type RecordsNotice } from './records-notify';

export interface ComplaintThreadContext {
  complaintId: number;
  replies: ComplaintReply[];
  draft: string;
  draftError: string;
  failure: string;
}

export type ComplaintThreadEvent = { type: 'reply.draft'; text: string } | { type: 'reply.send' } | { type: 'thread.retry' };

/**
 * A complaint's replies (ComplaintReply) and the tutor's answer (AddComReply): a blank or too long
 * answer is refused before sending; a sent one joins the thread; a refusal keeps the draft.
 */
export const complaintThreadMachine = setup({
  types: { context: {} as ComplaintThreadContext, events: {} as ComplaintThreadEvent, input: {} as { complaintId: number }, emitted: {} as RecordsNotice },
  actors: {
    'load replies': fromPromise<ComplaintReply[], { complaintId: number }>(async () => {
      throw new Error("'load replies' is not provided");
    }),
    'send reply': fromPromise<ComplaintReply, { complaintId: number; content: string }>(async () => {
      throw new Error("'send reply' is not provided");
    }),
  },
  guards: {
    draftValid: ({ context }) => context.draft.trim() !== '' && context.draft.trim().length <= COMPLAINT_REPLY_MAX,
  },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'complaintThread',
  context: ({ input }) => ({ complaintId: input.complaintId, replies: [], draft: '', draftError: '', failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load replies',
        input: ({ context }) => ({ complaintId: context.complaintId }),
        onDone: { target: 'open', actions: assign({ replies: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'thread.retry': 'loading' } },
    open: {
      on: {
        'reply.draft': { actions: assign({ draft: ({ event }) => event.text, draftError: '' }) },
        'reply.send': [
          { guard: 'draftValid', target: 'sending' },
          {
            actions: assign({
              draftError: ({ context }) => (context.draft.trim() === '' ? ComplaintMessages.replyRequired : ComplaintMessages.contentTooLong),
            }),
          },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send reply',
        input: ({ context }) => ({ complaintId: context.complaintId, content: context.draft.trim() }),
        onDone: {
          target: 'open',
          actions: [
            assign({ replies: ({ context, event }) => [...context.replies, event.output], draft: '' }),
            { type: 'toldSuccess', params: ComplaintMessages.replied },
          ],
        },
        onError: { target: 'open', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
