import { assign, emit, fromPromise, setup } from 'xstate';
import { NoticeType } from '../domain/dialogs';
import { LotteryMessages, type LotteryDraw, type LotteryInfo, type Paged, type WonPrize } from '../domain/referrals';
import { messageOf } from './records-notify';

export interface ReferralLotteryContext {
  info: LotteryInfo;
  won: Paged<WonPrize>;
  failure: string;
}

export type ReferralLotteryEvent = { type: 'lottery.draw' } | { type: 'lottery.reload' };

/** What the notice dialog shows after a draw (shell.md §4 notice types lotterySuccess, lotteryFailed, lotteryWarning). */
export type LotteryResult = { type: 'lottery.result'; noticeType: NoticeType; message: string };

/**
 * The referral lottery and prize list: loads the draws left, the prizes and the tutor's won prizes;
 * a draw is decided on the server. A win says lotterySuccess, a miss lotteryFailed, and no draw left
 * (known here or refused by the server) or a failed draw lotteryWarning; then everything reloads.
 */
export const referralLotteryMachine = setup({
  types: { context: {} as ReferralLotteryContext, events: {} as ReferralLotteryEvent, emitted: {} as LotteryResult },
  actors: {
    'load lottery': fromPromise<{ info: LotteryInfo; won: Paged<WonPrize> }>(async () => {
      throw new Error("'load lottery' is not provided");
    }),
    'draw lottery': fromPromise<LotteryDraw>(async () => {
      throw new Error("'draw lottery' is not provided");
    }),
  },
  guards: { hasDraws: ({ context }) => context.info.DrawsLeft > 0 },
  actions: {
    toldWarning: emit((_, message: string) => ({ type: 'lottery.result' as const, noticeType: NoticeType.lotteryWarning, message })),
    toldDraw: emit((_, draw: LotteryDraw) => ({
      type: 'lottery.result' as const,
      noticeType: draw.Won ? NoticeType.lotterySuccess : NoticeType.lotteryFailed,
      message: draw.Message,
    })),
  },
}).createMachine({
  id: 'referralLottery',
  context: { info: { DrawsLeft: 0, Prizes: [] }, won: { Total: 0, Items: [] }, failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load lottery',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output.info, won: ({ event }) => event.output.won, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'lottery.reload': 'loading' } },
    ready: {
      on: {
        'lottery.reload': 'loading',
        'lottery.draw': [{ guard: 'hasDraws', target: 'drawing' }, { actions: { type: 'toldWarning', params: LotteryMessages.noDraws } }],
      },
    },
    drawing: {
      description: 'One draw at a time: a second click waits for the answer.',
      invoke: {
        id: 'draw',
        src: 'draw lottery',
        onDone: { target: 'loading', actions: { type: 'toldDraw', params: ({ event }) => event.output } },
        onError: { target: 'loading', actions: { type: 'toldWarning', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
