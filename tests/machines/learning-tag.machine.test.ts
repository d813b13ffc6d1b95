import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { LEARNING_TAG_NEXT_DELAY_MS, LearningTagLabel, learningTagCountdownFrom } from '../../src/domain/learning-tags';
import { learningTagMachine } from '../../src/machines/learning-tag.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const logs: Array<[number, number]> = [];
const fetchFailures: number[] = [];
const errors: unknown[] = [];
const machine = learningTagMachine.provide({
  actors: { loadTagIds: pendingPromise(), fetchContent: pendingPromise(), markLearned: pendingPromise() },
  actions: {
    logBehaviour: (_, { tagId, labelId }) => void logs.push([labelId, tagId]),
    logFetchFailure: (_, { tagId }) => void fetchFailures.push(tagId),
    reportError: (_, error) => void errors.push(error),
  },
});
const id = (state: string) => `0.learningTag.${state}`;
const loaded = (TagIds: number[]) => ({ type: `xstate.done.actor.${id('loadingIds')}`, output: TagIds });
const loadFailed = { type: `xstate.error.actor.${id('loadingIds')}`, error: new Error('offline') };
const fetched = (TagId: number) => ({ type: `xstate.done.actor.${id('fetching')}`, output: { TagId, Title: `Tag ${TagId}`, Content: `About ${TagId}` } });
const fetchFailed = { type: `xstate.error.actor.${id('fetching')}`, error: new Error('404') };
const learned = { type: `xstate.done.actor.${id('showing.learning')}`, output: {} };
const learnFailed = { type: `xstate.error.actor.${id('showing.learning')}`, error: new Error('500') };
const shown = { type: 'dialog.shown' } as const;
const close = { type: 'learningTag.close' } as const;

function live(countdownSeconds = 10) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { countdownSeconds } }).start();
  const send = (event: object) => actor.send(event as never);
  return { actor, clock, send };
}

describe('learning-tag machine (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    // Two seconds of countdown keep the graph small; the live tests below use the spec's 10.
    const events = eventsWhereActive(machine, [loaded([1, 2]), loaded([]), loadFailed, fetched(1), fetchFailed, learned, learnFailed, shown, close]);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events, input: { countdownSeconds: 2 } }), { input: { countdownSeconds: 2 } });
  });

  it('runs the tags in order: view log when shown, close after 10 s, learned and logged, the next 2 s later', () => {
    logs.length = 0;
    const { actor, clock, send } = live();
    send(loaded([7, 8]));
    send(fetched(7));
    expect(actor.getSnapshot().value).toEqual({ showing: 'waitingForScreen' });
    expect(logs).toEqual([]);
    send(shown);
    expect(logs).toEqual([[LearningTagLabel.viewed, 7]]);
    for (let second = 9; second >= 1; second--) {
      clock.increment(1_000);
      expect(actor.getSnapshot().context.remaining).toBe(second);
      send(close);
      expect(actor.getSnapshot().value).toEqual({ showing: 'counting' });
    }
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toEqual({ showing: 'closable' });
    send(close);
    send(learned);
    expect(logs).toEqual([
      [586, 7],
      [587, 7],
    ]);
    expect(actor.getSnapshot().value).toBe('pausing');
    clock.increment(LEARNING_TAG_NEXT_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('pausing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(actor.getSnapshot().context.index).toBe(1);
    send(fetched(8));
    send(shown);
    for (let second = 0; second < 10; second++) clock.increment(1_000);
    send(close);
    send(learned);
    clock.increment(LEARNING_TAG_NEXT_DELAY_MS);
    expect(actor.getSnapshot().status).toBe('done');
    expect(logs.map(([label, tag]) => `${label}:${tag}`)).toEqual(['586:7', '587:7', '586:8', '587:8']);
  });

  it('a failed fetch is only logged and the next tag follows; a failed learn keeps the tag open', () => {
    fetchFailures.length = 0;
    errors.length = 0;
    const { actor, clock, send } = live(1);
    send(loaded([3, 4]));
    send(fetchFailed);
    expect(fetchFailures).toEqual([3]);
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().value).toBe('fetching');
    send(fetched(4));
    send(shown);
    clock.increment(1_000);
    send(close);
    send(learnFailed);
    expect(actor.getSnapshot().value).toEqual({ showing: 'closable' });
    expect(errors).toHaveLength(1);
  });

  it('the countdown knob accepts 1 to 10 whole seconds only', () => {
    expect(learningTagCountdownFrom(null)).toBe(10);
    expect(learningTagCountdownFrom('2')).toBe(2);
    expect(learningTagCountdownFrom('0')).toBe(10);
    expect(learningTagCountdownFrom('11')).toBe(10);
    expect(learningTagCountdownFrom('1.5')).toBe(10);
  });
});
