import { assign, fromPromise, setup } from 'xstate';
import type { GrowthRankingPage, MyGrowthRank } from '../domain/growth';

export interface GrowthRankingData {
  page: GrowthRankingPage;
  mine: MyGrowthRank;
}

type GrowthRankingEvent = { type: 'ranking.page'; pageIndex: number } | { type: 'ranking.retry' };

interface GrowthRankingContext {
  pageIndex: number;
  data: GrowthRankingData | null;
}

/**
 * This month's growth ranking in the growth centre: a page of tutors and the tutor's own place
 * load together; turning a page loads that page (the last one shown stays until it arrives).
 */
export const growthRankingMachine = setup({
  types: { context: {} as GrowthRankingContext, events: {} as GrowthRankingEvent },
  actors: {
    loadRanking: fromPromise<GrowthRankingData, { pageIndex: number }>(async () => {
      throw new Error('loadRanking not provided');
    }),
  },
}).createMachine({
  id: 'growthRanking',
  context: { pageIndex: 1, data: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRanking',
        input: ({ context }) => ({ pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'ranking.retry': 'loading' } },
    ready: {
      on: {
        'ranking.page': {
          guard: ({ event }) => event.pageIndex >= 1,
          target: 'loading',
          actions: assign({ pageIndex: ({ event }) => event.pageIndex }),
        },
      },
    },
  },
});
