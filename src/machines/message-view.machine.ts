import { assign, emit, fromPromise, setup } from 'xstate';
import type { MessageRecord } from '../domain/message-records';
import { Messages } from '../domain/messages';
import { MessageCenterTag, type MessageListEmitted, type MessageViewContext, type MessageViewEvent, type MessageViewInput } from './message-center.types';

/**
 * One message at /messageView/{id} (a reminder through GetMessageRemindById, any other through
 * GetMessageById). Opening it marks it read, so the counters are refreshed after it loads.
 */
export const messageViewMachine = setup({
  types: {
    context: {} as MessageViewContext,
    events: {} as MessageViewEvent,
    input: {} as MessageViewInput,
    emitted: {} as MessageListEmitted,
    tags: {} as MessageCenterTag,
  },
  actors: {
    'load message': fromPromise<MessageRecord, MessageViewInput>(async () => {
      throw new Error("'load message' is not provided");
    }),
  },
  actions: {
    keepMessage: assign((_, message: MessageRecord) => ({ message, loadError: '' })),
    keepLoadError: assign((_, error: unknown) => {
      const message = (error as { message?: unknown } | null)?.message;
      return { loadError: typeof message === 'string' && message ? message : Messages.transportError };
    }),
    announceRead: emit({ type: 'messages.read' } as const),
    reportError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'messageView',
  context: ({ input }) => ({ ...input, message: null, loadError: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: [MessageCenterTag.busy],
      invoke: {
        id: 'load',
        src: 'load message',
        input: ({ context }) => ({ id: context.id, reminder: context.reminder }),
        onDone: { target: 'ready', actions: [{ type: 'keepMessage', params: ({ event }) => event.output }, 'announceRead'] },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepLoadError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    ready: { on: { 'view.reload': 'loading' } },
    failed: { on: { 'view.reload': 'loading' } },
  },
});

export type MessageViewMachine = typeof messageViewMachine;
