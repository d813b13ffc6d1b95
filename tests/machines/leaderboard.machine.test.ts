import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { RANKING_REFRESH_MS, type RankingBoard, type RankingPage } from '../../src/domain/rankings';
import { leaderboardMachine, type LeaderboardInput } from '../../src/machines/leaderboard.machine';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';

const input: LeaderboardInput = { board: 'received', pageSize: 10 };
const page = (pageIndex: number, total = 25): RankingPage => ({
  Board: 'received',
  Month: '2026-11',
  Total: total,
  Items: [{ Rank: (pageIndex - 1) * 10 + 1, TutorName: 'Grace L.', Value: 15, Count: null, IsMe: false }],
  Me: { Rank: 4, Value: 12, Count: null },
});
const LOADED = 'xstate.done.actor.0.leaderboard.loading';
const machine = leaderboardMachine.provide({ actors: { loadBoard: pendingPromise() } });
const offered = [
  { type: 'board.page', pageIndex: 2 },
  { type: 'board.page', pageIndex: 1 },
  { type: 'board.page', pageIndex: 0 },
  { type: 'board.page', pageIndex: 4 },
  { type: 'board.retry' },
  { type: 'board.refresh' },
  { type: LOADED, output: page(1) },
  { type: 'xstate.error.actor.0.leaderboard.loading', error: new Error('offline') },
] as EventObject[];
const events = eventsWhereActive(machine, offered);

describe('leaderboard machine (model-based, simulated clock)', () => {
  it('replays every generated path, asserting state and context at each step, reaching every transition', () => {
    const paths = generatePaths(machine, { events, input, limit: 3000 });
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) replayPath(machine, path, { input });
    expectEveryTransitionCovered(machine, paths, { input });
  });

  it('asks again for the page shown every 5 minutes while it is shown, on the simulated clock', async () => {
    const asked: Array<{ board: RankingBoard; pageIndex: number }> = [];
    const clock = new SimulatedClock();
    const live = createActor(
      leaderboardMachine.provide({
        actors: {
          loadBoard: fromPromise<RankingPage, { board: RankingBoard; pageIndex: number; pageSize: number }>(async ({ input: asked_ }) => {
            asked.push({ board: asked_.board, pageIndex: asked_.pageIndex });
            return page(asked_.pageIndex);
          }),
        },
      }),
      { input, clock },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    live.send({ type: 'board.page', pageIndex: 3 });
    await settle();
    expect(live.getSnapshot().context.page?.Items[0]?.Rank).toBe(21);
    clock.increment(RANKING_REFRESH_MS - 1);
    await settle();
    expect(asked).toHaveLength(2);
    clock.increment(1);
    await settle();
    expect(asked).toEqual([
      { board: 'received', pageIndex: 1 },
      { board: 'received', pageIndex: 3 },
      { board: 'received', pageIndex: 3 },
    ]);
    expect(live.getSnapshot().matches('ready')).toBe(true);
  });

  it('refuses pages before the first, past the last and the one shown; keeps the page shown while the next loads', () => {
    const live = createActor(machine, { input }).start();
    live.send({ type: LOADED, output: page(1) } as never);
    for (const pageIndex of [0, 1, 4]) {
      live.send({ type: 'board.page', pageIndex });
      expect(live.getSnapshot().matches('ready')).toBe(true);
    }
    live.send({ type: 'board.page', pageIndex: 3 });
    expect(live.getSnapshot().matches('loading')).toBe(true);
    expect(live.getSnapshot().context).toMatchObject({ pageIndex: 3, page: page(1) });
    expect(live.getSnapshot().hasTag('board:busy')).toBe(true);
  });

  it('replays the refresh as a path: the delayed event fires from ready only', () => {
    const refresh = delayedEvent(machine, 'refreshAfter');
    const path = generatePaths(machine, { events, input }).find((p) => p.steps.at(-1)?.event.type === refresh.type);
    expect(path).toBeDefined();
    const { actor } = replayPath(machine, path!, { input });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });
});
