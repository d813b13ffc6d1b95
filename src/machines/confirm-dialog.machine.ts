import { assertEvent, assign, emit, setup } from 'xstate';
import { CONFIRM_DIALOG_WIDTH, SUCCESS_DIALOG_AUTO_CLOSE_MS } from '../domain/dialogs';
import type { ConfirmDialogContext, ConfirmDialogEmitted, ConfirmDialogEvent, ConfirmDialogOpen, ConfirmOutcome } from './confirm-dialog.types';

/**
 * The shared confirm dialog (shell.md §2, §4, §9): one at a time, so opening a second while one is
 * shown is refused (the opener hears `confirm.refused`); a success dialog closes by itself after
 * 400000 ms. Whoever opened a dialog hears how it ended in `confirm.closed`, by its id.
 */
export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
    emitted: {} as ConfirmDialogEmitted,
  },
  guards: {
    isSuccess: ({ event }) => event.type === 'confirm.open' && event.kind === 'success',
  },
  actions: {
    show: assign({
      dialog: ({ event }) => {
        assertEvent(event, 'confirm.open');
        const open: ConfirmDialogOpen = event;
        return {
          id: open.id,
          kind: open.kind ?? 'confirm',
          title: open.title ?? '',
          message: open.message,
          width: open.width ?? CONFIRM_DIALOG_WIDTH,
        };
      },
    }),
    refuse: emit(({ event }) => {
      assertEvent(event, 'confirm.open');
      return { type: 'confirm.refused' as const, id: event.id };
    }),
    close: emit(({ context }, outcome: ConfirmOutcome) => ({
      type: 'confirm.closed' as const,
      id: context.dialog?.id ?? '',
      outcome,
    })),
    forget: assign({ dialog: null }),
  },
  delays: {
    successAutoClose: SUCCESS_DIALOG_AUTO_CLOSE_MS,
  },
}).createMachine({
  id: 'confirmDialog',
  context: { dialog: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.open': [
          { guard: 'isSuccess', target: 'showingSuccess', actions: 'show' },
          { target: 'asking', actions: 'show' },
        ],
      },
    },
    asking: {
      on: {
        'confirm.open': { actions: 'refuse' },
        'confirm.accept': { target: 'closed', actions: [{ type: 'close', params: 'accepted' }, 'forget'] },
        'confirm.cancel': { target: 'closed', actions: [{ type: 'close', params: 'cancelled' }, 'forget'] },
      },
    },
    showingSuccess: {
      after: { successAutoClose: { target: 'closed', actions: [{ type: 'close', params: 'autoClosed' }, 'forget'] } },
      on: {
        'confirm.open': { actions: 'refuse' },
        'confirm.accept': { target: 'closed', actions: [{ type: 'close', params: 'accepted' }, 'forget'] },
        'confirm.cancel': { target: 'closed', actions: [{ type: 'close', params: 'cancelled' }, 'forget'] },
      },
    },
  },
});

export type ConfirmDialogMachine = typeof confirmDialogMachine;
