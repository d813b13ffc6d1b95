import { assign, fromPromise, setup } from 'xstate';
import type { LevelRecord, Paged, ReferralBonus, ReferralTeamMember, ReferralTutorInfo, TrackStep } from '../domain/referrals';
import { messageOf } from './records-notify';

export interface ReferralStatusDetails {
  info: ReferralTutorInfo;
  levels: LevelRecord[];
  track: TrackStep[];
}

export interface ReferralStatusContext {
  applyId: number;
  details: ReferralStatusDetails | null;
  bonusesPage: number;
  bonuses: Paged<ReferralBonus>;
  teamPage: number;
  team: Paged<ReferralTeamMember>;
  failure: string;
}

export type ReferralStatusEvent = { type: 'bonuses.page'; pageIndex: number } | { type: 'team.page'; pageIndex: number } | { type: 'status.reload' };

const empty = { Total: 0, Items: [] };

/**
 * /referralStatus?applyId: one referral's tutor, levels and track (loaded together), and its
 * bonuses (ReferralBoundsList) and team (ReferralTeam), each paged on its own.
 */
export const referralStatusMachine = setup({
  types: { context: {} as ReferralStatusContext, events: {} as ReferralStatusEvent, input: {} as { applyId: number } },
  actors: {
    'load details': fromPromise<ReferralStatusDetails, { applyId: number }>(async () => {
      throw new Error("'load details' is not provided");
    }),
    'load bonuses': fromPromise<Paged<ReferralBonus>, { applyId: number; pageIndex: number }>(async () => {
      throw new Error("'load bonuses' is not provided");
    }),
    'load team': fromPromise<Paged<ReferralTeamMember>, { applyId: number; pageIndex: number }>(async () => {
      throw new Error("'load team' is not provided");
    }),
  },
  guards: { validPage: ({ event }) => 'pageIndex' in event && event.pageIndex >= 1 },
}).createMachine({
  id: 'referralStatus',
  context: ({ input }) => ({ applyId: input.applyId, details: null, bonusesPage: 1, bonuses: empty, teamPage: 1, team: empty, failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'details',
        src: 'load details',
        input: ({ context }) => ({ applyId: context.applyId }),
        onDone: { target: 'ready', actions: assign({ details: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'status.reload': 'loading' } },
    ready: {
      type: 'parallel',
      on: { 'status.reload': 'loading' },
      states: {
        bonuses: {
          initial: 'loading',
          on: { 'bonuses.page': { guard: 'validPage', target: '.loading', actions: assign({ bonusesPage: ({ event }) => event.pageIndex }) } },
          states: {
            loading: {
              invoke: {
                id: 'bonuses',
                src: 'load bonuses',
                input: ({ context }) => ({ applyId: context.applyId, pageIndex: context.bonusesPage }),
                onDone: { target: 'shown', actions: assign({ bonuses: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
              },
            },
            shown: {},
          },
        },
        team: {
          initial: 'loading',
          on: { 'team.page': { guard: 'validPage', target: '.loading', actions: assign({ teamPage: ({ event }) => event.pageIndex }) } },
          states: {
            loading: {
              invoke: {
                id: 'team',
                src: 'load team',
                input: ({ context }) => ({ applyId: context.applyId, pageIndex: context.teamPage }),
                onDone: { target: 'shown', actions: assign({ team: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
              },
            },
            shown: {},
          },
        },
      },
    },
  },
});
