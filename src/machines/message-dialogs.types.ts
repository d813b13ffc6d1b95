import type { ClassRequestRecord } from '../domain/message-records';

/**
 * The message dialogs the session spawns, one actor per instance (class notice, system message,
 * attendance confirmation, class request pop-up), and the events that open and close them.
 */

/** What a notice or system message dialog shows. */
export interface DialogMessage {
  mid: number;
  title: string;
  content: string;
}

export type MessageDialogRequest =
  | { kind: 'classNotice'; message: DialogMessage }
  | { kind: 'systemMessage'; message: DialogMessage }
  /** Loads the pending confirmations itself; one instance at a time. */
  | { kind: 'attendance' }
  /** `sound`: this tab holds the realtime connection, so it is the one that rings. */
  | { kind: 'classRequest'; request: ClassRequestRecord; sound: boolean };

export type MessageDialogKind = MessageDialogRequest['kind'];

/** Where a change to messages came from: this tab's page or dialog, or another tab. */
export type MessagesChangedFrom = 'page' | 'dialog';

export type MessageDialogEvent =
  | { type: 'dialog.open'; dialog: MessageDialogRequest }
  /** A dialog ended; `changed` when it answered or read something (lists and counters refresh). */
  | { type: 'dialog.closed'; id: string; changed: boolean }
  /** A page or dialog of this tab changed read state or answered a message. */
  | { type: 'messages.changed'; from: MessagesChangedFrom; dialogId?: string };

const SEPARATOR = ':';

/** The spawned actor's id: one dialog per message, request or (attendance) per tab. */
export function messageDialogId(request: MessageDialogRequest): string {
  switch (request.kind) {
    case 'classNotice':
    case 'systemMessage':
      return `${request.kind}${SEPARATOR}${request.message.mid}`;
    case 'classRequest':
      return `${request.kind}${SEPARATOR}${request.request.id}`;
    case 'attendance':
      return `${request.kind}${SEPARATOR}pending`;
  }
}

const KINDS: readonly MessageDialogKind[] = ['classNotice', 'systemMessage', 'attendance', 'classRequest'];

/** The kind of a dialog id, or null for any other child of the session. */
export function messageDialogKind(id: string): MessageDialogKind | null {
  const kind = id.split(SEPARATOR)[0] as MessageDialogKind;
  return id.includes(SEPARATOR) && KINDS.includes(kind) ? kind : null;
}
