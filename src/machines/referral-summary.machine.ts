import { assign, fromPromise, setup } from 'xstate';
import type { ReferralSummary } from '../domain/referrals';
import { messageOf } from './records-notify';

export interface ReferralPeriod {
  /** YYYY-MM-DD, the first day counted. */
  beginDate: string;
  /** YYYY-MM-DD, the last day counted. */
  endDate: string;
}

export interface ReferralSummaryContext {
  period: ReferralPeriod;
  summary: ReferralSummary | null;
  failure: string;
}

export type ReferralSummaryEvent = { type: 'period.change'; period: ReferralPeriod } | { type: 'summary.reload' };

/** /referrals: what the tutor's referrals did in a period (ReferralInfo); a new period loads again, an inverted one is refused here. */
export const referralSummaryMachine = setup({
  types: { context: {} as ReferralSummaryContext, events: {} as ReferralSummaryEvent, input: {} as { period: ReferralPeriod } },
  actors: {
    'load summary': fromPromise<ReferralSummary, ReferralPeriod>(async () => {
      throw new Error("'load summary' is not provided");
    }),
  },
  guards: { ordered: ({ event }) => event.type === 'period.change' && event.period.beginDate <= event.period.endDate },
}).createMachine({
  id: 'referralSummary',
  context: ({ input }) => ({ period: input.period, summary: null, failure: '' }),
  initial: 'loading',
  on: {
    'period.change': [
      { guard: 'ordered', target: '.loading', actions: assign({ period: ({ event }) => event.period }) },
      { actions: assign({ failure: 'The begin date must not be after the end date.' }) },
    ],
    'summary.reload': '.loading',
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load summary',
        input: ({ context }) => context.period,
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {},
  },
});
