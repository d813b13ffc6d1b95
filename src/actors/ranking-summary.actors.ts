import { fromPromise } from 'xstate';
import type { RankingPage, RankingSummary } from '../domain/rankings';
import { rankingSummaryMachine, type RankingSummaryData } from '../machines/ranking-summary.machine';
import type { PageDeps } from './page-logic';

/** The Rankings card with its calls (growth-account.md §7: GetTuTopTutorRank, GetRankingSummary). */
export function createRankingSummaryLogic(deps: PageDeps) {
  return rankingSummaryMachine.provide({
    actors: {
      loadSummary: fromPromise<RankingSummaryData>(async ({ signal }) => {
        const [summary, top] = await Promise.all([
          deps.api.post<RankingSummary>('/api/tutordata/GetRankingSummary', undefined, undefined, { signal }),
          deps.api.post<RankingPage>('/api/tutordata/GetTuTopTutorRank', undefined, undefined, { signal }),
        ]);
        return { summary, top };
      }),
    },
  });
}
