import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ClassTablePeriod } from '../../src/domain/class-table';
import { classTableMachine } from '../../src/machines/class-table.machine';
import { ApiError } from '../../src/services/api-errors';
import { periodBody } from '../../src/actors/class-table.actors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const period = (firstDay: string, days: number, serverTime = '2026-03-25T02:00:00.000Z', timeZone = 'Asia/Manila'): ClassTablePeriod => ({
  TimeZone: timeZone,
  ZoneLabel: `${timeZone} (UTC+08:00)`,
  FirstDay: firstDay,
  Days: days,
  StartTime: `${firstDay}T00:00:00.000Z`,
  EndTime: `${firstDay}T00:00:00.000Z`,
  ServerTime: serverTime,
  Classes: [],
});
const failure = new ApiError('transport', 'Links seem to get inaccessible.');

const ev = {
  loaded: { type: 'xstate.done.actor.load', output: period('2026-03-23', 7) },
  loadFailed: { type: 'xstate.error.actor.load', error: failure },
  previous: { type: 'table.previous' },
  next: { type: 'table.next' },
  today: { type: 'table.today' },
  week: { type: 'table.showWeek' },
  day: { type: 'table.showDay' },
  dayOf: { type: 'table.showDay', date: '2026-03-27' },
  retry: { type: 'table.retry' },
  changed: { type: 'classes.changed' },
  zone: { type: 'zone.change', timeZone: 'Europe/Berlin' },
  zoneSaved: {
    type: 'xstate.done.actor.setZone',
    output: { TimeZone: 'Europe/Berlin', ProviderTimeZone: 'Asia/Manila', IsDefault: false, ZoneLabel: 'Europe/Berlin (UTC+01:00)' },
  },
  zoneFailed: {
    type: 'xstate.error.actor.setZone',
    error: new ApiError('business', 'Choose a time zone from the list (an IANA zone such as Europe/Berlin).', 1),
  },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const effects: string[] = [];
  const machine = classTableMachine.provide({
    actors: { 'load period': pendingPromise(), 'set zone': pendingPromise() },
    actions: { reportError: () => void effects.push('reportError') },
  });
  return { machine, effects };
}

/** Replays `events` and answers the actor inputs each load asked for. */
function replay(events: EventObject[]) {
  const { machine, effects } = recorded();
  const loads: unknown[] = [];
  const { actor } = replayPath(machine, scenarioPath(machine, events), {
    onStep: (snapshot) => {
      const load = (snapshot as { children: Record<string, any> }).children.load;
      if (load && loads[loads.length - 1] !== load.options?.input) loads.push(load.options?.input);
    },
  });
  return { snapshot: actor.getSnapshot() as AnyMachineSnapshot, effects, loads };
}

// Dates grow without bound under navigation: states are told apart by what can differ in kind.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.view,
    snapshot.context.anchor === null,
    snapshot.context.period === null,
    snapshot.context.loadError !== '',
    snapshot.context.zoneError !== '',
  ]);

describe('class table (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const { machine } = recorded();
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), serializeState });
    expect(paths.length).toBeGreaterThan(30);
    // Generated paths share a state with other anchors, so they compare what the serialization keeps; the scenarios below compare whole contexts.
    expectEveryTransitionCovered(machine, paths, {
      context: (context: { view: string; anchor: string | null; period: unknown; loadError: string; zoneError: string }) => [
        context.view,
        context.anchor === null,
        context.period === null,
        context.loadError,
        context.zoneError,
      ],
    });
  }, 60_000);

  it("loads the server's current week first, learns today, then moves by 7 days in the week view and back", () => {
    const { snapshot, loads } = replay([ev.loaded, ev.next, ev.loaded, ev.previous, ev.loaded, ev.previous]);
    expect(loads).toEqual([
      { view: 'week', anchor: null },
      { view: 'week', anchor: '2026-04-01' },
      { view: 'week', anchor: '2026-03-25' },
      { view: 'week', anchor: '2026-03-18' },
    ]);
    expect(snapshot.hasTag('status:busy')).toBe(true);
    expect(loads.map((input) => periodBody(input as never))).toEqual([
      {},
      { WeekStart: '2026-03-30' },
      { WeekStart: '2026-03-23' },
      { WeekStart: '2026-03-16' },
    ]);
  });

  it('switches to a day and moves by 1 day there; a day of the week opens that day; back to the week', () => {
    const { snapshot, loads } = replay([ev.loaded, ev.day, ev.loaded, ev.next, ev.loaded, ev.previous, ev.previous, ev.dayOf, ev.loaded, ev.week]);
    expect(loads).toEqual([
      { view: 'week', anchor: null },
      { view: 'day', anchor: '2026-03-25' },
      { view: 'day', anchor: '2026-03-26' },
      { view: 'day', anchor: '2026-03-25' },
      { view: 'day', anchor: '2026-03-24' },
      { view: 'day', anchor: '2026-03-27' },
      { view: 'week', anchor: '2026-03-27' },
    ]);
    expect(periodBody({ view: 'day', anchor: '2026-03-27' })).toEqual({ Day: '2026-03-27' });
    expect(snapshot.context.view).toBe('week');
  });

  it('shows a failed load with its message, reports it to the session, and retries', () => {
    const failed = replay([ev.loadFailed]);
    expect(failed.snapshot.value).toBe('failed');
    expect(failed.snapshot.context.loadError).toBe('Links seem to get inaccessible.');
    expect(failed.effects).toEqual(['reportError']);
    const retried = replay([ev.loadFailed, ev.retry, ev.loaded]);
    expect(retried.snapshot.value).toBe('ready');
    expect(retried.snapshot.context.loadError).toBe('');
    expect(retried.loads).toHaveLength(2);
  });

  it('reloads the period shown when a class changes, and reads today again in a new display zone', () => {
    const changed = replay([ev.loaded, ev.next, ev.loaded, ev.changed]);
    expect(changed.loads.at(-1)).toEqual({ view: 'week', anchor: '2026-04-01' });
    const zoned = replay([ev.loaded, ev.next, ev.loaded, ev.zone, ev.zoneSaved]);
    expect(zoned.loads.at(-1)).toEqual({ view: 'week', anchor: null });
    const refused = replay([ev.loaded, ev.zone, ev.zoneFailed]);
    expect(refused.snapshot.value).toBe('ready');
    expect(refused.snapshot.context.zoneError).toBe('Choose a time zone from the list (an IANA zone such as Europe/Berlin).');
  });
});
