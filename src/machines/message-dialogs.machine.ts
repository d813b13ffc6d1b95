import { assign, enqueueActions, sendParent, setup, type ActorRefFrom } from 'xstate';
import { attendanceDialogMachine } from './attendance-dialog.machine';
import { classNoticeDialogMachine } from './class-notice-dialog.machine';
import { classRequestPopupMachine } from './class-request-popup.machine';
import { messageDialogId, type MessageDialogEvent } from './message-dialogs.types';
import { systemMessageDialogMachine } from './system-message-dialog.machine';
import type { UploadInput } from './upload.types';

export type MessageDialogRef =
  | ActorRefFrom<typeof classNoticeDialogMachine>
  | ActorRefFrom<typeof systemMessageDialogMachine>
  | ActorRefFrom<typeof attendanceDialogMachine>
  | ActorRefFrom<typeof classRequestPopupMachine>;

export interface MessageDialogsContext {
  /** The open dialogs by id (see messageDialogId), in the order they opened. */
  dialogs: Record<string, MessageDialogRef>;
}

/** What the dialogs ask of the session, passed on as they are. */
type DialogRequest = { type: 'api.failed'; error: unknown } | ({ type: 'upload.start'; replyTo?: unknown } & UploadInput);

export type MessageDialogsEvent =
  | Extract<MessageDialogEvent, { type: 'dialog.open' | 'dialog.closed' }>
  /** The tutor left: every dialog closes. */
  | { type: 'dialogs.closeAll' }
  | DialogRequest;

/**
 * The message dialogs of the session (class notice, system message, attendance confirmation, class
 * request pop-up): one actor per message or request, spawned with its id and no systemId, stopped
 * and dropped in the step that closes it. A dialog that changed something (answered, read) has the
 * session refresh the lists and counters here and in the other tabs. Hosted in this child of the
 * session so that the session's own state stays small.
 */
export const messageDialogsMachine = setup({
  types: {
    context: {} as MessageDialogsContext,
    events: {} as MessageDialogsEvent,
  },
  actors: {
    classNoticeDialog: classNoticeDialogMachine,
    systemMessageDialog: systemMessageDialogMachine,
    attendanceDialog: attendanceDialogMachine,
    classRequestPopup: classRequestPopupMachine,
  },
  actions: {
    passToSession: sendParent(({ event }) => event),
    reportChanged: sendParent((_, dialogId: string) => ({ type: 'messages.changed', from: 'dialog', dialogId })),
  },
}).createMachine({
  id: 'messageDialogs',
  context: { dialogs: {} },
  on: {
    'dialog.open': {
      description: 'A second open of the same message or request is ignored: its dialog is already up.',
      guard: ({ context, event }) => context.dialogs[messageDialogId(event.dialog)] === undefined,
      actions: assign(({ context, event, spawn }) => {
        const { dialog } = event;
        const id = messageDialogId(dialog);
        const ref =
          dialog.kind === 'classNotice'
            ? spawn('classNoticeDialog', { id, input: { message: dialog.message } })
            : dialog.kind === 'systemMessage'
              ? spawn('systemMessageDialog', { id, input: { message: dialog.message } })
              : dialog.kind === 'attendance'
                ? spawn('attendanceDialog', { id })
                : spawn('classRequestPopup', { id, input: { request: dialog.request, sound: dialog.sound } });
        return { dialogs: { ...context.dialogs, [id]: ref } };
      }),
    },
    'dialog.closed': {
      guard: ({ context, event }) => context.dialogs[event.id] !== undefined,
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.stopChild(event.id);
        const { [event.id]: _closed, ...open } = context.dialogs;
        enqueue.assign({ dialogs: open });
        if (event.changed) enqueue({ type: 'reportChanged', params: event.id });
      }),
    },
    'dialogs.closeAll': {
      actions: enqueueActions(({ context, enqueue }) => {
        for (const id of Object.keys(context.dialogs)) enqueue.stopChild(id);
        enqueue.assign({ dialogs: {} });
      }),
    },
    'api.failed': { actions: 'passToSession' },
    'upload.start': { actions: 'passToSession' },
  },
});

export type MessageDialogsMachine = typeof messageDialogsMachine;
