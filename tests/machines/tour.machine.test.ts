import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { tourMachine } from '../../src/machines/tour.machine';
import { selectCanGoBack, selectIsLastStep, selectTourStep } from '../../src/machines/tour.selectors';
import type { TourInput } from '../../src/machines/tour.types';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const machine = tourMachine.provide({
  actors: { 'load tour status': pendingPromise(), 'record tour done': pendingPromise() },
});
const inputs = { fullShell: { fullShell: true }, compact: { fullShell: false } } satisfies Record<string, TourInput>;
const ev = {
  notSeen: { type: 'xstate.done.actor.loadStatus', output: { show: true } },
  seen: { type: 'xstate.done.actor.loadStatus', output: { show: false } },
  loadFailed: { type: 'xstate.error.actor.loadStatus', error: new Error('Links seem to get inaccessible.') },
  next: { type: 'tour.next' },
  back: { type: 'tour.back' },
  skip: { type: 'tour.skip' },
  recorded: { type: 'xstate.done.actor.recordDone', output: { Show: false } },
  recordFailed: { type: 'xstate.error.actor.recordDone', error: new Error('Links seem to get inaccessible.') },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(input: TourInput, sequence: EventObject[]): MachinePath {
  // getPathsFromEvents builds its start without the input: give it the real start.
  const fromState = createActor(machine, { input }).getSnapshot();
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence, { input, fromState }) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

/** The highlighted target at every step, '-' when none. */
function targetsAlong(input: TourInput, path: MachinePath) {
  const targets: string[] = [];
  const { actor } = replayPath(machine, path, {
    input,
    onStep: (snapshot) => targets.push(selectTourStep(snapshot as never)?.target ?? '-'),
  });
  return { targets, snapshot: actor.getSnapshot() };
}

describe('guided tour machine (model-based)', () => {
  it('reaches every transition in both layouts, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, Object.values(ev));
    for (const input of Object.values(inputs)) expectEveryTransitionCovered(machine, generatePaths(machine, { events, input }), { input });
  });

  it('highlights the sidebar, then the floating buttons at step 2 in the full shell, then the shortcuts, and records it', () => {
    const path = scenario(inputs.fullShell, [ev.notSeen, ev.next, ev.next, ev.next, ev.recorded]);
    const { targets, snapshot } = targetsAlong(inputs.fullShell, path);
    expect(targets).toEqual(['-', 'sidebar', 'floating-buttons', 'shortcuts', '-', '-']);
    expect(snapshot.status).toBe('done');
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.saveFailed).toBe(false);
  });

  it('has the sidebar and the shortcut area only outside the full shell', () => {
    const path = scenario(inputs.compact, [ev.notSeen, ev.next, ev.next]);
    expect(targetsAlong(inputs.compact, path).targets).toEqual(['-', 'sidebar', 'shortcuts', '-']);
    expect(path.state.value).toBe('recording');
  });

  it('goes back a step, never before the first', () => {
    const path = scenario(inputs.fullShell, [ev.notSeen, ev.back, ev.next, ev.back]);
    const seen: Array<[number, boolean, boolean]> = [];
    replayPath(machine, path, {
      input: inputs.fullShell,
      onStep: (snapshot, step) => {
        if (step.index > 0) seen.push([snapshot.context.index, selectCanGoBack(snapshot as never), selectIsLastStep(snapshot as never)]);
      },
    });
    expect(seen).toEqual([
      [0, false, false],
      [0, false, false],
      [1, true, false],
      [0, false, false],
    ]);
  });

  it('records a skipped tour as done too', () => {
    expect(scenario(inputs.fullShell, [ev.notSeen, ev.skip]).state.value).toBe('recording');
  });

  it('does not show a tour the tutor has seen, nor one whose status is unknown', () => {
    expect(scenario(inputs.fullShell, [ev.seen]).state.value).toBe('notNeeded');
    expect(scenario(inputs.fullShell, [ev.loadFailed]).state.value).toBe('notNeeded');
  });

  it('ends even when the server cannot record it, noting that it will show again', () => {
    const path = scenario(inputs.fullShell, [ev.notSeen, ev.skip, ev.recordFailed]);
    expect(path.state.value).toBe('done');
    expect(path.state.context.saveFailed).toBe(true);
  });
});
