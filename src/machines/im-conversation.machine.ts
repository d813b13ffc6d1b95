import { assign, fromPromise, setup } from 'xstate';
import { IM_HISTORY_PAGE_SIZE, type ImMessage } from '../domain/im';
import { Messages } from '../domain/messages';

export interface ConversationInput {
  conversationId: number;
  myUserId: number;
  peerReadId: number;
}

export interface ConversationContext extends ConversationInput {
  /** Oldest first, by id: the order they were stored in. */
  messages: ImMessage[];
  hasOlder: boolean;
  error: string;
}

export type ConversationEvent =
  | { type: 'conversation.loadOlder' }
  | { type: 'conversation.retry' }
  | { type: 'hub.message'; message: ImMessage }
  | { type: 'hub.retracted'; message: ImMessage }
  | { type: 'hub.read'; conversationId: number; userId: number; readId: number };

export interface LoadHistoryInput {
  conversationId: number;
  beforeId?: number;
}

const errorText = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** Puts messages in id order without duplicates (a pushed one may also come in a history page). */
export function mergeMessages(current: readonly ImMessage[], incoming: readonly ImMessage[]): ImMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One open conversation: its history (a page, then older pages on demand), messages pushed over
 * the hub merged in id order, withdrawn messages replaced, the other side's read position, and
 * the user's own read position moved to the newest message shown.
 */
export const imConversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    input: {} as ConversationInput,
  },
  actors: {
    'load history': fromPromise<ImMessage[], LoadHistoryInput>(async () => {
      throw new Error("'load history' is not provided");
    }),
  },
  actions: {
    /** Tells the server the user has seen up to this message (fire and forget). */
    markRead: (_, _params: { conversationId: number; messageId: number }) => {},
  },
  guards: {
    hasOlder: ({ context }) => context.hasOlder,
    isHere: ({ context, event }) =>
      event.type === 'hub.message' || event.type === 'hub.retracted'
        ? event.message.conversationId === context.conversationId
        : event.type === 'hub.read' && event.conversationId === context.conversationId,
  },
}).createMachine({
  id: 'imConversation',
  context: ({ input }) => ({ ...input, messages: [], hasOlder: false, error: '' }),
  initial: 'loading',
  on: {
    'hub.message': {
      guard: 'isHere',
      actions: [
        assign({ messages: ({ context, event }) => mergeMessages(context.messages, [event.message]) }),
        { type: 'markRead', params: ({ context, event }) => ({ conversationId: context.conversationId, messageId: event.message.id }) },
      ],
    },
    'hub.retracted': { guard: 'isHere', actions: assign({ messages: ({ context, event }) => mergeMessages(context.messages, [event.message]) }) },
    'hub.read': {
      guard: 'isHere',
      actions: assign({
        peerReadId: ({ context, event }) => (event.userId === context.myUserId ? context.peerReadId : Math.max(context.peerReadId, event.readId)),
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load history',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              messages: ({ context, event }) => mergeMessages(context.messages, event.output),
              hasOlder: ({ event }) => event.output.length >= IM_HISTORY_PAGE_SIZE,
              error: '',
            }),
            {
              type: 'markRead',
              params: ({ context, event }) => ({ conversationId: context.conversationId, messageId: event.output.at(-1)?.id ?? 0 }),
            },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: { 'conversation.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' } },
    },
    loadingOlder: {
      invoke: {
        id: 'loadOlder',
        src: 'load history',
        input: ({ context }) => ({ conversationId: context.conversationId, beforeId: context.messages[0]?.id }),
        onDone: {
          target: 'ready',
          actions: assign({
            messages: ({ context, event }) => mergeMessages(context.messages, event.output),
            hasOlder: ({ event }) => event.output.length >= IM_HISTORY_PAGE_SIZE,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'conversation.retry': 'loading' },
    },
  },
});
