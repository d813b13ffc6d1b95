import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from '@xstate/graph';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { expect } from 'vitest';
import { signedInPartsMachine } from '../../src/machines/signed-in-parts.machine';
import type { SignedInPartsLogic } from '../../src/machines/signed-in-parts.types';

/**
 * Model-based path testing for machines that invoke actors or use delays (architecture.md):
 * paths are generated from the machine's graph, then replayed on a live actor whose actors are
 * fakes that never finish on their own. Actor results are the synthetic events
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>`; delays are driven by a SimulatedClock.
 * At every step the live actor must be in the state the graph predicted, with the same context.
 */

/** A promise actor that never settles: the path decides its result. */
export const pendingPromise = () => fromPromise<any, any>(() => new Promise<never>(() => {}));
/** A callback actor that does nothing: the path sends what it would have sent. */
export const silentCallback = () => fromCallback<EventObject, any>(() => () => {});

/**
 * The session's signed-in parts with fakes for realtime and the message dialogs, "loaded" at once
 * when realtime first starts (`session.started`); until then neither exists, as in the app.
 */
export const signedInParts = (realtime: AnyActorLogic = silentCallback(), messageDialogs: AnyActorLogic = silentCallback()) =>
  signedInPartsMachine.provide({ actors: { loadParts: fromPromise(async () => ({ realtime, messageDialogs }) as unknown as SignedInPartsLogic) } });

/** The realtime part a session loaded (after `session.started`); throws when it has not loaded yet. */
export function loadedRealtime(session: AnyActorRef): AnyActorRef {
  const parts = session.getSnapshot().children.signedInParts as AnyActorRef | undefined;
  const realtime = parts?.getSnapshot().context.realtime as AnyActorRef | null | undefined;
  if (!realtime) throw new Error('realtime has not loaded: send session.started and wait a tick');
  return realtime;
}

export type PathEvents = readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[]);

export interface GenerateOptions {
  events: PathEvents;
  input?: unknown;
  /**
   * 'transitions' (default): a shortest path to every state, extended by every event that state
   * takes, so every edge of the graph is walked; 'shortest': one path per state; 'simple': every
   * path without cycles.
   */
  traversal?: 'transitions' | 'shortest' | 'simple';
  toState?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Serialize states for de-duplication (default: value and context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  limit?: number;
}

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

export function generatePaths(machine: AnyStateMachine, options: GenerateOptions): MachinePath[] {
  const traversalOptions = {
    events: options.events as never,
    input: options.input,
    limit: options.limit ?? 100_000,
    ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
  };
  const traversal = options.traversal ?? 'transitions';
  if (traversal !== 'transitions') {
    const traverse = traversal === 'simple' ? getSimplePaths : getShortestPaths;
    return traverse(machine, { ...traversalOptions, toState: options.toState as never });
  }
  const serialize = (options.serializeState ?? ((snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot))) as (snapshot: AnyMachineSnapshot) => string;
  const shortest = new Map<string, MachinePath>();
  for (const path of getShortestPaths(machine, traversalOptions) as unknown as MachinePath[]) {
    shortest.set(serialize(path.state), path);
  }
  const paths: MachinePath[] = [];
  const adjacency = getAdjacencyMap(machine, traversalOptions) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(key);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions)) {
      if (options.toState && !options.toState(state)) continue;
      paths.push({ state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 });
    }
  }
  return paths;
}

/**
 * Offers each synthetic actor result (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) only in
 * states where an actor with that id runs, as a real actor could only answer there; and each
 * delayed-transition event only where its timer runs.
 */
export function withActorEventsWhereRunning(events: ReadonlyArray<EventObject & Record<string, unknown>>): (snapshot: AnyMachineSnapshot) => EventObject[] {
  return (snapshot) => {
    const running = new Set<string>();
    for (const node of snapshot._nodes) for (const invoke of node.invoke) running.add(invoke.id);
    for (const id of Object.keys(snapshot.children)) running.add(id);
    return events.filter((event) => {
      // A timer runs only in the state that set it: elsewhere the clock would fire another.
      if (event.type.startsWith('xstate.after.')) return snapshot.can(event);
      const actorId = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
      return actorId === undefined || running.has(actorId);
    });
  };
}

/** The `xstate.after.*` event type of every delayed transition, to offer during traversal. */
export function delayedEventTypes(machine: AnyStateMachine): string[] {
  const types: string[] = [];
  forEachStateNode(machine.root, (node) => {
    for (const type of node.transitions.keys()) if (type.startsWith('xstate.after.')) types.push(type);
  });
  return types;
}

export interface ReplayOptions {
  input?: unknown;
  /** Extra checks at each step (after the state value and context are compared). */
  onStep?: (snapshot: AnyMachineSnapshot, step: { event: EventObject; index: number; actor: AnyActorRef }) => void;
  /** Compare context at every step (default true); pass a projection to compare only part. */
  context?: boolean | ((context: any) => unknown);
}

export interface ReplayResult {
  actor: AnyActorRef;
  clock: SimulatedClock;
  /** Transition definitions the live actor took. */
  taken: Set<object>;
}

/**
 * Replays `path` on a live actor of `machine` (actors already replaced by fakes through
 * `.provide`), asserting at every step that it reached the predicted state and context.
 */
export function replayPath(machine: AnyStateMachine, path: MachinePath, options: ReplayOptions = {}): ReplayResult {
  const clock = new SimulatedClock();
  const taken = new Set<object>();
  const actor = createActor(machine, {
    input: options.input as never,
    clock,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep') for (const transition of event._transitions) taken.add(transition);
    },
  });
  actor.start();
  const compareContext = options.context ?? true;
  path.steps.forEach((step, index) => {
    if (index > 0 || !step.event.type.startsWith('xstate.init')) deliver(machine, actor, clock, step.event);
    const live = actor.getSnapshot() as AnyMachineSnapshot;
    const label = `step ${index} (${step.event.type}) of path to ${JSON.stringify(path.state.value)}`;
    expect(live.value, label).toEqual(step.state.value);
    if (compareContext === true) expect(live.context, label).toEqual(step.state.context);
    else if (typeof compareContext === 'function') expect(compareContext(live.context), label).toEqual(compareContext(step.state.context));
    options.onStep?.(live, { event: step.event, index, actor });
  });
  return { actor, clock, taken };
}

/** Sends a step's event; a delayed-transition event advances the simulated clock instead. */
function deliver(machine: AnyStateMachine, actor: AnyActorRef, clock: SimulatedClock, event: EventObject): void {
  const delayed = /^xstate\.after\.(.+)\.([^.]+(?:\..+)?)$/.exec(event.type);
  if (!delayed) {
    actor.send(event);
    return;
  }
  const ms = resolveDelay(machine, actor, event.type);
  if (ms === undefined) actor.send(event);
  else clock.increment(ms);
}

function resolveDelay(machine: AnyStateMachine, actor: AnyActorRef, type: string): number | undefined {
  const rest = type.slice('xstate.after.'.length);
  const numeric = /^(\d+)\./.exec(rest);
  if (numeric) return Number(numeric[1]);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const name = Object.keys(delays).find((key) => rest.startsWith(`${key}.`));
  if (!name) return undefined;
  const delay = delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    return Number((delay as (args: unknown) => number)({ context: snapshot.context, event: { type } }));
  }
  return undefined;
}

/** Every transition definition of the machine (event, eventless and delayed), with a readable label. */
export function allTransitions(machine: AnyStateMachine): Map<object, string> {
  const all = new Map<object, string>();
  forEachStateNode(machine.root, (node) => {
    for (const [type, list] of node.transitions) {
      list.forEach((transition, index) => all.set(transition, `${node.id} --${type}[${index}]-->`));
    }
    node.always?.forEach((transition, index) => all.set(transition, `${node.id} --always[${index}]-->`));
  });
  return all;
}

/** Replays every path and fails listing any transition no path reached. */
export function expectEveryTransitionCovered(
  machine: AnyStateMachine,
  paths: readonly MachinePath[],
  options: ReplayOptions = {},
  /** Labels (as allTransitions prints them) that are allowed to stay unreached, with the reason why. */
  allowed: Record<string, string> = {},
): void {
  const taken = new Set<object>();
  for (const path of paths) for (const transition of replayPath(machine, path, options).taken) taken.add(transition);
  const missing = [...allTransitions(machine)].filter(([transition, label]) => !taken.has(transition) && !(label in allowed)).map(([, label]) => label);
  expect(missing, 'transitions no generated path reaches').toEqual([]);
}

function forEachStateNode(node: AnyStateNode, visit: (node: AnyStateNode) => void): void {
  visit(node);
  for (const child of Object.values(node.states)) forEachStateNode(child as AnyStateNode, visit);
}
