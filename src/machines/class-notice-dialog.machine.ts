import { assign, fromPromise, sendParent, setup } from 'xstate';
import { refuseReasonProblem } from '../domain/class-notice';
import { ClassNoticeDialogTag, type ClassNoticeDialogContext, type ClassNoticeDialogEvent, type ClassNoticeDialogInput } from './class-notice-dialog.types';

/**
 * The class notice dialog (growth-account.md §4): Read and Accept marks it read and closes; Refuse
 * closes the notice and opens the reason dialog, whose Cancel reopens the notice and whose Submit
 * sends the trimmed reason (at least 1 character) and closes. A failed call shows Msg as an alert
 * (the session's error catalogue) and leaves the dialog where it was.
 */
export const classNoticeDialogMachine = setup({
  types: {
    context: {} as ClassNoticeDialogContext,
    events: {} as ClassNoticeDialogEvent,
    input: {} as ClassNoticeDialogInput,
    tags: {} as ClassNoticeDialogTag,
  },
  actors: {
    'accept notice': fromPromise<unknown, { mid: number }>(async () => {
      throw new Error("'accept notice' is not provided");
    }),
    'refuse notice': fromPromise<unknown, { mid: number; reason: string }>(async () => {
      throw new Error("'refuse notice' is not provided");
    }),
  },
  guards: {
    hasReason: ({ context }) => refuseReasonProblem(context.reason) === null,
  },
  actions: {
    keepReason: assign((_, reason: string) => ({ reason, reasonError: '' })),
    showReasonProblem: assign(({ context }) => ({ reasonError: refuseReasonProblem(context.reason) ?? '' })),
    forgetReason: assign({ reason: '', reasonError: '' }),
    markChanged: assign({ changed: true }),
    reportError: sendParent((_, error: unknown) => ({ type: 'api.failed', error })),
    reportClosed: sendParent(({ context, self }) => ({ type: 'dialog.closed', id: self.id, changed: context.changed })),
  },
}).createMachine({
  id: 'classNoticeDialog',
  context: ({ input }) => ({ message: input.message, reason: '', reasonError: '', changed: false }),
  initial: 'notice',
  states: {
    notice: {
      on: {
        'notice.accept': 'accepting',
        'notice.refuse': 'reason',
        'notice.dismiss': 'closed',
      },
    },
    accepting: {
      tags: [ClassNoticeDialogTag.busy],
      invoke: {
        id: 'accept',
        src: 'accept notice',
        input: ({ context }) => ({ mid: context.message.mid }),
        onDone: { target: 'closed', actions: 'markChanged' },
        onError: { target: 'notice', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    reason: {
      description: 'The reason dialog, in place of the notice.',
      on: {
        'reason.change': { actions: { type: 'keepReason', params: ({ event }) => event.reason } },
        'reason.cancel': { target: 'notice', actions: 'forgetReason' },
        'reason.submit': [{ guard: 'hasReason', target: 'refusing' }, { actions: 'showReasonProblem' }],
      },
    },
    refusing: {
      tags: [ClassNoticeDialogTag.busy],
      invoke: {
        id: 'refuse',
        src: 'refuse notice',
        input: ({ context }) => ({ mid: context.message.mid, reason: context.reason.trim() }),
        onDone: { target: 'closed', actions: 'markChanged' },
        onError: { target: 'reason', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    closed: {
      type: 'final',
      entry: 'reportClosed',
    },
  },
});

export type ClassNoticeDialogMachine = typeof classNoticeDialogMachine;
