import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate';
import { themeToggleMachine } from '../../src/machines/theme-toggle.machine';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, replayPath, type MachinePath } from './path-testing';

const machine = themeToggleMachine;
const tap = { type: 'header.tap' } as const;
const delayed = {
  tapGap: delayedEvent(machine, 'tapGap'),
  windowEarly: delayedEvent(machine, 'windowEarly'),
  windowLate: delayedEvent(machine, 'windowLate'),
};
const events = eventsWhereActive(machine, [tap]);

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

/** Replays a path, counting theme toggles and reading the simulated clock at the end. */
function replayCountingToggles(path: MachinePath) {
  let toggles = 0;
  const result = replayPath(machine, path, {
    onStep: (_, step) => {
      if (step.index === 0) step.actor.on('theme.toggle', () => (toggles += 1));
    },
  });
  return { toggles, ms: result.clock.now(), snapshot: result.actor.getSnapshot() };
}

const taps = (count: number) => Array.from({ length: count }, () => tap);

const scenarios = {
  tenQuickTaps: [...taps(10)],
  pauseAfterOneTap: [tap, delayed.tapGap],
  slowTapsPastTheWindow: [tap, delayed.windowEarly, ...taps(8), delayed.windowLate],
  tenTapsLateInTheWindow: [tap, delayed.windowEarly, ...taps(9)],
};

describe('theme toggle machine (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(20);
    expectEveryTransitionCovered(machine, [...paths, ...Object.values(scenarios).map(scenario)]);
  });

  it('toggles the theme on the tenth quick tap and starts over', () => {
    const result = replayCountingToggles(scenario(scenarios.tenQuickTaps));
    expect(result).toMatchObject({ toggles: 1, ms: 0 });
    expect(result.snapshot.value).toBe('idle');
    expect(result.snapshot.context.taps).toBe(0);
  });

  it('forgets the taps when the next does not come within 3 s', () => {
    const path = scenario(scenarios.pauseAfterOneTap);
    expect(path.steps.map((step) => step.state.context.taps)).toEqual([0, 1, 0]);
    expect(replayCountingToggles(path)).toMatchObject({ toggles: 0, ms: 3000 });
  });

  it('ends the run 5 s after the first tap, even with every gap short', () => {
    const path = scenario(scenarios.slowTapsPastTheWindow);
    expect(path.steps.at(-2)?.state.context.taps).toBe(9);
    const result = replayCountingToggles(path);
    expect(result).toMatchObject({ toggles: 0, ms: 5000 });
    expect(result.snapshot.value).toBe('idle');
  });

  it('still toggles when the ten taps end late in the 5 s', () => {
    expect(replayCountingToggles(scenario(scenarios.tenTapsLateInTheWindow))).toMatchObject({ toggles: 1, ms: 2000 });
  });
});

describe('theme toggle machine against the spec, tapping on a simulated clock', () => {
  /** Taps at the given ms offsets; returns how often the theme toggled. */
  function tapAt(offsets: number[]): number {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    let toggles = 0;
    actor.on('theme.toggle', () => (toggles += 1));
    for (const at of offsets) {
      // Millisecond steps, so a timer started by another timer starts when that one fired, as in a browser.
      while (clock.now() < at) clock.increment(1);
      actor.send(tap);
    }
    actor.stop();
    return toggles;
  }
  const every = (ms: number, count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i * ms);

  it('toggles for ten taps 500 ms apart (4.5 s in all)', () => {
    expect(tapAt(every(500, 10))).toBe(1);
  });

  it('does not toggle for ten taps 600 ms apart (5.4 s in all), each gap short as it is', () => {
    expect(tapAt(every(600, 10))).toBe(0);
  });

  it('does not toggle when one gap is over 3 s, and counts afresh after it', () => {
    expect(tapAt([...every(100, 5), ...every(100, 5, 3600)])).toBe(0);
    expect(tapAt([...every(100, 5), ...every(100, 10, 3600)])).toBe(1);
  });

  it('toggles twice for twenty quick taps', () => {
    expect(tapAt(every(100, 20))).toBe(2);
  });
});
