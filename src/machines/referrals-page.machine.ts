import { assign, fromPromise, setup } from 'xstate';
import type { ReferralPage, TrackStep } from '../domain/referrals';
import { messageOf } from './records-notify';

export interface ReferralsPageContext {
  link: string;
  page: ReferralPage;
  trackId: number | null;
  track: TrackStep[];
  failure: string;
}

export type ReferralsPageEvent = { type: 'referrals.reload' } | { type: 'track.open'; applyId: number };

/** /myReferrals: the link and the referred applications (GetReferralLink, TeachReferralsV2), and one application's track (TrackLogV2). */
export const referralsPageMachine = setup({
  types: { context: {} as ReferralsPageContext, events: {} as ReferralsPageEvent },
  actors: {
    'load referrals': fromPromise<{ link: string; page: ReferralPage }>(async () => {
      throw new Error("'load referrals' is not provided");
    }),
    'load track': fromPromise<TrackStep[], { applyId: number }>(async () => {
      throw new Error("'load track' is not provided");
    }),
  },
}).createMachine({
  id: 'referralsPage',
  context: { link: '', page: { Total: 0, Items: [] }, trackId: null, track: [], failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load referrals',
        onDone: { target: 'ready', actions: assign({ link: ({ event }) => event.output.link, page: ({ event }) => event.output.page, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'referrals.reload': 'loading' } },
    ready: {
      on: {
        'referrals.reload': 'loading',
        'track.open': { target: 'tracking', actions: assign({ trackId: ({ event }) => event.applyId, track: [] }) },
      },
    },
    tracking: {
      invoke: {
        id: 'track',
        src: 'load track',
        input: ({ context }) => ({ applyId: context.trackId ?? 0 }),
        onDone: { target: 'ready', actions: assign({ track: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ trackId: null, failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
