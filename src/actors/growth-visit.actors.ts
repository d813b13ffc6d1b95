import { fromPromise } from 'xstate';
import type { GrowthVisit } from '../domain/growth';
import { growthVisitMachine } from '../machines/growth-visit.machine';
import type { PageDeps } from './page-logic';

const P = '/api/GrowthSystem';

/** The growth centre's visit log with its calls (RequestLog, UpdateLogTime). */
export function createGrowthVisitLogic(deps: PageDeps) {
  return growthVisitMachine.provide({
    actors: {
      openVisit: fromPromise<number, { page: string }>(async ({ input }) => (await deps.api.post<GrowthVisit>(`${P}/RequestLog`, { Page: input.page })).Id),
      closeVisit: fromPromise<void, { id: number }>(async ({ input }) => {
        await deps.api.post(`${P}/UpdateLogTime`, { Id: input.id });
      }),
    },
  });
}
