import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { IM_HISTORY_PAGE_SIZE, type ImMessage } from '../../src/domain/im';
import { imConversationMachine, mergeMessages } from '../../src/machines/im-conversation.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const input = { conversationId: 3, myUserId: 100231, peerReadId: 0 };
const message = (id: number, conversationId = 3, text = `Message ${id}`): ImMessage => ({
  id,
  conversationId,
  sender: { userId: 900001, nickname: 'Grace Tan', userType: 2, avatar: '' },
  kind: 'text',
  text,
  file: null,
  retracted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const fullPage = (from: number) => Array.from({ length: IM_HISTORY_PAGE_SIZE }, (_, index) => message(from + index));
const failure = new ApiError('transport', 'Links seem to get inaccessible.');

const ev = {
  loaded: { type: 'xstate.done.actor.load', output: fullPage(100) },
  loadedShort: { type: 'xstate.done.actor.load', output: [message(100), message(101)] },
  loadFailed: { type: 'xstate.error.actor.load', error: failure },
  older: { type: 'conversation.loadOlder' },
  olderLoaded: { type: 'xstate.done.actor.loadOlder', output: [message(98), message(99)] },
  olderFailed: { type: 'xstate.error.actor.loadOlder', error: failure },
  retry: { type: 'conversation.retry' },
  pushed: { type: 'hub.message', message: message(200) },
  pushedElsewhere: { type: 'hub.message', message: message(201, 9) },
  retracted: { type: 'hub.retracted', message: { ...message(200), text: '', retracted: true } },
  peerRead: { type: 'hub.read', conversationId: 3, userId: 900001, readId: 150 },
  iRead: { type: 'hub.read', conversationId: 3, userId: 100231, readId: 200 },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function machine(reads: Array<{ conversationId: number; messageId: number }> = []) {
  return imConversationMachine.provide({ actors: { 'load history': pendingPromise() }, actions: { markRead: (_, params) => void reads.push(params) } });
}

describe('conversation (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const subject = machine();
    const paths = generatePaths(subject, { events: eventsWhereActive(subject, Object.values(ev)), input });
    expect(paths.length).toBeGreaterThan(20);
    expectEveryTransitionCovered(subject, paths, { input });
  }, 120_000);

  it('loads the newest page, then older ones on demand, keeping id order; marks read up to the newest', () => {
    const reads: Array<{ conversationId: number; messageId: number }> = [];
    const run = replayPath(machine(reads), scenarioPath(machine(), [ev.loaded, ev.older, ev.olderLoaded], input), { input });
    const context = run.actor.getSnapshot().context;
    expect(context.messages.map((item: ImMessage) => item.id).slice(0, 3)).toEqual([98, 99, 100]);
    expect(context.hasOlder).toBe(false);
    expect(reads).toEqual([{ conversationId: 3, messageId: 100 + IM_HISTORY_PAGE_SIZE - 1 }]);
    expect(scenarioPath(machine(), [ev.loadedShort], input).state.can(ev.older as never)).toBe(false);
  });

  it('merges pushed messages of this conversation only, replaces a withdrawn one, and follows the peer’s reads', () => {
    const state = scenarioPath(machine(), [ev.loadedShort, ev.pushed, ev.retracted, ev.peerRead], input).state;
    expect(state.context.messages.map((item: ImMessage) => [item.id, item.text])).toEqual([
      [100, 'Message 100'],
      [101, 'Message 101'],
      [200, ''],
    ]);
    expect(state.context.peerReadId).toBe(150);
    expect(mergeMessages([message(2), message(1)], [message(1), message(3)]).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
