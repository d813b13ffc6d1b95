import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { Messages } from '../../src/domain/messages';
import { clockInMachine } from '../../src/machines/clock-in.machine';
import { selectClockInButton } from '../../src/machines/clock-in.selectors';
import type { ClockInDay, ClockInEmitted } from '../../src/machines/clock-in.types';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

/** What the machine handed to the session's error catalogue, in the replay running now. */
let reported: unknown[] = [];
const machine = clockInMachine.provide({
  actors: { 'load clock-in status': pendingPromise(), 'register clock-in': pendingPromise() },
  actions: { reportError: (_, error: unknown) => void reported.push(error) },
});

const day = (status: number, clockedInAt: string | null = null): ClockInDay => ({
  status,
  workDate: '2025-03-10',
  clockedInAt,
  firstClassAt: '2025-03-10T00:30:00.000Z',
});
const ev = {
  submit: { type: 'clockIn.submit' },
  reload: { type: 'retry' },
  canClockIn: { type: 'xstate.done.actor.loadStatus', output: day(0) },
  clockedIn: { type: 'xstate.done.actor.loadStatus', output: day(1, '2025-03-10T00:10:00.000Z') },
  late: { type: 'xstate.done.actor.loadStatus', output: day(2) },
  clockedInLate: { type: 'xstate.done.actor.loadStatus', output: day(3, '2025-03-10T00:31:00.000Z') },
  noClassClockedIn: { type: 'xstate.done.actor.loadStatus', output: { ...day(-1, '2025-03-10T00:10:00.000Z'), firstClassAt: null } },
  loadFailed: { type: 'xstate.error.actor.loadStatus', error: new Error(Messages.transportError) },
  registered: { type: 'xstate.done.actor.register', output: { body: 1, message: Messages.clockInSuccess } },
  registeredLate: { type: 'xstate.done.actor.register', output: { body: 3, message: Messages.clockInRecordedLate } },
  refused: { type: 'xstate.error.actor.register', error: new Error(Messages.clockInAlready) },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

/** Replays a path, collecting the alerts it shows and the button at every step. */
function replayWatching(path: MachinePath) {
  const alerts: Array<Omit<ClockInEmitted, 'type' | 'presentation'>> = [];
  reported = [];
  const buttons: string[] = [];
  const { actor } = replayPath(machine, path, {
    onStep: (snapshot, step) => {
      if (step.index === 0) step.actor.on('notify', ({ severity, message }: ClockInEmitted) => alerts.push({ severity, message }));
      const button = selectClockInButton(snapshot as never);
      buttons.push(`${button.text}${button.clickable ? '*' : ''}${button.busy ? ' (busy)' : ''}`);
    },
  });
  return { alerts, buttons, reported: reported.map((error) => (error as Error).message), snapshot: actor.getSnapshot() };
}

describe('clock-in machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths);
  });

  it('clocks in at status 0, shows the success alert for Body 1 and then Clocked In', () => {
    const result = replayWatching(scenario([ev.canClockIn, ev.submit, ev.registered, ev.clockedIn]));
    expect(result.buttons).toEqual(['Clock In (busy)', 'Clock In*', 'Clock In (busy)', 'Clock In (busy)', 'Clocked In']);
    expect(result.alerts).toEqual([{ severity: 'success', message: Messages.clockInSuccess }]);
  });

  it('shows the error-style alert with Msg for any other Body', () => {
    const result = replayWatching(scenario([ev.canClockIn, ev.submit, ev.registeredLate, ev.clockedInLate]));
    expect(result.alerts).toEqual([{ severity: 'error', message: Messages.clockInRecordedLate }]);
    expect(result.buttons.at(-1)).toBe('Late');
  });

  it('hands a refused clock-in to the error catalogue and loads the real status again', () => {
    const result = replayWatching(scenario([ev.canClockIn, ev.submit, ev.refused, ev.clockedIn]));
    expect(result.alerts).toEqual([]);
    expect(result.reported).toEqual([Messages.clockInAlready]);
    expect(result.snapshot.value).toBe('ready');
    expect(result.buttons.at(-1)).toBe('Clocked In');
  });

  it.each([
    ['clocked in', ev.clockedIn, 'Clocked In'],
    ['clocked in without a class', ev.noClassClockedIn, 'Clocked In'],
    ['late', ev.late, 'Late'],
    ['clocked in late', ev.clockedInLate, 'Late'],
  ])('does not submit when %s', (_, loaded, text) => {
    const path = scenario([loaded]);
    const result = replayWatching(path);
    expect(result.buttons.at(-1)).toBe(text);
    expect(result.snapshot.can(ev.submit)).toBe(false);
  });

  it('hands a failed load to the error catalogue, keeps its message, and loads again on reload', () => {
    const result = replayWatching(scenario([ev.loadFailed]));
    expect(result.reported).toEqual([Messages.transportError]);
    expect(result.snapshot.context.loadError).toBe(Messages.transportError);
    const reloaded = replayWatching(scenario([ev.loadFailed, ev.reload, ev.canClockIn]));
    expect(reloaded.alerts).toEqual([]);
    expect(reloaded.snapshot.context).toEqual({ day: day(0), loadError: '' });
  });
});
