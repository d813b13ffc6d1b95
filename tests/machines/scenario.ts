import { expect } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { allTransitions, generatePaths, replayPath, type GenerateOptions, type MachinePath, type PathEvents, type ReplayOptions } from './path-testing';

/**
 * The path a sequence of events takes from the initial state (with `input`), for replayPath. Each
 * event must change something: a scenario whose event is ignored is a mistake in the scenario.
 */
export function scenarioPath(machine: AnyStateMachine, events: readonly EventObject[], input?: unknown): MachinePath {
  let [state] = initialTransition(machine, input as never) as [AnyMachineSnapshot, unknown];
  const steps: MachinePath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    const [next] = transition(machine, state, event as never) as [AnyMachineSnapshot, unknown];
    expect(
      next === state || (JSON.stringify(next.value) === JSON.stringify(state.value) && next.context === state.context),
      `event ${event.type} is taken`,
    ).toBe(false);
    state = next;
    steps.push({ event, state });
  }
  return { state, steps, weight: steps.length };
}

/**
 * For machines whose input decides the branches taken (enabled or not, ringing or not): paths are
 * generated and replayed for each input, and together they must reach every transition.
 */
export function expectEveryTransitionCoveredForInputs(
  machine: AnyStateMachine,
  events: PathEvents,
  inputs: readonly unknown[],
  options: Omit<ReplayOptions, 'input'> & Pick<GenerateOptions, 'serializeState'> = {},
): void {
  const taken = new Set<object>();
  for (const input of inputs) {
    const paths = generatePaths(machine, { events, input, ...(options.serializeState ? { serializeState: options.serializeState } : {}) });
    expect(paths.length, 'paths for every input').toBeGreaterThan(0);
    for (const path of paths) for (const transition of replayPath(machine, path, { ...options, input }).taken) taken.add(transition);
  }
  const missing = [...allTransitions(machine)].filter(([transition]) => !taken.has(transition)).map(([, label]) => label);
  expect(missing, 'transitions no generated path reaches').toEqual([]);
}
