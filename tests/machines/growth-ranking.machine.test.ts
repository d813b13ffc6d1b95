import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { growthRankingMachine, type GrowthRankingData } from '../../src/machines/growth-ranking.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const data = (pageIndex: number): GrowthRankingData => ({
  page: { Month: '2026-11', Total: 25, Items: [{ Rank: (pageIndex - 1) * 10 + 1, TutorName: 'Maria S.', Score: 12, IsMe: false }] },
  mine: { Month: '2026-11', Rank: 3, Score: 9, Tutors: 25 },
});

describe('growth ranking machine (model-based)', () => {
  const machine = growthRankingMachine.provide({ actors: { loadRanking: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'ranking.page', pageIndex: 2 },
    { type: 'ranking.page', pageIndex: 0 },
    { type: 'ranking.retry' },
    { type: 'xstate.done.actor.0.growthRanking.loading', output: data(1) },
    { type: 'xstate.error.actor.0.growthRanking.loading', error: new Error('offline') },
  ]);

  it('replays every generated path, reaching every transition', () => {
    const paths = generatePaths(machine, { events, limit: 3000 });
    expect(paths.length).toBeGreaterThan(3);
    expectEveryTransitionCovered(machine, paths);
  });

  it('asks for the page turned to, and refuses a page before the first', async () => {
    const asked: number[] = [];
    const live = createActor(
      growthRankingMachine.provide({
        actors: {
          loadRanking: fromPromise<GrowthRankingData, { pageIndex: number }>(async ({ input }) => {
            asked.push(input.pageIndex);
            return data(input.pageIndex);
          }),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    live.send({ type: 'ranking.page', pageIndex: 0 });
    expect(live.getSnapshot().matches('ready')).toBe(true);
    live.send({ type: 'ranking.page', pageIndex: 3 });
    await settle();
    expect(live.getSnapshot().context.pageIndex).toBe(3);
    expect(live.getSnapshot().context.data?.page.Items[0]?.Rank).toBe(21);
    expect(asked).toEqual([1, 3]);
  });
});
