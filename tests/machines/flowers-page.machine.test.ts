import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { FlowersTab, type FlowerBalance } from '../../src/domain/flowers';
import { flowerExchangeMachine } from '../../src/machines/flower-exchange.machine';
import { flowersPageMachine, type FlowersOverview } from '../../src/machines/flowers-page.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const balance: FlowerBalance = { Balance: 12, ExchangedThisMonth: 0, MonthlyLimit: 100, Quota: 12, PhpPerFlower: 5, ExchangeEnabled: true, Month: '2026-11' };
const overview: FlowersOverview = {
  balance,
  used: { Total: 0, Items: [] },
  obtained: { Total: 1, Items: [{ Id: 1, Flowers: 2, Reason: 'Flowers from students', ClassId: 9, CreatedAt: '2026-11-01T00:00:00Z' }] },
};
const switchedOff: FlowersOverview = { ...overview, balance: { ...balance, ExchangeEnabled: false } };
const dialog = flowerExchangeMachine.provide({ actors: { exchangeCash: pendingPromise() } });

// Opened from the person panel's row: the exchange opens once loaded; every other transition is reachable after it.
const INPUT = { tab: FlowersTab.used, openExchange: true };
const events = withActorEventsWhereRunning([
  { type: 'flowers.tab', tab: FlowersTab.obtained },
  { type: 'flowers.page', pageIndex: 2 },
  { type: 'flowers.exchange' },
  { type: 'flowers.dismissNotice' },
  { type: 'flowers.reload' },
  { type: 'xstate.done.actor.0.flowersPage.loading', output: overview },
  { type: 'xstate.done.actor.0.flowersPage.loading', output: switchedOff },
  { type: 'xstate.error.actor.0.flowersPage.loading', error: new Error('offline') },
  { type: 'xstate.done.actor.exchange', output: { balance: { ...balance, Balance: 10 }, message: 'Exchange succeeded.' } },
  { type: 'xstate.done.actor.exchange', output: null },
]);

describe('flowers page machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = flowersPageMachine.provide({ actors: { loadOverview: pendingPromise(), exchangeDialog: dialog } });
    const paths = generatePaths(machine, { events, input: INPUT, limit: 2000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input: INPUT });
  });
});

describe('flowers page behaviour', () => {
  it('opens the exchange only when it is switched on, and reloads with the notice after a success', async () => {
    let loads = 0;
    let answer = switchedOff;
    const machine = flowersPageMachine.provide({
      actors: {
        loadOverview: fromPromise(async () => {
          loads += 1;
          return answer;
        }),
        exchangeDialog: flowerExchangeMachine.provide({
          actors: { exchangeCash: fromPromise(async () => ({ balance: { ...balance, Balance: 10 }, message: 'Exchange succeeded.' })) },
        }),
      },
    });
    const page = createActor(machine, { input: { tab: FlowersTab.used } }).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    page.send({ type: 'flowers.exchange' });
    expect(page.getSnapshot().children.exchange).toBeUndefined();
    answer = overview;
    page.send({ type: 'flowers.reload' });
    await settle();
    page.send({ type: 'flowers.exchange' });
    const child = page.getSnapshot().children.exchange as ActorRefFrom<typeof flowerExchangeMachine> | undefined;
    expect(child?.getSnapshot().context.quota).toBe(12);
    child?.send({ type: 'exchange.count', count: 2 });
    child?.send({ type: 'exchange.remark', remark: 'rice' });
    child?.send({ type: 'exchange.submit' });
    await settle();
    await settle();
    expect(page.getSnapshot().context.notice).toBe('Exchange succeeded.');
    expect(page.getSnapshot().matches('ready')).toBe(true);
    expect(loads).toBe(3);
  });

  it('pages the current tab only', () => {
    const page = createActor(flowersPageMachine.provide({ actors: { loadOverview: pendingPromise(), exchangeDialog: dialog } }), {
      input: { tab: FlowersTab.obtained },
    }).start();
    page.send({ type: 'xstate.done.actor.0.flowersPage.loading', output: overview } as never);
    page.send({ type: 'flowers.page', pageIndex: 3 });
    expect(page.getSnapshot().context).toMatchObject({ obtainedPage: 3, usedPage: 1 });
  });
});

describe('opened from the person panel', () => {
  it('opens the exchange once loaded when it is on, and not when it is off', () => {
    const machine = flowersPageMachine.provide({ actors: { loadOverview: pendingPromise(), exchangeDialog: dialog } });
    const on = createActor(machine, { input: { tab: FlowersTab.used, openExchange: true } }).start();
    on.send({ type: 'xstate.done.actor.0.flowersPage.loading', output: overview } as never);
    expect(on.getSnapshot().matches({ ready: 'exchanging' })).toBe(true);
    const off = createActor(machine, { input: { tab: FlowersTab.used, openExchange: true } }).start();
    off.send({ type: 'xstate.done.actor.0.flowersPage.loading', output: switchedOff } as never);
    expect(off.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
  });
});
