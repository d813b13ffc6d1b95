import { fromPromise } from 'xstate';
import type { Goal, GrowthHome, PetInfo, PetSkin, ReceiveRecord, StrengthAssessment } from '../domain/growth';
import { growthCenterMachine } from '../machines/growth-center.machine';
import type { GrowthAction, GrowthActionResult, GrowthCentreData } from '../machines/growth-center.types';
import { growthGoalsMachine, type GoalAction, type GoalsData } from '../machines/growth-goals.machine';
import { growthStrengthMachine } from '../machines/growth-strength.machine';
import type { PageDeps } from './page-logic';
import { ScoreSource } from './score-sources';

const P = '/api/GrowthSystem';

/** The growth centre's achievement rewards with their real calls (growth-account.md §7 "Growth"). */
export function createGrowthCenterLogic(deps: PageDeps) {
  const load = async (signal?: AbortSignal): Promise<GrowthCentreData> => {
    const [home, pet, records, skins] = await Promise.all([
      deps.api.post<GrowthHome>(`${P}/GetTutorHomeTask`, undefined, undefined, { signal }),
      deps.api.post<PetInfo>(`${P}/GetPetInfo`, undefined, undefined, { signal }),
      deps.api.post<ReceiveRecord[]>(`${P}/GetReceiveRecordToDay`, undefined, undefined, { signal }),
      deps.api.post<PetSkin[]>(`${P}/GetTutorHaveSkin`, undefined, undefined, { signal }),
    ]);
    return { home, pet, records, skins };
  };
  const call = (action: GrowthAction) => {
    switch (action.kind) {
      case 'do':
        return deps.api.postWithMessage(`${P}/DoTaskAsync`, undefined, { TaskCode: action.code });
      case 'start':
        return deps.api.postWithMessage(`${P}/TaskStartSubmit`, { TaskCode: action.code });
      case 'claim':
        return deps.api.postWithMessage(`${P}/ReceivePoint`, undefined, { TaskCode: action.code });
      case 'adopt':
        return deps.api.postWithMessage(`${P}/AdoptPet`);
      case 'rename':
        return deps.api.postWithMessage(`${P}/AlterPetName`, undefined, { petName: action.petName });
      case 'receiveSkin':
        return deps.api.postWithMessage(`${P}/ReceivePetClothing`, undefined, { level: action.level });
      case 'wear':
        return deps.api.postWithMessage(`${P}/WearPetClothing`, undefined, { id: action.id, isDefault: action.isDefault });
    }
  };
  return growthCenterMachine.provide({
    actors: {
      loadCentre: fromPromise<GrowthCentreData>(({ signal }) => load(signal)),
      act: fromPromise<GrowthActionResult, GrowthAction>(async ({ input, signal }) => {
        const answer = await call(input);
        const data = await load(signal);
        // Claimed points and the pet's growth reach the person panel's Growth Values and the other growth cards without a reload.
        if (input.kind === 'claim' || input.kind === 'adopt') deps.scoresChanged({ growthSystemScore: data.home.Score }, ScoreSource.growthCentre);
        return { data, message: answer.message };
      }),
    },
  });
}

/** My goal with its calls. */
export function createGrowthGoalsLogic(deps: PageDeps) {
  const load = async (): Promise<GoalsData> => {
    const [current, history] = await Promise.all([deps.api.post<Goal | null>(`${P}/GetGoalByRound`), deps.api.post<Goal[]>(`${P}/GetGoalList`)]);
    return { current, history };
  };
  return growthGoalsMachine.provide({
    actors: {
      loadGoals: fromPromise(load),
      changeGoal: fromPromise<GoalsData, GoalAction>(async ({ input }) => {
        if (input.kind === 'add') await deps.api.post(`${P}/AddGoal`, { target: input.target });
        if (input.kind === 'update') await deps.api.post(`${P}/UpdateGoal`, undefined, { id: input.id, target: input.target });
        if (input.kind === 'delete') await deps.api.post(`${P}/DeleteGoal`, undefined, { id: input.id });
        if (input.kind === 'sync') await deps.api.post(`${P}/SynchronizeGoalBasicWage`, undefined, { id: input.id });
        return load();
      }),
    },
  });
}

/** The strength assessment: the first load also lists the cycles. */
export function createGrowthStrengthLogic(deps: PageDeps) {
  return growthStrengthMachine.provide({
    actors: {
      loadStrength: fromPromise<StrengthAssessment, { cycle: string }>(({ input, signal }) =>
        deps.api.post<StrengthAssessment>(
          `${P}/GetStrengthAssessment`,
          undefined,
          input.cycle ? { isShowCycle: false, date: `${input.cycle}-15` } : { isShowCycle: true },
          { signal },
        ),
      ),
    },
  });
}
