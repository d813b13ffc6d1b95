import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { MessageCategory, MessageKind, NoticeStatus } from '../../src/domain/message-kinds';
import type { MessageRecord } from '../../src/domain/message-records';
import { messageListMachine } from '../../src/machines/message-list.machine';
import { messageViewMachine } from '../../src/machines/message-view.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const record = (mid: number, isRead: boolean): MessageRecord => ({
  mid,
  kind: MessageKind.system,
  type: MessageCategory.notice,
  title: `Message ${mid}`,
  content: 'Body',
  isRead,
  readTime: isRead ? '2025-03-10T08:00:00.000Z' : null,
  createTime: '2025-03-09T08:00:00.000Z',
  remind: false,
  noticeStatus: NoticeStatus.pending,
  refuseReason: '',
  reminderType: null,
  reminder: null,
});
const totals = { Total: 12, Notice: 2, Warning: 1, Remind: 9 };
const loaded = (items: MessageRecord[], total = items.length) => ({
  type: 'xstate.done.actor.load',
  output: { page: { total, page: 1, size: 10, items }, totals },
});
const failure = new ApiError('business', 'Something went wrong on our side, please try again later.', 1);
const input = { category: MessageCategory.notice };

const ev = {
  loaded: loaded([record(1, false), record(2, true)], 12),
  empty: loaded([], 0),
  loadFailed: { type: 'xstate.error.actor.load', error: failure },
  search: { type: 'list.search', key: '  schedule ' },
  page: { type: 'list.page', page: 2, size: 20 },
  select: { type: 'list.select', mids: [1, 99] },
  readSelected: { type: 'list.readSelected' },
  readAll: { type: 'list.readAll' },
  refresh: { type: 'list.refresh' },
  selectedRead: { type: 'xstate.done.actor.readSelected', output: 1 },
  selectedFailed: { type: 'xstate.error.actor.readSelected', error: failure },
  allRead: { type: 'xstate.done.actor.readAll', output: 3 },
  allFailed: { type: 'xstate.error.actor.readAll', error: failure },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const effects: string[] = [];
  const machine = messageListMachine.provide({
    actors: { 'load messages': pendingPromise(), 'read messages': pendingPromise(), 'read category': pendingPromise() },
    actions: { reportError: () => void effects.push('reportError') },
  });
  return { machine, effects };
}

function replay(events: EventObject[]) {
  const { machine, effects } = recorded();
  const inputs: unknown[] = [];
  const { actor } = replayPath(machine, scenarioPath(machine, events, input), {
    input,
    onStep: (snapshot, step) => {
      if (step.index === 0) step.actor.on('messages.read', () => void effects.push('messages.read'));
      for (const child of Object.values((snapshot as { children: Record<string, any> }).children)) {
        if (child && !inputs.includes(child.options?.input)) inputs.push(child.options?.input);
      }
    },
  });
  return { snapshot: actor.getSnapshot(), effects, inputs };
}

describe('message list (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const { machine } = recorded();
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), input });
    expect(paths.length).toBeGreaterThan(30);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 60_000);

  it('loads the first page of 10, then searches (trimmed, from page 1) and pages', () => {
    const run = replay([ev.loaded, ev.page, ev.loaded, ev.search]);
    expect(run.inputs).toEqual([
      { category: 1, key: '', page: 1, size: 10 },
      { category: 1, key: '', page: 2, size: 20 },
      { category: 1, key: 'schedule', page: 1, size: 20 },
    ]);
    expect(run.snapshot.context.totals).toEqual(totals);
  });

  it('marks the ticked messages read by ids (only ones listed), then loads again and tells the session', () => {
    const run = replay([ev.loaded, ev.select, ev.readSelected, ev.selectedRead]);
    expect(run.inputs[1]).toEqual({ mids: [1] });
    expect(run.snapshot.value).toBe('loading');
    expect(run.effects).toEqual(['messages.read']);
  });

  it('marks the whole tab read by type; nothing to read, nothing sent', () => {
    const run = replay([ev.loaded, ev.readAll, ev.allRead]);
    expect(run.inputs[1]).toEqual({ category: 1 });
    expect(run.effects).toEqual(['messages.read']);
    const empty = recorded();
    const state = scenarioPath(empty.machine, [ev.empty], input).state;
    expect(state.can(ev.readAll as never)).toBe(false);
    expect(state.can(ev.readSelected as never)).toBe(false);
  });

  it('a failed load shows Msg and can be refreshed; a failed read keeps the page', () => {
    expect(replay([ev.loadFailed]).snapshot.context.loadError).toBe(failure.message);
    const read = replay([ev.loaded, ev.readAll, ev.allFailed]);
    expect(read.snapshot.value).toBe('ready');
    expect(read.effects).toEqual(['reportError']);
  });
});

describe('message view (model-based)', () => {
  const machine = messageViewMachine.provide({ actors: { 'load message': pendingPromise() }, actions: { reportError: () => {} } });
  const viewInput = { id: 5, reminder: true };
  const events = [{ type: 'xstate.done.actor.load', output: record(5, true) }, { type: 'xstate.error.actor.load', error: failure }, { type: 'view.reload' }];
  it('reaches every transition; loading the message announces the read', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, events), input: viewInput }), { input: viewInput });
    let reads = 0;
    replayPath(machine, scenarioPath(machine, [events[0]!], viewInput), {
      input: viewInput,
      onStep: (_, step) => {
        if (step.index === 0) step.actor.on('messages.read', () => (reads += 1));
      },
    });
    expect(reads).toBe(1);
  });
});
