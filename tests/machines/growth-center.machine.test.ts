import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GrowthMessages, type GrowthHome, type PetInfo, type StrengthAssessment, type Goal } from '../../src/domain/growth';
import { growthCenterMachine } from '../../src/machines/growth-center.machine';
import type { GrowthAction, GrowthCentreData } from '../../src/machines/growth-center.types';
import { growthGoalsMachine, type GoalAction, type GoalsData } from '../../src/machines/growth-goals.machine';
import { growthStrengthMachine } from '../../src/machines/growth-strength.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const home: GrowthHome = {
  IsTestGroup: true,
  Score: 10,
  Level: 1,
  LevelName: 'LV.1',
  LevelProgress: 0.5,
  NextLevelScore: 15,
  UnclaimedPoints: 5,
  RemainingPoints: 0,
  JoinDay: 3,
  TaskList: [],
};
const noPet: PetInfo = { IsAdopt: false, PetName: '', PetLevel: 1, AlterNum: 0, IsCanModified: false, PictureUrl: '/images/pet/pet-lv1.svg', WornSkinId: null };
const pet: PetInfo = { ...noPet, IsAdopt: true, PetName: 'Sprout', IsCanModified: true };
const withoutPet: GrowthCentreData = { home, pet: noPet, records: [], skins: [] };
const withPet: GrowthCentreData = { home: { ...home, Level: 2, LevelName: 'LV.2' }, pet, records: [], skins: [] };

describe('growth centre machine (model-based)', () => {
  const events = withActorEventsWhereRunning([
    { type: 'growth.do', code: 'B_READ_GUIDE' },
    { type: 'growth.start', code: 'A_WEEK_20_CLASSES' },
    { type: 'growth.claim', code: 'B_FIRST_CLASS' },
    { type: 'pet.adopt' },
    { type: 'pet.rename', petName: 'Mochi' },
    { type: 'pet.rename', petName: '<b>' },
    { type: 'pet.receiveSkin', level: 2 },
    { type: 'pet.wear', id: 1, isDefault: false },
    { type: 'growth.dismiss' },
    { type: 'growth.reload' },
    { type: 'xstate.done.actor.0.growthCenter.loading', output: withoutPet },
    { type: 'xstate.done.actor.0.growthCenter.loading', output: withPet },
    { type: 'xstate.error.actor.0.growthCenter.loading', error: new Error('offline') },
    { type: 'xstate.done.actor.0.growthCenter.ready.acting', output: { data: withPet, message: GrowthMessages.claimed } },
    { type: 'xstate.error.actor.0.growthCenter.ready.acting', error: new Error(GrowthMessages.notCompleted) },
  ]);

  // Thousands of paths: the default 5 s budget is too small on a busy two-core machine.
  it('replays every generated path, reaching every transition', { timeout: 60_000 }, () => {
    const machine = growthCenterMachine.provide({ actors: { loadCentre: pendingPromise(), act: pendingPromise() } });
    const paths = generatePaths(machine, { events, limit: 3000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('growth centre behaviour', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends one action at a time, shows the answer and the refusal, and checks a pet name first', async () => {
    const sent: GrowthAction[] = [];
    const machine = growthCenterMachine.provide({
      actors: {
        loadCentre: fromPromise(async () => withPet),
        act: fromPromise<{ data: GrowthCentreData; message: string }, GrowthAction>(async ({ input }) => {
          sent.push(input);
          if (input.kind === 'claim') throw new Error(GrowthMessages.alreadyClaimed);
          return { data: withPet, message: GrowthMessages.claimed };
        }),
      },
    });
    const centre = createActor(machine).start();
    await settle();
    centre.send({ type: 'pet.rename', petName: '  ' });
    expect(centre.getSnapshot().context.failure).toBe(GrowthMessages.petNameRequired);
    expect(sent).toEqual([]);
    centre.send({ type: 'pet.adopt' });
    expect(centre.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    centre.send({ type: 'pet.rename', petName: ' Mochi ' });
    expect(centre.getSnapshot().context.busy).toBe('pet');
    centre.send({ type: 'growth.do', code: 'IGNORED_WHILE_BUSY' });
    await settle();
    expect(sent).toEqual([{ kind: 'rename', petName: 'Mochi' }]);
    expect(centre.getSnapshot().context).toMatchObject({ notice: GrowthMessages.claimed, failure: '', busy: null });
    centre.send({ type: 'growth.claim', code: 'B_FIRST_CLASS' });
    await settle();
    expect(centre.getSnapshot().context).toMatchObject({ notice: '', failure: GrowthMessages.alreadyClaimed, busy: null });
  });
});

const goal: Goal = { Id: 1, Round: '2026-11', Target: 60, Finished: 12, BasicWagePhp: null, EarnedPhp: 1800 };
const goals: GoalsData = { current: goal, history: [goal] };

describe('growth goals machine (model-based)', () => {
  const events = withActorEventsWhereRunning([
    { type: 'goal.add', target: '40' },
    { type: 'goal.add', target: '0' },
    { type: 'goal.update', id: 1, target: '80' },
    { type: 'goal.update', id: 1, target: 'x' },
    { type: 'goal.delete', id: 1 },
    { type: 'goal.sync', id: 1 },
    { type: 'goal.reload' },
    { type: 'xstate.done.actor.0.growthGoals.loading', output: goals },
    { type: 'xstate.error.actor.0.growthGoals.loading', error: new Error('offline') },
    { type: 'xstate.done.actor.0.growthGoals.changing', output: goals },
    { type: 'xstate.error.actor.0.growthGoals.changing', error: new Error(GrowthMessages.goalExists) },
  ]);

  it('replays every generated path, reaching every transition', () => {
    const machine = growthGoalsMachine.provide({ actors: { loadGoals: pendingPromise(), changeGoal: pendingPromise() } });
    const paths = generatePaths(machine, { events, limit: 3000 });
    expectEveryTransitionCovered(machine, paths);
  });

  it('refuses a target outside 1 to 1000 without a call, and sends the others as numbers', async () => {
    const sent: GoalAction[] = [];
    const machine = growthGoalsMachine.provide({
      actors: {
        loadGoals: fromPromise(async () => goals),
        changeGoal: fromPromise<GoalsData, GoalAction>(async ({ input }) => {
          sent.push(input);
          return goals;
        }),
      },
    });
    const actor = createActor(machine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'goal.add', target: '1001' });
    expect(actor.getSnapshot().context.failure).toBe(GrowthMessages.goalTargetInvalid);
    actor.send({ type: 'goal.update', id: 1, target: '75' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ kind: 'update', id: 1, target: 75 }]);
    expect(actor.getSnapshot().context.failure).toBe('');
  });
});

describe('growth strength machine (model-based)', () => {
  const assessment: StrengthAssessment = {
    Cycle: '2026-11',
    Cycles: ['2026-11', '2026-10'],
    FinishedClasses: 10,
    FiveStarRatings: 5,
    Absences: 0,
    Cancellations: 1,
    TeachingPoints: 12,
    GrowthValue: 8,
    Strength: 70,
    Items: [],
  };
  const october = { ...assessment, Cycle: '2026-10', Cycles: [] };
  const events = withActorEventsWhereRunning([
    { type: 'strength.cycle', cycle: '2026-10' },
    { type: 'strength.reload' },
    { type: 'xstate.done.actor.0.growthStrength.loading', output: assessment },
    { type: 'xstate.done.actor.0.growthStrength.loading', output: october },
    { type: 'xstate.error.actor.0.growthStrength.loading', error: new Error('offline') },
  ]);

  it('replays every generated path, reaching every transition, and keeps the cycles of the first load', () => {
    const machine = growthStrengthMachine.provide({ actors: { loadStrength: pendingPromise() } });
    const paths = generatePaths(machine, { events, limit: 2000 });
    expectEveryTransitionCovered(machine, paths);
    const actor = createActor(machine).start();
    actor.send({ type: 'xstate.done.actor.0.growthStrength.loading', output: assessment } as never);
    actor.send({ type: 'strength.cycle', cycle: '2026-10' });
    actor.send({ type: 'xstate.done.actor.0.growthStrength.loading', output: october } as never);
    expect(actor.getSnapshot().context).toMatchObject({ cycle: '2026-10', cycles: ['2026-11', '2026-10'] });
  });
});
