import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import {
  allTransitions,
  delayedEventTypes,
  expectEveryTransitionCovered,
  generatePaths,
  pendingPromise,
  replayPath,
  withActorEventsWhereRunning,
} from './path-testing';

// A small machine with an invoked actor, a guard and a named delay: the helper itself under test.
const sample = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'reset' } },
  actors: { load: pendingPromise() },
  delays: { retryDelay: ({ context }) => 1000 * 2 ** context.tries },
  guards: { canRetry: ({ context }) => context.tries < 2 },
}).createMachine({
  id: 'sample',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: 'done',
        onError: [{ guard: 'canRetry', target: 'waiting' }, { target: 'failed' }],
      },
    },
    waiting: { after: { retryDelay: { target: 'loading', actions: assign({ tries: ({ context }) => context.tries + 1 }) } } },
    done: { on: { reset: 'idle' } },
    failed: {},
  },
});

const allEvents = [
  { type: 'go' },
  { type: 'reset' },
  { type: 'xstate.done.actor.load', output: 1 },
  { type: 'xstate.error.actor.load', error: new Error('x') },
  ...delayedEventTypes(sample).map((type) => ({ type })),
];
const events = withActorEventsWhereRunning(allEvents);

describe('path testing helper', () => {
  it('finds the delayed transitions', () => {
    expect(delayedEventTypes(sample)).toEqual(['xstate.after.retryDelay.sample.waiting']);
  });

  it('reaches every state and replays paths with simulated time', () => {
    const paths = generatePaths(sample, { events });
    const reached = paths.map((path) => JSON.stringify(path.state.value));
    expect(reached).toEqual(expect.arrayContaining(['"failed"', '"done"', '"waiting"']));
    const toFailed = paths.find((path) => path.state.value === 'failed');
    expect(toFailed).toBeDefined();
    const { actor } = replayPath(sample, toFailed!);
    expect(actor.getSnapshot().context.tries).toBe(2);
  });

  it('reports transitions no path reaches', () => {
    const paths = generatePaths(sample, { events: [{ type: 'go' }] });
    expect(() => expectEveryTransitionCovered(sample, paths)).toThrow(/transitions no generated path reaches/);
    expect(allTransitions(sample).size).toBe(6);
    expectEveryTransitionCovered(sample, generatePaths(sample, { events }));
  });
});
