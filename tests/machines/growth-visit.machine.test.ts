import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { growthVisitMachine } from '../../src/machines/growth-visit.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

describe('growth centre visit machine (model-based)', () => {
  const machine = growthVisitMachine.provide({ actors: { openVisit: pendingPromise(), closeVisit: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'visit.page', page: 'myGoal' },
    { type: 'visit.page', page: 'achievementRewards' },
    { type: 'visit.leave' },
    { type: 'xstate.done.actor.0.growthVisit.opening', output: 7 },
    { type: 'xstate.error.actor.0.growthVisit.opening', error: new Error('offline') },
    { type: 'xstate.done.actor.0.growthVisit.switching', output: undefined },
    { type: 'xstate.error.actor.0.growthVisit.switching', error: new Error('offline') },
    { type: 'xstate.done.actor.0.growthVisit.leaving', output: undefined },
    { type: 'xstate.error.actor.0.growthVisit.leaving', error: new Error('offline') },
  ]);

  it('replays every generated path, reaching every transition', () => {
    const input = { page: 'achievementRewards' };
    const paths = generatePaths(machine, { events, limit: 3000, input });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths, { input });
  });

  it('opens one visit per page, closes the old one on a tab change and the last one on leaving', async () => {
    const log: string[] = [];
    let next = 1;
    const live = createActor(
      growthVisitMachine.provide({
        actors: {
          openVisit: fromPromise<number, { page: string }>(async ({ input }) => {
            log.push(`open ${input.page}`);
            return next++;
          }),
          closeVisit: fromPromise<void, { id: number }>(async ({ input }) => {
            log.push(`close ${input.id}`);
          }),
        },
      }),
      { input: { page: 'achievementRewards' } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    live.send({ type: 'visit.page', page: 'achievementRewards' });
    await settle();
    live.send({ type: 'visit.page', page: 'myGoal' });
    await settle();
    await settle();
    live.send({ type: 'visit.leave' });
    await settle();
    expect(log).toEqual(['open achievementRewards', 'close 1', 'open myGoal', 'close 2']);
    expect(live.getSnapshot().status).toBe('done');
  });
});
