import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { DialogMessage } from './message-dialogs.types';

export interface SystemMessageDialogContext {
  message: DialogMessage;
  changed: boolean;
}

export type SystemMessageDialogEvent =
  /** Noted: marks the message read and closes. */
  | { type: 'system.noted' }
  /** Closed without Noted: the message stays unread and reminds again. */
  | { type: 'system.dismiss' };

/**
 * The system message dialog (growth-account.md §4): Noted marks the message read and closes. A
 * failed read shows Msg as an alert and keeps the dialog open.
 */
export const systemMessageDialogMachine = setup({
  types: {
    context: {} as SystemMessageDialogContext,
    events: {} as SystemMessageDialogEvent,
    input: {} as { message: DialogMessage },
    tags: {} as 'status:busy',
  },
  actors: {
    'mark system message read': fromPromise<unknown, { mid: number }>(async () => {
      throw new Error("'mark system message read' is not provided");
    }),
  },
  actions: {
    markChanged: assign({ changed: true }),
    reportError: sendParent((_, error: unknown) => ({ type: 'api.failed', error })),
    reportClosed: sendParent(({ context, self }) => ({ type: 'dialog.closed', id: self.id, changed: context.changed })),
  },
}).createMachine({
  id: 'systemMessageDialog',
  context: ({ input }) => ({ message: input.message, changed: false }),
  initial: 'open',
  states: {
    open: {
      on: { 'system.noted': 'noting', 'system.dismiss': 'closed' },
    },
    noting: {
      tags: ['status:busy'],
      invoke: {
        id: 'markRead',
        src: 'mark system message read',
        input: ({ context }) => ({ mid: context.message.mid }),
        onDone: { target: 'closed', actions: 'markChanged' },
        onError: { target: 'open', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    closed: { type: 'final', entry: 'reportClosed' },
  },
});

export type SystemMessageDialogMachine = typeof systemMessageDialogMachine;
