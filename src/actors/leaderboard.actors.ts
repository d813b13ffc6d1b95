import { fromPromise } from 'xstate';
import { RANKING_BOARDS, type RankingBoard, type RankingPage } from '../domain/rankings';
import { leaderboardMachine } from '../machines/leaderboard.machine';
import type { PageDeps } from './page-logic';

/** The leaderboards with their calls (growth-account.md §7: /api/tutordata/Get...RankingList, ...Leaderboard). */
export function createLeaderboardLogic(deps: PageDeps) {
  return leaderboardMachine.provide({
    actors: {
      loadBoard: fromPromise<RankingPage, { board: RankingBoard; pageIndex: number; pageSize: number }>(({ input, signal }) =>
        deps.api.post<RankingPage>(
          `/api/tutordata/${RANKING_BOARDS[input.board].call}`,
          undefined,
          { pageIndex: input.pageIndex, pageSize: input.pageSize },
          { signal },
        ),
      ),
    },
  });
}
