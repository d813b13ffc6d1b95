import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FlowerMessages, type FlowerBalance } from '../../src/domain/flowers';
import { flowerExchangeMachine, type ExchangeResult } from '../../src/machines/flower-exchange.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const balance: FlowerBalance = { Balance: 7, ExchangedThisMonth: 3, MonthlyLimit: 100, Quota: 7, PhpPerFlower: 5, ExchangeEnabled: true, Month: '2026-11' };
const result: ExchangeResult = { balance, message: 'Exchange succeeded.' };

const INPUT = { quota: 2 };
const events = withActorEventsWhereRunning([
  { type: 'exchange.count', count: 2 },
  { type: 'exchange.count', count: null },
  { type: 'exchange.increment' },
  { type: 'exchange.decrement' },
  { type: 'exchange.remark', remark: 'rice' },
  { type: 'exchange.submit' },
  { type: 'exchange.cancel' },
  { type: 'xstate.done.actor.0.flowerExchange.submitting', output: result },
  { type: 'xstate.error.actor.0.flowerExchange.submitting', error: new Error(FlowerMessages.overQuota) },
]);

describe('flower exchange dialog machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = flowerExchangeMachine.provide({ actors: { exchangeCash: pendingPromise() } });
    const paths = generatePaths(machine, { events, input: INPUT });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input: INPUT });
  });
});

describe('flower exchange dialog behaviour', () => {
  const start = (quota: number, exchangeCash = pendingPromise()) =>
    createActor(flowerExchangeMachine.provide({ actors: { exchangeCash } }), { input: { quota } }).start();

  it('keeps plus and minus between 0 and the quota', () => {
    const dialog = start(2);
    dialog.send({ type: 'exchange.decrement' });
    expect(dialog.getSnapshot().context.count).toBe(0);
    for (let i = 0; i < 5; i++) dialog.send({ type: 'exchange.increment' });
    expect(dialog.getSnapshot().context.count).toBe(2);
  });

  it("shows §5's messages and sends nothing while the form is wrong", () => {
    const dialog = start(5);
    dialog.send({ type: 'exchange.submit' });
    expect(dialog.getSnapshot().context).toMatchObject({ countError: 'Required!', remarkError: 'Required.' });
    dialog.send({ type: 'exchange.count', count: 0 });
    dialog.send({ type: 'exchange.remark', remark: 'x'.repeat(201) });
    dialog.send({ type: 'exchange.submit' });
    expect(dialog.getSnapshot().context).toMatchObject({ countError: FlowerMessages.invalidCount, remarkError: FlowerMessages.remarkTooLong });
    dialog.send({ type: 'exchange.count', count: 6 });
    dialog.send({ type: 'exchange.submit' });
    expect(dialog.getSnapshot().context.countError).toBe(FlowerMessages.overQuota);
    expect(dialog.getSnapshot().value).toBe('editing');
  });

  it("stays open with the server's refusal, and ends with the new balance only on success", async () => {
    let answer: Promise<ExchangeResult> = Promise.reject(new Error(FlowerMessages.overQuota));
    const dialog = start(
      5,
      fromPromise(() => answer),
    );
    dialog.send({ type: 'exchange.count', count: 3 });
    dialog.send({ type: 'exchange.remark', remark: 'rice' });
    dialog.send({ type: 'exchange.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialog.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: FlowerMessages.overQuota } });
    answer = Promise.resolve(result);
    dialog.send({ type: 'exchange.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialog.getSnapshot().status).toBe('done');
    expect(dialog.getSnapshot().output).toEqual(result);
  });

  it('ends with nothing when cancelled', () => {
    const dialog = start(5);
    dialog.send({ type: 'exchange.cancel' });
    expect(dialog.getSnapshot().output).toBeNull();
  });
});
