import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DIALOG_HOST_GAP_MS, enqueue, type HostedDialogId } from '../../src/domain/dialog-host';
import { dialogHostMachine } from '../../src/machines/dialog-host.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths } from './path-testing';

const request = (id: HostedDialogId) => ({ type: 'dialog.request', id }) as const;
const release = (id: HostedDialogId) => ({ type: 'dialog.release', id }) as const;
/** Three dialogs keep the graph small while covering a preempting one, a persistent one and a late one. */
const ids: HostedDialogId[] = ['sessionLock', 'protocol', 'idle'];

function live() {
  const clock = new SimulatedClock();
  const actor = createActor(dialogHostMachine, { clock }).start();
  const state = () => ({ value: actor.getSnapshot().value, ...actor.getSnapshot().context });
  return { actor, clock, state };
}

describe('dialog host machine (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(dialogHostMachine, [...ids.map(request), ...ids.map(release)]);
    expectEveryTransitionCovered(dialogHostMachine, generatePaths(dialogHostMachine, { events }));
  });

  it('shows one dialog at a time; the rest wait, the most important first, each after the gap', () => {
    const { actor, clock, state } = live();
    actor.send(request('idle'));
    actor.send(request('holidayGreeting'));
    actor.send(request('learningTag'));
    actor.send(request('protocol'));
    expect(state()).toEqual({ value: 'showing', open: 'idle', waiting: ['protocol', 'learningTag', 'holidayGreeting'] });
    const order: Array<HostedDialogId | null> = [actor.getSnapshot().context.open];
    for (let turn = 0; turn < 3; turn++) {
      actor.send(release(actor.getSnapshot().context.open!));
      expect(state().open).toBeNull();
      clock.increment(DIALOG_HOST_GAP_MS - 1);
      expect(state().value).toBe('pausing');
      clock.increment(1);
      order.push(actor.getSnapshot().context.open);
    }
    expect(order).toEqual(['idle', 'protocol', 'learningTag', 'holidayGreeting']);
    actor.send(release('holidayGreeting'));
    clock.increment(DIALOG_HOST_GAP_MS);
    expect(state()).toEqual({ value: 'vacant', open: null, waiting: [] });
  });

  it('a request that arrives during the gap still waits for it, and the more important one wins', () => {
    const { actor, clock, state } = live();
    actor.send(request('skype'));
    actor.send(release('skype'));
    actor.send(request('idle'));
    actor.send(request('protocol'));
    expect(state()).toEqual({ value: 'pausing', open: null, waiting: ['protocol', 'idle'] });
    clock.increment(DIALOG_HOST_GAP_MS);
    expect(state()).toEqual({ value: 'showing', open: 'protocol', waiting: ['idle'] });
  });

  it('the session lock takes the screen at once; the dialog it displaced opens again after it', () => {
    const { actor, clock, state } = live();
    actor.send(request('protocol'));
    actor.send(request('idle'));
    actor.send(request('sessionLock'));
    expect(state()).toEqual({ value: 'showing', open: 'sessionLock', waiting: ['protocol', 'idle'] });
    actor.send(release('sessionLock'));
    clock.increment(DIALOG_HOST_GAP_MS);
    expect(state().open).toBe('protocol');
  });

  it('a dialog that no longer wants the screen leaves the queue; asking twice keeps one place', () => {
    const { actor, state } = live();
    actor.send(request('protocol'));
    actor.send(request('idle'));
    actor.send(request('idle'));
    actor.send(request('protocol'));
    expect(state()).toEqual({ value: 'showing', open: 'protocol', waiting: ['idle'] });
    actor.send(release('idle'));
    expect(state()).toEqual({ value: 'showing', open: 'protocol', waiting: [] });
  });

  it('enqueue orders by the priority list whatever the arrival order', () => {
    expect(['holidayGreeting', 'idle', 'sessionLock', 'protocol'].reduce<HostedDialogId[]>((queue, id) => enqueue(queue, id as HostedDialogId), [])).toEqual([
      'sessionLock',
      'protocol',
      'idle',
      'holidayGreeting',
    ]);
  });
});
