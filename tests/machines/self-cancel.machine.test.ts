import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ScheduleMessages } from '../../src/domain/schedule';
import { selfCancelMachine, shownRemaining, submitEnabled } from '../../src/machines/self-cancel.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';
import { cancelData } from './schedule-fixtures';

const fake = () => selfCancelMachine.provide({ actors: { loadCancelView: pendingPromise(), submitCancellation: pendingPromise() } });
const proof = new Blob(['x']);

const events = withActorEventsWhereRunning([
  { type: 'xstate.done.actor.0.selfCancel.loading', output: cancelData() },
  { type: 'xstate.done.actor.0.selfCancel.loading', output: cancelData({ open: false, reason: ScheduleMessages.selfCancelClosed }) },
  { type: 'xstate.error.actor.0.selfCancel.loading', error: new Error('offline') },
  { type: 'cancel.toggle', classId: 1 },
  { type: 'cancel.toggle', classId: 2 },
  { type: 'cancel.week', offset: 1 },
  { type: 'cancel.reason', reason: 'Family emergency' },
  { type: 'cancel.proof', proof },
  { type: 'cancel.submit' },
  { type: 'cancel.reload' },
  { type: 'xstate.done.actor.0.selfCancel.submitting', output: {} },
  { type: 'xstate.error.actor.0.selfCancel.submitting', error: new Error('offline') },
]);

describe('autonomous cancellation machine (model-based)', () => {
  it('replays every generated path, state and context asserted at every step, reaching every transition', () => {
    const paths = generatePaths(fake(), {
      events,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.weekOffset,
          s.context.data?.open ?? null,
          s.context.selected,
          s.context.reason,
          s.context.proof !== null,
          s.context.error,
          s.context.notice,
        ]),
    });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(fake(), paths);
  }, 60_000);
});

describe('autonomous cancellation behaviour', () => {
  function ready() {
    const actor = createActor(fake()).start();
    actor.send({ type: 'xstate.done.actor.0.selfCancel.loading', output: cancelData() } as never);
    return actor;
  }

  it("selecting decrements the count unless next week's; deselecting restores it; none left refuses", () => {
    const actor = ready();
    const remaining = () => shownRemaining(actor.getSnapshot().context);
    expect(remaining()).toBe(1);
    actor.send({ type: 'cancel.toggle', classId: 3 });
    expect(remaining()).toBe(1);
    actor.send({ type: 'cancel.toggle', classId: 1 });
    expect(remaining()).toBe(0);
    actor.send({ type: 'cancel.toggle', classId: 2 });
    expect(actor.getSnapshot().context.error).toBe(ScheduleMessages.cancelOverAllowance);
    expect(actor.getSnapshot().context.selected).toEqual([3, 1]);
    actor.send({ type: 'cancel.toggle', classId: 1 });
    expect(remaining()).toBe(1);
  });

  it('submits only with a selection, a reason and a proof; weeks stop two ahead and at the current one', () => {
    const actor = ready();
    expect(submitEnabled(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'cancel.submit' });
    expect(actor.getSnapshot().context.error).toBe(ScheduleMessages.cancelNothingSelected);
    actor.send({ type: 'cancel.toggle', classId: 1 });
    actor.send({ type: 'cancel.submit' });
    expect(actor.getSnapshot().context.error).toBe(ScheduleMessages.cancelReasonRequired);
    actor.send({ type: 'cancel.reason', reason: 'Sick' });
    actor.send({ type: 'cancel.submit' });
    expect(actor.getSnapshot().context.error).toBe(ScheduleMessages.cancelProofRequired);
    actor.send({ type: 'cancel.proof', proof });
    actor.send({ type: 'cancel.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'xstate.done.actor.0.selfCancel.submitting', output: {} } as never);
    expect(actor.getSnapshot().value).toBe('loading');

    const nav = ready();
    nav.send({ type: 'cancel.week', offset: -1 });
    nav.send({ type: 'cancel.week', offset: 3 });
    expect(nav.getSnapshot().value).toBe('ready');
    nav.send({ type: 'cancel.week', offset: 2 });
    expect(nav.getSnapshot().context.weekOffset).toBe(2);
  });
});
