import { fromPromise } from 'xstate';
import { GROWTH_RANKING_PAGE_SIZE, type GrowthRankingPage, type MyGrowthRank } from '../domain/growth';
import { growthRankingMachine, type GrowthRankingData } from '../machines/growth-ranking.machine';
import type { PageDeps } from './page-logic';

const P = '/api/GrowthSystem';

/** The growth ranking with its calls (growth-account.md §7 "Growth": GetGrowthPonitRanking, GetTuGrowthRank). */
export function createGrowthRankingLogic(deps: PageDeps) {
  return growthRankingMachine.provide({
    actors: {
      loadRanking: fromPromise<GrowthRankingData, { pageIndex: number }>(async ({ input, signal }) => {
        const [page, mine] = await Promise.all([
          deps.api.post<GrowthRankingPage>(
            `${P}/GetGrowthPonitRanking`,
            undefined,
            { pageIndex: input.pageIndex, pageSize: GROWTH_RANKING_PAGE_SIZE },
            { signal },
          ),
          deps.api.post<MyGrowthRank>(`${P}/GetTuGrowthRank`, undefined, undefined, { signal }),
        ]);
        return { page, mine };
      }),
    },
  });
}
