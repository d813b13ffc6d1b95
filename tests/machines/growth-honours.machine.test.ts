import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { HONOUR_TITLES, MILESTONES, honourLevels, milestoneSummary, type MilestoneDetail } from '../../src/domain/honours';
import { growthHonoursMachine, type HonoursData } from '../../src/machines/growth-honours.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const data: HonoursData = {
  honour: {
    Level: 2,
    LevelName: 'LV.2',
    Honour: HONOUR_TITLES[2]!,
    Score: 20,
    NextLevelScore: 400,
    Levels: honourLevels(2, ['a', 'b', null, null, null, null, null, null]),
  },
  milestones: MILESTONES.map((m) => milestoneSummary(m, 3)),
};
const detail: MilestoneDetail = { ...milestoneSummary(MILESTONES[0], 3), Steps: [{ Step: 1, Reached: true, ReachedAt: 'a' }] };

describe('grade honour and milestones machine (model-based)', () => {
  const machine = growthHonoursMachine.provide({ actors: { loadHonours: pendingPromise(), loadMilestone: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'honours.retry' },
    { type: 'honours.reload' },
    { type: 'milestone.open', milestoneType: 1 },
    { type: 'milestone.open', milestoneType: 2 },
    { type: 'milestone.close' },
    { type: 'xstate.done.actor.0.growthHonours.loading', output: data },
    { type: 'xstate.error.actor.0.growthHonours.loading', error: new Error('offline') },
    { type: 'xstate.done.actor.0.growthHonours.ready.detailLoading', output: detail },
    { type: 'xstate.error.actor.0.growthHonours.ready.detailLoading', error: new Error('offline') },
  ]);

  it('replays every generated path, reaching every transition', () => {
    const paths = generatePaths(machine, { events, limit: 3000 });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  });

  it('asks for the opened milestone, and a failed one goes back to the list marked failed', async () => {
    const asked: number[] = [];
    const live = createActor(
      growthHonoursMachine.provide({
        actors: {
          loadHonours: fromPromise(async () => data),
          loadMilestone: fromPromise<MilestoneDetail, { milestoneType: number }>(async ({ input }) => {
            asked.push(input.milestoneType);
            if (input.milestoneType === 2) throw new Error('offline');
            return detail;
          }),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    live.send({ type: 'milestone.open', milestoneType: 1 });
    await settle();
    expect(live.getSnapshot().matches({ ready: 'detail' })).toBe(true);
    expect(live.getSnapshot().context).toMatchObject({ openType: 1, detail, detailFailed: false });
    live.send({ type: 'milestone.open', milestoneType: 2 });
    expect(live.getSnapshot().context.detail).toBeNull();
    await settle();
    expect(live.getSnapshot().matches({ ready: 'list' })).toBe(true);
    expect(live.getSnapshot().context.detailFailed).toBe(true);
    expect(asked).toEqual([1, 2]);
  });
});
