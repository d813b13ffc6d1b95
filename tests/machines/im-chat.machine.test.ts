import { describe, expect, it } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { ImHubEvent, type ImConversation, type ImMessage } from '../../src/domain/im';
import { callMachine, type CallEvent, type PeerInput } from '../../src/machines/call.machine';
import { imChatMachine, withArrived, type ChatEvent } from '../../src/machines/im-chat.machine';
import { imComposerMachine } from '../../src/machines/im-composer.machine';
import { imConversationMachine } from '../../src/machines/im-conversation.machine';
import { interpretImHubEvent } from '../../src/machines/im-events';
import { imGroupAdminMachine } from '../../src/machines/im-group-admin.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const me = { userId: 100231, nickname: 'Maria Santos', userType: 1, avatar: '' };
const conversation = (id: number, kind: 'direct' | 'group', unread = 0): ImConversation => ({
  id,
  kind,
  title: kind === 'group' ? 'Manila Team A' : 'Grace Tan',
  peer: null,
  myRole: kind === 'group' ? 'admin' : null,
  unread,
  lastMessage: null,
  peerReadId: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const message = (id: number, conversationId: number, senderId = 900001): ImMessage => ({
  id,
  conversationId,
  sender: { userId: senderId, nickname: 'Grace Tan', userType: 2, avatar: '' },
  kind: 'text',
  text: 'Hello',
  file: null,
  retracted: false,
  createdAt: '2026-01-02T00:00:00.000Z',
});
const lists = { conversations: [conversation(1, 'direct'), conversation(2, 'group', 2)], contacts: [] };

const ev = {
  ready: { type: 'hub.ready', me },
  down: { type: 'hub.down' },
  loaded: { type: 'xstate.done.actor.lists', output: lists },
  loadFailed: { type: 'xstate.error.actor.lists', error: new ApiError('transport', 'Links seem to get inaccessible.') },
  retry: { type: 'chat.retry' },
  selectGroup: { type: 'chat.select', conversationId: 2 },
  toggleGroup: { type: 'chat.toggleGroup' },
  openDirect: { type: 'chat.openDirect', userId: 900001 },
  opened: { type: 'xstate.done.actor.openDirect', output: conversation(7, 'direct') },
  openFailed: { type: 'xstate.error.actor.openDirect', error: new ApiError('business', 'No.', 4) },
  message: { type: 'hub.event', name: ImHubEvent.message, payload: message(50, 1) },
  newConversation: { type: 'hub.event', name: ImHubEvent.message, payload: message(51, 8) },
  changed: { type: 'hub.event', name: ImHubEvent.conversation, payload: { conversationId: 2 } },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const machine = imChatMachine.provide({
  actors: {
    'im hub': fromCallback<ChatEvent>(() => () => {}),
    'load lists': pendingPromise(),
    'open direct': pendingPromise(),
    conversation: imConversationMachine.provide({ actors: { 'load history': pendingPromise() }, actions: { markRead: () => {} } }),
    composer: imComposerMachine.provide({ actors: { 'send message': pendingPromise(), 'retract message': pendingPromise() } }),
    group: imGroupAdminMachine.provide({ actors: { 'load group': pendingPromise(), 'run group command': pendingPromise() } }),
    call: callMachine.provide({
      actors: { 'open media': pendingPromise(), invite: pendingPromise(), accept: pendingPromise(), peer: fromCallback<CallEvent, PeerInput>(() => () => {}) },
    }),
  },
});

// Actor references differ between the graph and the live replay: compare what they stand for.
const projection = (context: Record<string, unknown>) => ({
  ...context,
  conversationRef: (context.conversationRef as { id?: string } | null)?.id ?? null,
  composerRef: (context.composerRef as { id?: string } | null)?.id ?? null,
  groupRef: (context.groupRef as { id?: string } | null)?.id ?? null,
});

describe('chat page (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, {
      events: eventsWhereActive(machine, Object.values(ev)),
      // Unread counts grow with every message: states are told apart by what is open and listed.
      serializeState: (snapshot) => {
        const context = projection(snapshot.context as Record<string, unknown>) as unknown as Record<string, unknown> & { conversations: ImConversation[] };
        return JSON.stringify([
          snapshot.value,
          context.selectedId,
          context.conversationRef,
          context.groupRef,
          context.conversations.map((item) => item.id),
          context.error,
          context.me !== null,
          context.stale,
        ]);
      },
    });
    expect(paths.length).toBeGreaterThan(20);
    // Paths join a shortest prefix to a state that counts the same: compare what the key keeps.
    const key = (context: Record<string, unknown>) => {
      const projected = projection(context) as unknown as Record<string, unknown> & { conversations: ImConversation[] };
      return { ...projected, conversations: projected.conversations.map((item) => item.id) };
    };
    expectEveryTransitionCovered(machine, paths, { context: key });
  }, 120_000);

  it('opens a group with its children, counts unread of the others, and routes a call invite to the call', () => {
    const run = replayPath(machine, scenarioPath(machine, [ev.ready, ev.loaded, ev.selectGroup, ev.toggleGroup, ev.message]), { context: projection });
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.context.conversationRef?.id).toBe('conversation-2');
    expect(snapshot.context.groupRef?.id).toBe('group-2');
    expect(snapshot.context.conversations.map((item: ImConversation) => [item.id, item.unread])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const invite = { callId: 4, conversationId: 1, mediaType: 1, from: me };
    run.actor.send({ type: 'hub.event', name: ImHubEvent.callIncoming, payload: invite });
    expect(snapshot.children.call?.getSnapshot().value).toEqual({ incoming: 'ringing' });
  });

  it('reads chat hub events, ignoring what the server does not send', () => {
    expect(interpretImHubEvent(ImHubEvent.read, { conversationId: 1, userId: 2, readId: 3 }).conversation).toEqual({
      type: 'hub.read',
      conversationId: 1,
      userId: 2,
      readId: 3,
    });
    expect(interpretImHubEvent(ImHubEvent.callDeclined, { callId: 4, text: 'Declined audio call' }).call).toEqual({
      type: 'hub.callDeclined',
      callId: 4,
      text: 'Declined audio call',
    });
    expect(interpretImHubEvent(ImHubEvent.message, { nonsense: true })).toEqual({ conversation: null, call: null, changed: null });
    expect(withArrived([conversation(1, 'direct')], message(9, 1, me.userId), me.userId, null)[0]?.unread).toBe(0);
  });
});
