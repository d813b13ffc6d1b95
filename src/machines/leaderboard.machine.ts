import { assign, fromPromise, setup } from 'xstate';
import { RANKING_REFRESH_MS, rankingPages, type RankingBoard, type RankingPage } from '../domain/rankings';

export interface LeaderboardInput {
  board: RankingBoard;
  pageSize: number;
}

interface LeaderboardContext extends LeaderboardInput {
  pageIndex: number;
  /** The page shown; it stays while the next one loads. */
  page: RankingPage | null;
}

type LeaderboardEvent = { type: 'board.page'; pageIndex: number } | { type: 'board.retry' } | { type: 'board.refresh' };

/**
 * One leaderboard on a ranking page (docs/rankings.md): a page of tutors with the tutor's own
 * place loads together; turning a page loads that page; while shown, the page is asked again
 * every RANKING_REFRESH_MS (or on refresh) so the month's new events reach an open page.
 */
export const leaderboardMachine = setup({
  types: { context: {} as LeaderboardContext, events: {} as LeaderboardEvent, input: {} as LeaderboardInput },
  actors: {
    loadBoard: fromPromise<RankingPage, { board: RankingBoard; pageIndex: number; pageSize: number }>(async () => {
      throw new Error('loadBoard not provided');
    }),
  },
  delays: { refreshAfter: RANKING_REFRESH_MS },
  guards: {
    isPageThere: ({ context }, params: { pageIndex: number }) =>
      params.pageIndex >= 1 && params.pageIndex !== context.pageIndex && params.pageIndex <= rankingPages(context.page?.Total ?? 0, context.pageSize),
  },
}).createMachine({
  id: 'leaderboard',
  context: ({ input }) => ({ ...input, pageIndex: 1, page: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['board:busy'],
      invoke: {
        src: 'loadBoard',
        input: ({ context }) => ({ board: context.board, pageIndex: context.pageIndex, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'board.retry': 'loading' } },
    ready: {
      after: { refreshAfter: 'loading' },
      on: {
        'board.refresh': 'loading',
        'board.page': {
          guard: { type: 'isPageThere', params: ({ event }) => ({ pageIndex: event.pageIndex }) },
          target: 'loading',
          actions: assign({ pageIndex: ({ event }) => event.pageIndex }),
        },
      },
    },
  },
});
