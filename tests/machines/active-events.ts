import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { delayedEventTypes, withActorEventsWhereRunning } from './path-testing';

/**
 * Events for path generation that a live actor could really receive in each state: actor results
 * only while the actor runs (path-testing's `withActorEventsWhereRunning`), and a delayed event only
 * while the state that schedules it is active. Offered elsewhere, the graph would take a delayed
 * event as a no-op, while the replay's simulated clock would still move and fire other timers.
 */
export function eventsWhereActive(machine: AnyStateMachine, events: readonly EventObject[]): (snapshot: AnyMachineSnapshot) => EventObject[] {
  const delayed = delayedEventTypes(machine).map((type) => ({ type }));
  const withActors = withActorEventsWhereRunning(events);
  return (snapshot) => {
    const active = new Set(snapshot._nodes.map((node) => node.id));
    return [...withActors(snapshot), ...delayed.filter((event) => [...active].some((id) => event.type.endsWith(`.${id}`)))];
  };
}

/** The delayed event of `machine` whose delay is named `name`. */
export function delayedEvent(machine: AnyStateMachine, name: string): EventObject {
  const type = delayedEventTypes(machine).find((candidate) => candidate.startsWith(`xstate.after.${name}.`));
  if (!type) throw new Error(`no delayed transition named ${name}`);
  return { type };
}
