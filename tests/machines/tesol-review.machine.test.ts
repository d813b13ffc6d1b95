import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { asksForTesolReview } from '../../src/domain/tesol-review';
import { tesolReviewMachine } from '../../src/machines/tesol-review.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const logged: unknown[] = [];
const machine = tesolReviewMachine.provide({ actors: { loadTesolState: pendingPromise() }, actions: { logFailure: (_, error) => void logged.push(error) } });
const state = (reviewStatus: number | null, submitted = true) => ({
  type: 'xstate.done.actor.0.tesolReview.checking',
  output: { submitted, hasCertificate: false, reviewStatus },
});
const failed = { type: 'xstate.error.actor.0.tesolReview.checking', error: new Error('offline') };

describe('TESOL review prompt machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [state(2), state(0), failed, { type: 'tesolReview.done' }, { type: 'tesolReview.recheck' }]);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events }));
  });

  it('opens for refused information only, closes when the dialog is done, reads again on a new message', () => {
    const actor = createActor(machine).start();
    actor.send(state(0) as never);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'tesolReview.recheck' });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send(state(2) as never);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'tesolReview.done' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'tesolReview.recheck' });
    logged.length = 0;
    actor.send(failed as never);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(logged).toHaveLength(1);
  });

  it('the rule: submitted and refused', () => {
    expect(asksForTesolReview({ submitted: true, hasCertificate: true, reviewStatus: 2 })).toBe(true);
    expect(asksForTesolReview({ submitted: true, hasCertificate: true, reviewStatus: 1 })).toBe(false);
    expect(asksForTesolReview({ submitted: true, hasCertificate: false, reviewStatus: 0 })).toBe(false);
    expect(asksForTesolReview({ submitted: false, hasCertificate: false, reviewStatus: null })).toBe(false);
  });
});
