import { assign, setup } from 'xstate';
import { DIALOG_HOST_GAP_MS, enqueue, PREEMPTING_DIALOGS, withoutDialog, type HostedDialogId } from '../domain/dialog-host';

export interface DialogHostContext {
  /** The dialog holding the screen, if any. */
  open: HostedDialogId | null;
  /** Dialogs that asked for the screen, most important first. */
  waiting: HostedDialogId[];
}
export type DialogHostEvent = { type: 'dialog.request'; id: HostedDialogId } | { type: 'dialog.release'; id: HostedDialogId };

/**
 * The dialog host, run by the layout: the layout's dialogs (idle, protocol, monitoring warning,
 * learning tags, ...) ask it for the screen and give it back, and it decides which one is open.
 * One at a time; the rest wait, most important first (`DIALOG_PRIORITY`); after one closes, the
 * next opens after a short gap. Only the session lock takes the screen from an open dialog, which
 * then waits again.
 */
export const dialogHostMachine = setup({
  types: { context: {} as DialogHostContext, events: {} as DialogHostEvent },
  actions: {
    open: assign((_, id: HostedDialogId) => ({ open: id })),
    wait: assign(({ context }, id: HostedDialogId) => ({ waiting: enqueue(context.waiting, id) })),
    /** The open dialog goes back to the queue and the preempting one takes its place. */
    preempt: assign(({ context }, id: HostedDialogId) => ({
      open: id,
      waiting: withoutDialog(context.open ? enqueue(context.waiting, context.open) : context.waiting, id),
    })),
    close: assign({ open: null }),
    forget: assign(({ context }, id: HostedDialogId) => ({ waiting: withoutDialog(context.waiting, id) })),
    openNext: assign(({ context }) => ({ open: context.waiting[0] ?? null, waiting: context.waiting.slice(1) })),
  },
  guards: {
    isOpen: ({ context }, id: HostedDialogId) => context.open === id,
    preempts: (_, id: HostedDialogId) => PREEMPTING_DIALOGS.has(id),
    anyWaiting: ({ context }) => context.waiting.length > 0,
  },
  delays: { gap: DIALOG_HOST_GAP_MS },
}).createMachine({
  id: 'dialogHost',
  context: { open: null, waiting: [] },
  initial: 'vacant',
  states: {
    vacant: {
      description: 'No dialog is open and none waits: the first request opens at once.',
      on: {
        'dialog.request': { target: 'showing', actions: { type: 'open', params: ({ event }) => event.id } },
      },
    },
    showing: {
      description: 'One dialog holds the screen; other requests wait unless they preempt it.',
      on: {
        'dialog.request': [
          { guard: { type: 'isOpen', params: ({ event }) => event.id } },
          { guard: { type: 'preempts', params: ({ event }) => event.id }, actions: { type: 'preempt', params: ({ event }) => event.id } },
          { actions: { type: 'wait', params: ({ event }) => event.id } },
        ],
        'dialog.release': [
          { guard: { type: 'isOpen', params: ({ event }) => event.id }, target: 'pausing', actions: 'close' },
          { actions: { type: 'forget', params: ({ event }) => event.id } },
        ],
      },
    },
    pausing: {
      description: 'A dialog just closed: the next waiting one opens after the gap.',
      after: { gap: [{ guard: 'anyWaiting', target: 'showing', actions: 'openNext' }, { target: 'vacant' }] },
      on: {
        'dialog.request': { actions: { type: 'wait', params: ({ event }) => event.id } },
        'dialog.release': { actions: { type: 'forget', params: ({ event }) => event.id } },
      },
    },
  },
});
