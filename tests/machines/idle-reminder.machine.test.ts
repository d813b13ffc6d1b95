import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { idleReminderMachine } from '../../src/machines/idle-reminder.machine';
import { IDLE_TIMEOUT_MS, idleTimeoutFrom } from '../../src/domain/layout-widgets';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths } from './path-testing';

let reloads = 0;
const machine = idleReminderMachine.provide({ actions: { reloadPage: () => void reloads++ } });
const ev = {
  activity: { type: 'idle.activity' } as const,
  refresh: { type: 'idle.refresh' } as const,
  stay: { type: 'idle.stay' } as const,
  throttle: delayedEvent(machine, 'throttle'),
  idleTime: delayedEvent(machine, 'restOfIdleTime'),
};

/** A live actor on a simulated clock, taken through `sequence` (a delayed event advances the clock). */
function live(sequence: EventObject[], input: { idleMs: number } = { idleMs: IDLE_TIMEOUT_MS }) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  for (const event of sequence) {
    if (event === ev.throttle) clock.increment(actor.getSnapshot().context.throttleMs);
    else if (event === ev.idleTime) clock.increment(actor.getSnapshot().context.idleMs - actor.getSnapshot().context.throttleMs);
    else actor.send(event as never);
  }
  return { actor, clock };
}

describe('idle reminder machine (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, [ev.activity, ev.refresh, ev.stay]), input: { idleMs: IDLE_TIMEOUT_MS } });
    expectEveryTransitionCovered(machine, paths, { input: { idleMs: IDLE_TIMEOUT_MS } });
  });

  it('opens the dialog 600000 ms after the layout opened without activity', () => {
    const { actor, clock } = live([ev.throttle, ev.idleTime]);
    expect(clock.now()).toBe(600_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('counted activity restarts the idle time, so the dialog opens 600000 ms after it', () => {
    const { actor, clock } = live([ev.throttle, ev.activity]);
    clock.increment(300_000);
    expect(actor.getSnapshot().value).toBe('watching');
    const countedAt = clock.now();
    actor.send(ev.activity);
    // The simulated clock fires one timer per jump: first the settling second, then the rest.
    clock.increment(1_000);
    clock.increment(598_999);
    expect(actor.getSnapshot().value).toBe('watching');
    clock.increment(1);
    expect(clock.now() - countedAt).toBe(600_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('checks activity at most once a second: activity while settling is not counted', () => {
    const { actor, clock } = live([ev.throttle, ev.activity]);
    clock.increment(500);
    actor.send(ev.activity);
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('watching');
  });

  it('refresh reloads the page; staying closes the dialog and watches again', () => {
    reloads = 0;
    const refreshed = live([ev.throttle, ev.idleTime, ev.refresh]);
    expect(reloads).toBe(1);
    expect(refreshed.actor.getSnapshot().value).toBe('idle');
    const stayed = live([ev.throttle, ev.idleTime, ev.stay]);
    expect(stayed.actor.getSnapshot().value).toBe('settling');
    stayed.clock.increment(1_000);
    stayed.clock.increment(599_000);
    expect(stayed.actor.getSnapshot().value).toBe('idle');
  });

  it('a configured idle time replaces the spec time only when a positive whole number', () => {
    const { clock } = live([ev.throttle, ev.idleTime], { idleMs: 3_000 });
    expect(clock.now()).toBe(3_000);
    expect(idleTimeoutFrom('3000')).toBe(3_000);
    for (const bad of [null, '', '0', '-5', '1.5', 'soon']) expect(idleTimeoutFrom(bad)).toBe(600_000);
  });
});
