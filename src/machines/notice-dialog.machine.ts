import { assign, emit, setup } from 'xstate';
import { NOTICE_COUNTDOWN_SECONDS, NoticeType } from '../domain/dialogs';
import { Messages } from '../domain/messages';
import type { NoticeDialogContext, NoticeDialogEmitted, NoticeDialogEvent } from './notice-dialog.types';

/**
 * The shared notice dialog (shell.md §4): types default, LimitFlow, lotterySuccess, lotteryFailed,
 * lotteryWarning and accentTest. A LimitFlow notice keeps its button disabled for a 3 s countdown,
 * one second at a time, then says 'You can have a try again now.'.
 */
export const noticeDialogMachine = setup({
  types: {
    context: {} as NoticeDialogContext,
    events: {} as NoticeDialogEvent,
    emitted: {} as NoticeDialogEmitted,
  },
  guards: {
    isLimitFlow: ({ context }) => context.notice?.type === NoticeType.limitFlow,
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    show: assign(({ event }) => {
      if (event.type !== 'notice.open') return {};
      const type = event.noticeType ?? NoticeType.default;
      return {
        notice: { type, title: event.title ?? '', message: event.message },
        secondsLeft: type === NoticeType.limitFlow ? NOTICE_COUNTDOWN_SECONDS : 0,
        retryMessage: '',
      };
    }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    allowRetry: assign({ secondsLeft: 0, retryMessage: Messages.limitFlowRetry }),
    reportClosed: emit(({ context }) => ({
      type: 'notice.closed' as const,
      noticeType: context.notice?.type ?? NoticeType.default,
    })),
    forget: assign({ notice: null, secondsLeft: 0, retryMessage: '' }),
  },
  delays: {
    countdownTick: 1000,
  },
}).createMachine({
  id: 'noticeDialog',
  context: { notice: null, secondsLeft: 0, retryMessage: '' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'notice.open': { target: 'open', actions: 'show' } },
    },
    open: {
      initial: 'choosing',
      on: { 'notice.open': { target: 'open', reenter: true, actions: 'show' } },
      states: {
        choosing: {
          always: [{ guard: 'isLimitFlow', target: 'countingDown' }, { target: 'ready' }],
        },
        countingDown: {
          description: 'LimitFlow: the button is disabled; the seconds left show on it.',
          after: {
            countdownTick: [
              { guard: 'hasSecondsLeft', target: 'countingDown', reenter: true, actions: 'tick' },
              { target: 'ready', actions: 'allowRetry' },
            ],
          },
        },
        ready: {
          on: { 'notice.close': { target: '#noticeDialog.closed', actions: ['reportClosed', 'forget'] } },
        },
      },
    },
  },
});

export type NoticeDialogMachine = typeof noticeDialogMachine;
