import { getPathsFromEvents } from '@xstate/graph';
import { expect } from 'vitest';
import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';
import { replayPath, type MachinePath } from './path-testing';

/** The path that takes exactly these events (each must be taken), for scenario tests. */
export function scenario(machine: AnyStateMachine, sequence: EventObject[], input?: unknown): MachinePath {
  if (input === undefined) {
    const [path] = getPathsFromEvents(machine, sequence) as unknown as MachinePath[];
    expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
    return path!;
  }
  // getPathsFromEvents does not hand `input` to the initial state: walk the pure transitions instead.
  let [state] = initialTransition(machine, input);
  const steps: MachinePath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of sequence) {
    expect(state.can(event), `event ${event.type} is taken`).toBe(true);
    const [next] = transition(machine, state, event);
    state = next;
    steps.push({ event, state });
  }
  return { state, steps, weight: steps.length };
}

/** Replays a path, collecting what the machine emitted. */
export function replayCollecting(machine: AnyStateMachine, path: MachinePath, input?: unknown) {
  const emitted: Array<Record<string, unknown>> = [];
  const { actor } = replayPath(machine, path, {
    input,
    onStep: (_snapshot, step) => {
      if (step.index === 0) actor0(step.actor, emitted);
    },
  });
  return { emitted, snapshot: actor.getSnapshot() };
}

function actor0(actor: { on(type: string, handler: (event: Record<string, unknown>) => void): unknown }, emitted: Array<Record<string, unknown>>) {
  actor.on('*', (event) => emitted.push(event));
}
