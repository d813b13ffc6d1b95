import { assign, fromPromise, setup } from 'xstate';
import type { RankingPage, RankingSummary } from '../domain/rankings';

export interface RankingSummaryData {
  summary: RankingSummary;
  top: RankingPage;
}

type RankingSummaryEvent = { type: 'summary.retry' } | { type: 'summary.reload' };

/**
 * The growth centre's Rankings card: top tutors and the tutor's place on every board load
 * together; they load again when the tutor's points moved (the figures shown stay meanwhile).
 */
export const rankingSummaryMachine = setup({
  types: { context: {} as { data: RankingSummaryData | null }, events: {} as RankingSummaryEvent },
  actors: {
    loadSummary: fromPromise<RankingSummaryData>(async () => {
      throw new Error('loadSummary not provided');
    }),
  },
}).createMachine({
  id: 'rankingSummary',
  context: { data: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadSummary', onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) }, onError: 'failed' },
    },
    failed: { on: { 'summary.retry': 'loading' } },
    ready: { on: { 'summary.reload': 'loading' } },
  },
});
