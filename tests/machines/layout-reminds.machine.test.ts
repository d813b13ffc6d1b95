import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { REMIND_TOAST_MS, remindOf, type LayoutRemind } from '../../src/domain/layout-reminds';
import { layoutRemindsMachine } from '../../src/machines/layout-reminds.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const logged: unknown[] = [];
const machine = layoutRemindsMachine.provide({
  actors: { loadSelfScheduleRemind: pendingPromise() },
  actions: { logFailure: (_, error) => void logged.push(error) },
});
const message = (mid: number) => ({
  mid,
  kind: 'self_schedule',
  type: 2,
  title: 'Plot next week',
  content: 'Your plot for next week is empty.',
  reminder: null,
});
const remind = (mid: number) => remindOf('AutoEndClassNotice', { ...message(mid), kind: 'attendance', title: `Cancelled ${mid}` }) as LayoutRemind;
const loaded = (output: unknown) => ({ type: 'xstate.done.actor.0.layoutReminds.checking', output });
const failed = { type: 'xstate.error.actor.0.layoutReminds.checking', error: new Error('offline') };

describe('layout reminders machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [
      loaded(message(1)),
      loaded(null),
      failed,
      { type: 'remind.arrived', remind: remind(2) },
      { type: 'remind.close', id: 2 },
    ] as Array<{
      type: string;
    }>);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events }));
  });

  it('shows the unread self-schedule reminder at start under what realtime brought meanwhile; closing removes one', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'remind.arrived', remind: remind(5) });
    actor.send(loaded(message(3)) as never);
    expect(actor.getSnapshot().value).toBe('watching');
    expect(actor.getSnapshot().context.shown.map((item) => [item.id, item.kind])).toEqual([
      [5, 'autoEnd'],
      [3, 'selfSchedule'],
    ]);
    actor.send({ type: 'remind.arrived', remind: remind(6) });
    actor.send({ type: 'remind.close', id: 5 });
    expect(actor.getSnapshot().context.shown.map((item) => item.id)).toEqual([6, 3]);
  });

  it('each toast goes by itself after its time, counted from when it came', () => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send(loaded(null) as never);
    actor.send({ type: 'remind.arrived', remind: remind(1) });
    clock.increment(5_000);
    actor.send({ type: 'remind.arrived', remind: remind(2) });
    // The same message again (another tab relays it): shown once, its time not restarted.
    actor.send({ type: 'remind.arrived', remind: remind(1) });
    clock.increment(REMIND_TOAST_MS - 5_000 - 1);
    expect(actor.getSnapshot().context.shown.map((item) => item.id)).toEqual([2, 1]);
    clock.increment(1);
    expect(actor.getSnapshot().context.shown.map((item) => item.id)).toEqual([2]);
    clock.increment(5_000);
    expect(actor.getSnapshot().context.shown).toEqual([]);
  });

  it('a failed start read is only logged', () => {
    logged.length = 0;
    const actor = createActor(machine).start();
    actor.send(failed as never);
    expect(actor.getSnapshot().value).toBe('watching');
    expect(actor.getSnapshot().context.shown).toEqual([]);
    expect(logged).toHaveLength(1);
  });
});
