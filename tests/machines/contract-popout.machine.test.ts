import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contractPopoutMachine } from '../../src/machines/contract-popout.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const recorded: string[] = [];
const machine = contractPopoutMachine.provide({
  actors: { checkPopout: pendingPromise(), answerPopout: pendingPromise() },
  actions: { logFailure: () => void recorded.push('logged'), reportError: () => void recorded.push('reported') },
});
const id = (state: string) => `0.contractPopout.${state}`;
const checked = (show: boolean) => ({ type: `xstate.done.actor.${id('checking')}`, output: show });
const checkFailed = { type: `xstate.error.actor.${id('checking')}`, error: new Error('offline') };
const answered = (state: 'agreeing' | 'declining') => ({ type: `xstate.done.actor.${id(`open.${state}`)}`, output: true });
const answerFailed = (state: 'agreeing' | 'declining') => ({ type: `xstate.error.actor.${id(`open.${state}`)}`, error: new Error('500') });

describe('contract pop-out machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [
      checked(true),
      checked(false),
      checkFailed,
      answered('agreeing'),
      answered('declining'),
      answerFailed('agreeing'),
      answerFailed('declining'),
      { type: 'popout.agree' },
      { type: 'popout.later' },
    ]);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events }));
  });

  it('shows only when the server says so; a failed check is only logged', () => {
    recorded.length = 0;
    const hidden = createActor(machine).start();
    hidden.send(checked(false) as never);
    expect(hidden.getSnapshot().status).toBe('done');
    const failed = createActor(machine).start();
    failed.send(checkFailed as never);
    expect(failed.getSnapshot().status).toBe('done');
    expect(recorded).toEqual(['logged']);
  });

  it('agreeing sends isAgreen=true, then asks the layout to take the tutor to the contract', () => {
    recorded.length = 0;
    const signs: string[] = [];
    const actor = createActor(machine).start();
    actor.on('contract.sign', (event) => void signs.push(event.type));
    actor.send(checked(true) as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'asking' });
    actor.send({ type: 'popout.agree' });
    expect(actor.getSnapshot().value).toEqual({ open: 'agreeing' });
    actor.send(answerFailed('agreeing') as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'asking' });
    expect(recorded).toEqual(['reported']);
    expect(signs).toEqual([]);
    actor.send({ type: 'popout.agree' });
    actor.send(answered('agreeing') as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(signs).toEqual(['contract.sign']);
  });

  it('not now sends isAgreen=false and closes without going anywhere', () => {
    const signs: string[] = [];
    const actor = createActor(machine).start();
    actor.on('contract.sign', (event) => void signs.push(event.type));
    actor.send(checked(true) as never);
    actor.send({ type: 'popout.later' });
    expect(actor.getSnapshot().value).toEqual({ open: 'declining' });
    actor.send(answered('declining') as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(signs).toEqual([]);
  });
});
