import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { rankingSummaryMachine, type RankingSummaryData } from '../../src/machines/ranking-summary.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';

const data: RankingSummaryData = {
  summary: {
    Month: '2026-11',
    Items: [{ Board: 'received', Title: 'Received orders ranking', Path: '/receivedOrdersRanking', Total: 9, Me: { Rank: 2, Value: 12, Count: null } }],
  },
  top: { Board: 'topTutors', Month: '2026-11', Total: 9, Items: [], Me: null },
};
const machine = rankingSummaryMachine.provide({ actors: { loadSummary: pendingPromise() } });
const offered = [
  { type: 'summary.retry' },
  { type: 'summary.reload' },
  { type: 'xstate.done.actor.0.rankingSummary.loading', output: data },
  { type: 'xstate.error.actor.0.rankingSummary.loading', error: new Error('offline') },
] as EventObject[];

describe('ranking summary machine (model-based)', () => {
  it('replays every generated path, asserting state and context at each step, reaching every transition', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, offered) });
    expect(paths.length).toBeGreaterThan(4);
    for (const path of paths) replayPath(machine, path);
    expectEveryTransitionCovered(machine, paths);
  });

  it('keeps the figures shown while they load again', () => {
    const live = createActor(machine).start();
    live.send({ type: 'xstate.done.actor.0.rankingSummary.loading', output: data } as never);
    live.send({ type: 'summary.retry' });
    expect(live.getSnapshot().matches('ready')).toBe(true);
    live.send({ type: 'summary.reload' });
    expect(live.getSnapshot().matches('loading')).toBe(true);
    expect(live.getSnapshot().context.data).toEqual(data);
  });
});
