import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { GROWTH_ENTRY_SHAKE_CYCLE_MS, GROWTH_ENTRY_SHAKE_MS } from '../../src/domain/growth';
import { growthEntryMachine } from '../../src/machines/growth-entry.machine';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';

const machine = growthEntryMachine.provide({ actors: { loadUnclaimed: pendingPromise() } });
const LOADED = 'xstate.done.actor.0.growthEntry.loading';
const offered: EventObject[] = [
  { type: 'entry.close' },
  { type: 'entry.path', allowed: false },
  { type: 'entry.path', allowed: true },
  { type: LOADED, output: 5 },
  { type: LOADED, output: 0 },
  { type: 'xstate.error.actor.0.growthEntry.loading', error: new Error('offline') },
] as EventObject[];
const events = eventsWhereActive(machine, offered);

describe('growth entry machine (model-based, simulated clock)', () => {
  it('replays every generated path, reaching every transition', () => {
    // Started where the entry is not shown, every transition is reachable, the wait included.
    const paths = generatePaths(machine, { events, input: { allowed: false }, limit: 3000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input: { allowed: false } });
    // Started where it is shown, it loads at once, and every path from there replays too.
    const shownFirst = generatePaths(machine, { events, input: { allowed: true }, limit: 3000 });
    expect(shownFirst.length).toBeGreaterThan(10);
    for (const path of shownFirst) replayPath(machine, path, { input: { allowed: true } });
  });

  it('loads nothing while it starts on a path that does not show it (home), and loads when the tutor leaves', () => {
    const loads: number[] = [];
    const counting = growthEntryMachine.provide({
      actors: {
        loadUnclaimed: fromPromise(async () => {
          loads.push(Date.now());
          return 2;
        }),
      },
    });
    const entry = createActor(counting, { input: { allowed: false } }).start();
    entry.send({ type: 'entry.path', allowed: false });
    expect(entry.getSnapshot().matches('waiting')).toBe(true);
    expect(loads).toHaveLength(0);
    entry.send({ type: 'entry.path', allowed: true });
    expect(entry.getSnapshot().matches('loading')).toBe(true);
    expect(loads).toHaveLength(1);
  });

  it('shakes for 2 s every 12 s while points wait, on the simulated clock', () => {
    const clock = new SimulatedClock();
    const entry = createActor(machine, { input: { allowed: true }, clock }).start();
    entry.send({ type: LOADED, output: 3 } as never);
    expect(entry.getSnapshot().matches({ shown: { receive: 'still' } })).toBe(true);
    for (let cycle = 0; cycle < 3; cycle += 1) {
      clock.increment(GROWTH_ENTRY_SHAKE_CYCLE_MS - GROWTH_ENTRY_SHAKE_MS - 1);
      expect(entry.getSnapshot().hasTag('entry:shaking')).toBe(false);
      clock.increment(1);
      expect(entry.getSnapshot().hasTag('entry:shaking')).toBe(true);
      clock.increment(GROWTH_ENTRY_SHAKE_MS - 1);
      expect(entry.getSnapshot().hasTag('entry:shaking')).toBe(true);
      clock.increment(1);
      expect(entry.getSnapshot().hasTag('entry:shaking')).toBe(false);
    }
  });

  it('reads Enter without unclaimed points and never shakes', () => {
    const clock = new SimulatedClock();
    const entry = createActor(machine, { input: { allowed: true }, clock }).start();
    entry.send({ type: LOADED, output: 0 } as never);
    expect(entry.getSnapshot().matches({ shown: 'enter' })).toBe(true);
    clock.increment(GROWTH_ENTRY_SHAKE_CYCLE_MS * 3);
    expect(entry.getSnapshot().hasTag('entry:shaking')).toBe(false);
  });

  it('dismisses the red packet on the first close and hides on the next, for the session', () => {
    const entry = createActor(machine, { input: { allowed: true } }).start();
    entry.send({ type: LOADED, output: 3 } as never);
    entry.send({ type: 'entry.close' });
    expect(entry.getSnapshot().matches({ shown: 'enter' })).toBe(true);
    expect(entry.getSnapshot().context.packetDismissed).toBe(true);
    // Back from the growth centre with points still waiting: the packet stays dismissed.
    entry.send({ type: 'entry.path', allowed: false });
    entry.send({ type: 'entry.path', allowed: true });
    expect(entry.getSnapshot().matches('loading')).toBe(true);
    entry.send({ type: LOADED, output: 3 } as never);
    expect(entry.getSnapshot().matches({ shown: 'enter' })).toBe(true);
    entry.send({ type: 'entry.close' });
    expect(entry.getSnapshot().matches('hidden')).toBe(true);
    entry.send({ type: 'entry.path', allowed: false });
    entry.send({ type: 'entry.path', allowed: true });
    expect(entry.getSnapshot().matches('hidden')).toBe(true);
  });

  it('replays a shake cycle as a path', () => {
    const paths = generatePaths(machine, { events, input: { allowed: true }, toState: (s) => s.hasTag('entry:shaking'), traversal: 'shortest' });
    const path = paths.find((p) => p.steps.some((s) => s.event.type === delayedEvent(machine, 'stillFor').type));
    expect(path).toBeDefined();
    const { actor } = replayPath(machine, path!, { input: { allowed: true } });
    expect(actor.getSnapshot().hasTag('entry:shaking')).toBe(true);
  });
});
