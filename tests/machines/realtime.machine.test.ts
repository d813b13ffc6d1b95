import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { MessageCategory, MessageKind, NoticeStatus } from '../../src/domain/message-kinds';
import type { MessageRecord } from '../../src/domain/message-records';
import { HubEvent, REALTIME_MAX_RETRIES, REALTIME_MONITOR_MS, REALTIME_POLL_MS, REALTIME_RETRY_DELAY_MS } from '../../src/domain/realtime';
import { realtimeMachine } from '../../src/machines/realtime.machine';
import { selectRealtimeStatus } from '../../src/machines/realtime.selectors';
import type { HubCommand, RealtimeEmitted, TabsCommand } from '../../src/machines/realtime.types';
import type { MessageCounters } from '../../src/machines/session.types';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, silentCallback } from './path-testing';

const live = { type: 'realtime.start', teacherId: 100231, enabled: true, hubUrl: '/hubs/notice' } as const;
const polled = { ...live, enabled: false } as const;

const wire = (unread: number) => ({ unread, home: 1, notice: unread - 1, warn: 1, remind: 0, levelUp: 2 });
const counters = (unread: number): MessageCounters => ({ unread, home: 1, notice: unread - 1, warn: 1, remind: 0 });
const message = (overrides: Partial<MessageRecord>): MessageRecord => ({
  mid: 41,
  kind: MessageKind.classNotice,
  type: MessageCategory.notice,
  title: 'Schedule change',
  content: 'Your Thursday class moves to 20:30.',
  isRead: false,
  readTime: null,
  createTime: '2025-03-10T08:00:00.000Z',
  remind: false,
  noticeStatus: NoticeStatus.pending,
  refuseReason: '',
  reminderType: null,
  reminder: null,
  ...overrides,
});
const classRequest = { id: 7, classID: 880001, dialog: 'A trial class starts in 2 hours.', isPopUpPoint: true };

const hub = (name: string, payload: unknown) => ({ type: 'hub.event', name, payload });
const ev = {
  connected: { type: 'hub.connected' },
  join: hub(HubEvent.joinTeacherNotify, wire(5)),
  unreadCount: hub(HubEvent.unreadCount, wire(6)),
  notice: hub(HubEvent.classMessages, message({})),
  systemMessage: hub(HubEvent.systemMessages, message({ mid: 42, kind: MessageKind.system, remind: true })),
  attendance: hub(HubEvent.classMessages, { kind: MessageKind.attendance, classTime: '2025-03-11T09:00:00.000Z', id: 3, count: 1 }),
  classRequest: hub(HubEvent.classRequest, classRequest),
  reminder: hub(HubEvent.classRemarkRemind, message({ mid: 43, kind: MessageKind.reminder, type: MessageCategory.remind })),
  unknown: hub('SomethingElse', {}),
  classChanged: hub(HubEvent.classChanged, [{ classId: 7, status: 'booked', startAt: '2025-03-10T08:00:00.000Z' }]),
  dropped: { type: 'hub.closed', error: new Error('socket closed'), unauthorized: false },
  refused: { type: 'hub.closed', error: new ApiError('unauthorized', 'expired', 3), unauthorized: true },
  revoked: {
    type: 'hub.closed',
    error: new Error('Server returned an error on close: The access token is no longer valid.'),
    unauthorized: false,
    revoked: true,
  },
  otherTab: { type: 'tabs.leader', isSelf: false },
  thisTab: { type: 'tabs.leader', isSelf: true },
  released: { type: 'tabs.released' },
  relayedHub: { type: 'tabs.relayed', message: { kind: 'hub', name: HubEvent.unreadCount, payload: wire(9) } },
  relayedChange: { type: 'tabs.relayed', message: { kind: 'changed', dialogId: 'classNotice:41' } },
  unload: { type: 'page.unload' },
  restored: { type: 'page.restored' },
  pageRead: { type: 'messages.changed', from: 'page' },
  dialogAnswered: { type: 'messages.changed', from: 'dialog', dialogId: 'classNotice:41' },
  polledFirst: { type: 'xstate.done.actor.loadCounters', output: counters(4) },
  polledChanged: { type: 'xstate.done.actor.loadCounters', output: counters(2) },
  pollFailed: { type: 'xstate.error.actor.loadCounters', error: new Error('offline') },
  live,
  polled,
  stop: { type: 'realtime.stop' },
} satisfies Record<string, EventObject & Record<string, unknown>>;

/** The machine with inert actors, recording what it tells the session. */
function recorded(overrides: Parameters<typeof realtimeMachine.provide>[0]['actors'] = {}) {
  const told: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => void told.push({ type, params });
  const machine = realtimeMachine.provide({
    actors: { 'hub connection': silentCallback() as never, 'tab coordination': silentCallback() as never, 'load counters': pendingPromise(), ...overrides },
    actions: {
      reportCounters: record('reportCounters'),
      openDialog: record('openDialog'),
      closeDialog: record('closeDialog'),
      reportUnauthorized: record('reportUnauthorized'),
      reportRevoked: record('reportRevoked'),
    },
  });
  return { machine, told };
}

describe('realtime machine (model-based, simulated clock)', () => {
  const { machine } = recorded();
  const events = eventsWhereActive(machine, Object.values(ev));

  it('reaches every transition, enabled and disabled, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(100);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);
});

/** A live actor on a simulated clock, with fakes that record what they are told. */
function startLive(options: { hubFails?: boolean } = {}) {
  const clock = new SimulatedClock();
  const hubStarts: number[] = [];
  const hubStops: number[] = [];
  const hubCommands: HubCommand[] = [];
  const tabCommands: TabsCommand[] = [];
  const { machine, told } = recorded({
    'hub connection': fromCallback<HubCommand>(({ sendBack, receive }) => {
      hubStarts.push(clock.now());
      receive((command) => void hubCommands.push(command));
      // The fake answers on the next tick, as a real connection would.
      queueMicrotask(() => sendBack(options.hubFails ? ev.dropped : ev.connected));
      return () => void hubStops.push(clock.now());
    }) as never,
    'tab coordination': fromCallback<TabsCommand>(({ receive }) => receive((command) => void tabCommands.push(command))),
  });
  const actor = createActor(machine, { clock });
  const emitted: RealtimeEmitted[] = [];
  actor.on('messages.changed', (event) => void emitted.push(event));
  actor.on('classes.changed', (event) => void emitted.push(event));
  const reminds: RealtimeEmitted[] = [];
  actor.on('remind.arrived', (event) => void reminds.push(event));
  actor.start();
  actor.send(live);
  const status = () => selectRealtimeStatus(actor.getSnapshot());
  const send = (event: EventObject) => actor.send(event as never);
  return { actor, send, clock, told, hubStarts, hubStops, hubCommands, tabCommands, emitted, reminds, status };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtime machine behaviour', () => {
  it('hands the layout a reminder toast for a class reminder, and none for other events (issue 18)', async () => {
    const run = startLive();
    await settle();
    for (const event of [ev.join, ev.notice, ev.reminder, ev.classChanged]) run.send(event);
    expect(run.reminds).toEqual([{ type: 'remind.arrived', remind: expect.objectContaining({ id: 43, kind: 'classRemark' }) }]);
  });

  it('claims the connection, joins, and retries a failed connection after 5 s, 10 times, then every 60 s', async () => {
    const run = startLive({ hubFails: true });
    expect(run.tabCommands[0]).toEqual({ type: 'tabs.claim' });
    for (let retry = 1; retry <= REALTIME_MAX_RETRIES; retry += 1) {
      await settle();
      expect(run.status()).toBe('retrying');
      expect(run.actor.getSnapshot().context.retries).toBe(retry);
      run.clock.increment(REALTIME_RETRY_DELAY_MS);
    }
    await settle();
    expect(run.status()).toBe('offline');
    expect(run.hubStarts).toEqual(Array.from({ length: REALTIME_MAX_RETRIES + 1 }, (_, index) => index * REALTIME_RETRY_DELAY_MS));
    run.clock.increment(REALTIME_MONITOR_MS - 1);
    expect(run.hubStarts).toHaveLength(REALTIME_MAX_RETRIES + 1);
    run.clock.increment(1);
    expect(run.hubStarts.at(-1)).toBe(REALTIME_MAX_RETRIES * REALTIME_RETRY_DELAY_MS + REALTIME_MONITOR_MS);
    expect(run.actor.getSnapshot().context.retries).toBe(0);
    expect(run.told).toEqual([]);
  });

  it('checks a live connection every 60 s and renews this tab claim', async () => {
    const run = startLive();
    await settle();
    expect(run.status()).toBe('connected');
    run.clock.increment(REALTIME_MONITOR_MS);
    run.clock.increment(REALTIME_MONITOR_MS);
    await settle();
    expect(run.hubCommands).toEqual([{ type: 'hub.check' }, { type: 'hub.check' }]);
    expect(run.tabCommands.map((command) => command.type)).toEqual(['tabs.claim', 'tabs.heartbeat', 'tabs.heartbeat', 'tabs.heartbeat']);
    // The check found the connection gone: the first retry follows 5 s later.
    run.send(ev.dropped);
    run.clock.increment(REALTIME_RETRY_DELAY_MS);
    expect(run.hubStarts).toEqual([0, 2 * REALTIME_MONITOR_MS + REALTIME_RETRY_DELAY_MS]);
  });

  it('passes counters to the session, refreshes lists and opens dialogs from hub events, relaying each', async () => {
    const run = startLive();
    await settle();
    for (const event of [ev.join, ev.notice, ev.systemMessage, ev.attendance, ev.classRequest, ev.reminder, ev.unknown, ev.classChanged]) run.send(event);
    expect(run.told).toEqual([
      { type: 'reportCounters', params: counters(5) },
      { type: 'openDialog', params: { kind: 'classNotice', message: { mid: 41, title: 'Schedule change', content: 'Your Thursday class moves to 20:30.' } } },
      { type: 'openDialog', params: { kind: 'systemMessage', message: { mid: 42, title: 'Schedule change', content: 'Your Thursday class moves to 20:30.' } } },
      { type: 'openDialog', params: { kind: 'attendance' } },
      { type: 'openDialog', params: { kind: 'classRequest', request: classRequest, sound: true } },
    ]);
    // The class table hears of a changed class; message lists do not.
    expect(run.emitted.map((event) => ('category' in event ? event.category : event.type))).toEqual([
      null,
      MessageCategory.notice,
      MessageCategory.notice,
      MessageCategory.warning,
      MessageCategory.notice,
      MessageCategory.remind,
      'classes.changed',
    ]);
    await settle();
    expect(run.tabCommands.filter((command) => command.type === 'tabs.relay')).toHaveLength(8);
  });

  it('closes its connection when another tab claims it, follows the relays silently, and takes over when released', async () => {
    const run = startLive();
    await settle();
    run.send(ev.otherTab);
    expect(run.status()).toBe('following');
    expect(run.hubStops).toEqual([0]);
    run.send(ev.relayedHub);
    run.send({ type: 'tabs.relayed', message: { kind: 'hub', name: HubEvent.classRequest, payload: classRequest } } as EventObject);
    run.send(ev.relayedChange);
    expect(run.told).toEqual([
      { type: 'reportCounters', params: counters(9) },
      { type: 'openDialog', params: { kind: 'classRequest', request: classRequest, sound: false } },
      { type: 'closeDialog', params: 'classNotice:41' },
    ]);
    run.send(ev.released);
    run.clock.increment(REALTIME_MONITOR_MS);
    await settle();
    expect(run.tabCommands.slice(1).map((command) => command.type)).toEqual(['tabs.heartbeat', 'tabs.claimIfFree', 'tabs.claimIfStale']);
    run.send(ev.thisTab);
    await settle();
    expect(run.status()).toBe('connected');
    expect(run.hubStarts).toEqual([0, REALTIME_MONITOR_MS]);
  });

  it('closes on page unload and starts again when the page is restored', async () => {
    const run = startLive();
    await settle();
    run.send(ev.unload);
    expect(run.status()).toBe('closed');
    expect(run.hubStops).toEqual([0]);
    run.clock.increment(10 * REALTIME_MONITOR_MS);
    expect(run.hubStarts).toEqual([0]);
    run.send(ev.restored);
    await settle();
    expect(run.status()).toBe('connected');
  });

  it('stops with the tutor (closing the connection and the tab claim) and starts again for the next', async () => {
    const run = startLive();
    await settle();
    run.send({ type: 'realtime.stop' });
    expect(run.status()).toBe('idle');
    expect(run.hubStops).toEqual([0]);
    run.clock.increment(10 * REALTIME_MONITOR_MS);
    run.send({ ...live, teacherId: 100232 } as EventObject);
    await settle();
    expect(run.status()).toBe('connected');
    expect(run.actor.getSnapshot().context.teacherId).toBe(100232);
    expect(run.tabCommands.filter((command) => command.type === 'tabs.claim')).toHaveLength(2);
  });

  it('reports a refused token to the session and does not retry', async () => {
    const run = startLive();
    await settle();
    run.send(ev.refused);
    expect(run.status()).toBe('offline');
    expect(run.told).toEqual([{ type: 'reportUnauthorized', params: ev.refused.error }]);
    run.clock.increment(REALTIME_RETRY_DELAY_MS * 2);
    expect(run.hubStarts).toEqual([0]);
  });

  it('a token revoked while the page is open is reported as such (the page locks), without retrying', async () => {
    const run = startLive();
    await settle();
    run.send(ev.revoked);
    expect(run.status()).toBe('offline');
    expect(run.told.map((entry) => entry.type)).toEqual(['reportRevoked']);
    run.clock.increment(REALTIME_RETRY_DELAY_MS * 2);
    expect(run.hubStarts).toEqual([0]);
  });

  it("relays this tab's changes, refreshing its own lists only for a dialog's change", async () => {
    const run = startLive();
    await settle();
    run.send(ev.pageRead);
    run.send(ev.dialogAnswered);
    await settle();
    expect(run.emitted).toEqual([{ type: 'messages.changed', category: null }]);
    expect(run.tabCommands.filter((command) => command.type === 'tabs.relay')).toEqual([
      { type: 'tabs.relay', message: { kind: 'changed', dialogId: null } },
      { type: 'tabs.relay', message: { kind: 'changed', dialogId: 'classNotice:41' } },
    ]);
  });

  it('with realtime disabled, polls the counters every 60 s and refreshes the lists when they change', async () => {
    const answers = [counters(4), counters(4), counters(2)];
    const calls: number[] = [];
    const clock = new SimulatedClock();
    const { machine, told } = recorded({
      'load counters': fromPromise(async () => {
        calls.push(clock.now());
        return answers.shift() ?? counters(2);
      }),
    });
    const actor = createActor(machine, { clock });
    const emitted: RealtimeEmitted[] = [];
    actor.on('messages.changed', (event) => void emitted.push(event));
    actor.start();
    actor.send(polled);
    await settle();
    clock.increment(REALTIME_POLL_MS);
    await settle();
    clock.increment(REALTIME_POLL_MS);
    await settle();
    expect(calls).toEqual([0, REALTIME_POLL_MS, 2 * REALTIME_POLL_MS]);
    expect(told).toEqual([
      { type: 'reportCounters', params: counters(4) },
      { type: 'reportCounters', params: counters(2) },
    ]);
    expect(emitted).toEqual([{ type: 'messages.changed', category: null }]);
    expect(selectRealtimeStatus(actor.getSnapshot())).toBe('polling');
    // A read in this tab asks for the counters at once.
    actor.send(ev.pageRead as never);
    await settle();
    expect(calls).toHaveLength(4);
  });
});
