import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { protocolReminderMachine } from '../../src/machines/protocol-reminder.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const errors: unknown[] = [];
const input = { seconds: 30 };
const machine = protocolReminderMachine.provide({
  actors: { checkProtocol: pendingPromise(), agreeProtocol: pendingPromise() },
  actions: { reportError: (_, error) => void errors.push(error) },
});
const checked = (IsAgree: boolean) => ({ type: 'xstate.done.actor.0.protocolReminder.checking', output: { IsAgree } });
const checkFailed = { type: 'xstate.error.actor.0.protocolReminder.checking', error: new Error('offline') };
const shown = { type: 'dialog.shown' } as const;
const agreed = { type: 'xstate.done.actor.0.protocolReminder.open.agreeing', output: {} };
const agreeFailed = { type: 'xstate.error.actor.0.protocolReminder.open.agreeing', error: new Error('500') };

function live() {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock };
}

describe('protocol reminder machine (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [checked(true), checked(false), checkFailed, agreed, agreeFailed, shown, { type: 'protocol.agree' }]);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events, input }), { input });
  });

  it('a tutor who has agreed never sees it; a failed check leaves it closed and is reported', () => {
    const done = live();
    done.actor.send(checked(true) as never);
    expect(done.actor.getSnapshot().value).toBe('closed');
    errors.length = 0;
    const failed = live();
    failed.actor.send(checkFailed as never);
    expect(failed.actor.getSnapshot().value).toBe('closed');
    expect(errors).toHaveLength(1);
  });

  it('counts down 30 s one second at a time; I Agree is taken only at 0', () => {
    const { actor, clock } = live();
    actor.send(checked(false) as never);
    expect(actor.getSnapshot().context.remaining).toBe(30);
    // While another dialog holds the screen the countdown waits.
    clock.increment(5_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'waitingForScreen' });
    expect(actor.getSnapshot().context.remaining).toBe(30);
    actor.send(shown);
    actor.send({ type: 'protocol.agree' });
    expect(actor.getSnapshot().value).toEqual({ open: 'counting' });
    for (let second = 29; second >= 1; second--) {
      clock.increment(1_000);
      expect(actor.getSnapshot().context.remaining).toBe(second);
      expect(actor.getSnapshot().value).toEqual({ open: 'counting' });
    }
    clock.increment(1_000);
    expect(clock.now()).toBe(35_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' });
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });

  it('agreeing calls the server and closes; a failure is reported and I Agree stays offered', () => {
    const { actor, clock } = live();
    actor.send(checked(false) as never);
    actor.send(shown);
    for (let second = 0; second < 30; second++) clock.increment(1_000);
    actor.send({ type: 'protocol.agree' });
    expect(actor.getSnapshot().value).toEqual({ open: 'agreeing' });
    errors.length = 0;
    actor.send(agreeFailed as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' });
    expect(errors).toHaveLength(1);
    actor.send({ type: 'protocol.agree' });
    actor.send(agreed as never);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('monitoring warning (the same machine, its own countdown and notice)', () => {
  it('keeps the warning reason and counts down the given seconds before I Agree', () => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: { seconds: 15 } }).start();
    actor.send({ type: 'xstate.done.actor.0.protocolReminder.checking', output: { IsAgree: false, Notice: 'Camera off' } } as never);
    expect(actor.getSnapshot().context).toEqual({ seconds: 15, remaining: 15, notice: 'Camera off' });
    actor.send(shown);
    for (let second = 0; second < 14; second++) clock.increment(1_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'counting' });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' });
  });
});
