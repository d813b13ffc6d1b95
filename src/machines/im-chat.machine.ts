import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ImConversation, ImMessage, ImPerson } from '../domain/im';
import { Messages } from '../domain/messages';
import { callMachine } from './call.machine';
import { imComposerMachine } from './im-composer.machine';
import { imConversationMachine } from './im-conversation.machine';
import { interpretImHubEvent } from './im-events';
import { imGroupAdminMachine } from './im-group-admin.machine';

export interface ChatLists {
  conversations: ImConversation[];
  contacts: ImPerson[];
}

export interface ChatContext extends ChatLists {
  me: ImPerson | null;
  selectedId: number | null;
  conversationRef: ActorRefFrom<typeof imConversationMachine> | null;
  composerRef: ActorRefFrom<typeof imComposerMachine> | null;
  groupRef: ActorRefFrom<typeof imGroupAdminMachine> | null;
  /** After a reconnect the open conversation is read afresh (messages may have been missed). */
  stale: boolean;
  error: string;
}

export type ChatEvent =
  | { type: 'hub.ready'; me: ImPerson }
  | { type: 'hub.down' }
  | { type: 'hub.event'; name: string; payload: unknown }
  | { type: 'chat.select'; conversationId: number }
  | { type: 'chat.openDirect'; userId: number }
  | { type: 'chat.toggleGroup' }
  | { type: 'chat.retry' };

const errorText = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** The list after a message arrived: its conversation on top with the message, unread counted. */
export function withArrived(list: readonly ImConversation[], message: ImMessage, myUserId: number, openId: number | null): ImConversation[] {
  const index = list.findIndex((item) => item.id === message.conversationId);
  const current = list[index];
  if (!current) return [...list];
  const counts = message.sender?.userId !== myUserId && openId !== message.conversationId;
  const updated = { ...current, lastMessage: message, updatedAt: message.createdAt, unread: current.unread + (counts ? 1 : 0) };
  return [updated, ...list.filter((item) => item.id !== message.conversationId)];
}

/**
 * The chat page (issue 19): connects to the hub with the chat token, lists conversations and
 * contacts, opens one conversation at a time (its history, composer and, for a group, its
 * panel), and routes every hub event to the conversation or the call it belongs to.
 */
export const imChatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    /** GetImToken, LoginInfo and the hub socket; reports hub.ready, hub.event and hub.down, and reconnects. */
    'im hub': fromCallback<ChatEvent>(() => () => {}),
    'load lists': fromPromise<ChatLists>(async () => {
      throw new Error("'load lists' is not provided");
    }),
    'open direct': fromPromise<ImConversation, { userId: number }>(async () => {
      throw new Error("'open direct' is not provided");
    }),
    conversation: imConversationMachine,
    composer: imComposerMachine,
    group: imGroupAdminMachine,
    call: callMachine,
  },
  actions: {
    /** Opens a conversation: its children replace the previous one's. */
    open: enqueueActions(({ context, enqueue }, conversationId: number | null) => {
      if (context.conversationRef) enqueue.stopChild(context.conversationRef);
      if (context.composerRef) enqueue.stopChild(context.composerRef);
      if (context.groupRef) enqueue.stopChild(context.groupRef);
      const conversation = context.conversations.find((item) => item.id === conversationId);
      if (!conversation || !context.me) {
        enqueue.assign({ selectedId: null, conversationRef: null, composerRef: null, groupRef: null });
        return;
      }
      const me = context.me;
      enqueue.assign(({ spawn }) => ({
        selectedId: conversation.id,
        conversationRef: spawn('conversation', {
          id: `conversation-${conversation.id}`,
          input: { conversationId: conversation.id, myUserId: me.userId, peerReadId: conversation.peerReadId },
        }),
        composerRef: spawn('composer', { id: `composer-${conversation.id}`, input: { conversationId: conversation.id } }),
        groupRef: null,
        conversations: context.conversations.map((item) => (item.id === conversation.id ? { ...item, unread: 0 } : item)),
      }));
    }),
    routeHubEvent: enqueueActions(({ context, enqueue, event }) => {
      if (event.type !== 'hub.event') return;
      const effect = interpretImHubEvent(event.name, event.payload);
      if (effect.call) enqueue.sendTo('call', effect.call);
      if (effect.conversation && context.conversationRef) enqueue.sendTo(context.conversationRef, effect.conversation);
      if (effect.conversation?.type === 'hub.message' && context.me) {
        const message = effect.conversation.message;
        enqueue.assign({ conversations: withArrived(context.conversations, message, context.me.userId, context.selectedId) });
      }
      if (effect.changed && context.groupRef && effect.changed.conversationId === context.selectedId)
        enqueue.sendTo(context.groupRef, { type: 'group.refresh' });
    }),
  },
  guards: {
    listChanged: ({ event }) => event.type === 'hub.event' && interpretImHubEvent(event.name, event.payload).changed !== null,
    // A message of a conversation not listed yet (a new chat, a group one was just added to).
    unknownConversation: ({ context, event }) => {
      if (event.type !== 'hub.event') return false;
      const update = interpretImHubEvent(event.name, event.payload).conversation;
      return update?.type === 'hub.message' && !context.conversations.some((item) => item.id === update.message.conversationId);
    },
    isGroupOpen: ({ context }) => context.conversations.find((item) => item.id === context.selectedId)?.kind === 'group',
  },
}).createMachine({
  id: 'imChat',
  context: { me: null, conversations: [], contacts: [], selectedId: null, conversationRef: null, composerRef: null, groupRef: null, stale: false, error: '' },
  invoke: [
    { id: 'hub', src: 'im hub' },
    { id: 'call', src: 'call' },
  ],
  initial: 'connecting',
  on: {
    'hub.ready': { target: '.loading', actions: assign({ me: ({ event }) => event.me, error: '', stale: true }) },
    'hub.down': { target: '.connecting' },
  },
  states: {
    connecting: {},
    loading: {
      invoke: {
        id: 'lists',
        src: 'load lists',
        onDone: {
          target: 'ready',
          actions: [
            assign({ conversations: ({ event }) => event.output.conversations, contacts: ({ event }) => event.output.contacts }),
            // After a reconnect the open conversation starts fresh; one that is gone closes; else it stays.
            enqueueActions(({ context, enqueue }) => {
              const stillListed = context.conversations.some((item) => item.id === context.selectedId);
              if (context.stale || !stillListed) enqueue({ type: 'open', params: stillListed ? context.selectedId : null });
              enqueue.assign({ stale: false });
            }),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'hub.event': { actions: 'routeHubEvent' } },
    },
    ready: {
      on: {
        'hub.event': [
          { guard: 'listChanged', target: 'loading', actions: 'routeHubEvent' },
          { guard: 'unknownConversation', target: 'loading', actions: 'routeHubEvent' },
          { actions: 'routeHubEvent' },
        ],
        'chat.select': { actions: { type: 'open', params: ({ event }) => event.conversationId } },
        'chat.openDirect': 'openingDirect',
        'chat.toggleGroup': [
          {
            guard: ({ context }) => context.groupRef !== null,
            actions: enqueueActions(({ context, enqueue }) => {
              if (context.groupRef) enqueue.stopChild(context.groupRef);
              enqueue.assign({ groupRef: null });
            }),
          },
          {
            guard: 'isGroupOpen',
            actions: assign({
              groupRef: ({ context, spawn }) =>
                spawn('group', {
                  id: `group-${context.selectedId ?? 0}`,
                  input: { conversationId: context.selectedId ?? 0, myUserId: context.me?.userId ?? 0 },
                }),
            }),
          },
        ],
      },
    },
    openingDirect: {
      invoke: {
        id: 'openDirect',
        src: 'open direct',
        input: ({ event }) => ({ userId: event.type === 'chat.openDirect' ? event.userId : 0 }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ conversations: ({ context, event }) => [event.output, ...context.conversations.filter((item) => item.id !== event.output.id)] }),
            { type: 'open', params: ({ event }) => event.output.id },
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'hub.event': { actions: 'routeHubEvent' } },
    },
    failed: {
      on: { 'chat.retry': 'loading' },
    },
  },
});
