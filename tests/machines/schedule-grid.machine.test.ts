import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { ScheduleMessages } from '../../src/domain/schedule';
import type { ScheduleGridContext } from '../../src/machines/schedule.types';
import { scheduleGridMachine } from '../../src/machines/schedule-grid.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';
import { A, B, BOOKED, C, THIS_WEEK, gridData } from './schedule-fixtures';

const fake = () => scheduleGridMachine.provide({ actors: { loadGrid: pendingPromise(), insertSchedule: pendingPromise() } });
const closed = gridData({ limits: { ...gridData().limits, Reason: ScheduleMessages.selfScheduleLimited } });

const events = withActorEventsWhereRunning([
  { type: 'xstate.done.actor.0.scheduleGrid.loading', output: gridData() },
  { type: 'xstate.done.actor.0.scheduleGrid.loading', output: closed },
  { type: 'xstate.error.actor.0.scheduleGrid.loading', error: new Error('offline') },
  { type: 'grid.click', startTime: B },
  { type: 'grid.mode', mode: 'busy' },
  { type: 'grid.week', offset: 1 },
  { type: 'grid.copyLastWeek' },
  { type: 'grid.undo' },
  { type: 'grid.submit' },
  { type: 'grid.reload' },
  { type: 'xstate.done.actor.0.scheduleGrid.saving', output: { Saved: 1 } },
  { type: 'xstate.error.actor.0.scheduleGrid.saving', error: new Error('offline') },
]);

describe('schedule grid machine (model-based)', () => {
  it('replays every generated path, state and context asserted at every step, reaching every transition', () => {
    // The cells' states and the messages are what tell states apart (not the objects themselves).
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const c = snapshot.context as ScheduleGridContext;
      const cells = (list: ScheduleGridContext['events']) => list.map((e) => `${e.Status[0]}${e.BusyTimeCheck ? 'b' : ''}`).join('');
      return JSON.stringify([
        snapshot.value,
        c.mode,
        c.weekOffset,
        c.data?.limits.Reason ?? null,
        c.rescheduleFrom,
        cells(c.original),
        cells(c.events),
        c.error,
        c.notice,
      ]);
    };
    const paths = generatePaths(fake(), { events, serializeState });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(fake(), paths);
  }, 60_000);
});

describe('schedule grid behaviour', () => {
  function ready() {
    const actor = createActor(fake()).start();
    actor.send({ type: 'xstate.done.actor.0.scheduleGrid.loading', output: gridData() } as never);
    return actor;
  }
  const status = (actor: ReturnType<typeof ready>, start: string) => actor.getSnapshot().context.events.find((e) => e.StartTime === start)?.Status;

  it('toggles Waited/Canceled and refuses a Confirmed slot', () => {
    const actor = ready();
    actor.send({ type: 'grid.click', startTime: B });
    expect(status(actor, B)).toBe('Waited');
    actor.send({ type: 'grid.click', startTime: BOOKED });
    expect(actor.getSnapshot().context.error).toBe(ScheduleMessages.confirmedSlot);
  });

  it("refuses a click beyond a plotted week's modify count with 'No modification for plotted schedule'", () => {
    const actor = ready();
    actor.send({ type: 'grid.click', startTime: B });
    actor.send({ type: 'grid.click', startTime: C });
    expect(actor.getSnapshot().context.error).toBe('');
    actor.send({ type: 'grid.click', startTime: A });
    expect(actor.getSnapshot().context.error).toBe('No modification for plotted schedule');
    expect(status(actor, A)).toBe('Waited');
  });

  it('flags busy time linked to a neighbour, and cancels it with the neighbour', () => {
    const actor = ready();
    actor.send({ type: 'grid.mode', mode: 'busy' });
    actor.send({ type: 'grid.click', startTime: B });
    expect(actor.getSnapshot().context.events.find((e) => e.StartTime === B)).toMatchObject({ BusyTimeCheck: true, Links: [A], Status: 'Waited' });
    actor.send({ type: 'grid.mode', mode: 'plot' });
    actor.send({ type: 'grid.click', startTime: A });
    expect(status(actor, B)).toBe('Canceled');
  });

  it('reschedule: one Waited slot selected, another replaces it, then a free cell takes it', () => {
    const actor = ready();
    actor.send({ type: 'grid.mode', mode: 'reschedule' });
    actor.send({ type: 'grid.click', startTime: THIS_WEEK });
    expect(actor.getSnapshot().context.rescheduleFrom).toBe(THIS_WEEK);
    actor.send({ type: 'grid.click', startTime: A });
    expect(actor.getSnapshot().context.rescheduleFrom).toBe(A);
    actor.send({ type: 'grid.click', startTime: C });
    expect([status(actor, A), status(actor, C), actor.getSnapshot().context.rescheduleFrom]).toEqual(['Canceled', 'Waited', null]);
  });

  it('submits only the changes, then reloads so a second submit has nothing to send', () => {
    const actor = ready();
    actor.send({ type: 'grid.submit' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'grid.click', startTime: B });
    actor.send({ type: 'grid.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'grid.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'xstate.done.actor.0.scheduleGrid.saving', output: {} } as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.notice).toBe('Your schedule is saved.');
  });

  it('keeps unsaved changes when asked to change week, and shows why a closed tutor cannot plot', () => {
    const actor = ready();
    actor.send({ type: 'grid.click', startTime: B });
    actor.send({ type: 'grid.week', offset: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'grid.week', offset: 3 });
    expect(actor.getSnapshot().value).toBe('ready');
    const gated = createActor(fake()).start();
    gated.send({ type: 'xstate.done.actor.0.scheduleGrid.loading', output: closed } as never);
    expect(gated.getSnapshot().value).toBe('closed');
  });
});
