import { fromPromise } from 'xstate';
import type { GrowthHome } from '../domain/growth';
import { growthEntryMachine } from '../machines/growth-entry.machine';
import type { PageDeps } from './page-logic';

/** The shell's growth-centre entry: its unclaimed points from GetTutorHomeTask (kept apart from the page's code). */
export function createGrowthEntryLogic(deps: PageDeps) {
  return growthEntryMachine.provide({
    actors: {
      loadUnclaimed: fromPromise<number>(async ({ signal }) => {
        const home = await deps.api.post<GrowthHome>('/api/GrowthSystem/GetTutorHomeTask', undefined, undefined, { signal });
        return home.UnclaimedPoints;
      }),
    },
  });
}
