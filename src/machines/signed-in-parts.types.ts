import type { ActorRefFrom } from 'xstate';
import type { MessageDialogsMachine } from './message-dialogs.machine';
import type { MessageDialogEvent } from './message-dialogs.types';
import type { RealtimeMachine } from './realtime.machine';
import type { RealtimeInput } from './realtime.types';
import type { MessageCounters } from './session.types';
import type { UploadInput } from './upload.types';

/** The logic of the parts a signed-in tutor needs, loaded with their own chunk (see signed-in-parts.machine). */
export interface SignedInPartsLogic {
  realtime: RealtimeMachine;
  messageDialogs: MessageDialogsMachine;
}

export type RealtimeRef = ActorRefFrom<RealtimeMachine>;
export type MessageDialogsRef = ActorRefFrom<MessageDialogsMachine>;

/** What the session forwards to the parts: realtime's start and stop, and the message dialogs' events. */
export type SignedInPartsCommand = ({ type: 'realtime.start' } & RealtimeInput) | { type: 'realtime.stop' } | { type: 'dialogs.closeAll' } | MessageDialogEvent;

/** What the parts report, passed up to the session as they are. */
export type SignedInPartsReport =
  | { type: 'counters.updated'; counters: MessageCounters }
  | { type: 'api.failed'; error: unknown }
  | { type: 'session.revoked' }
  | ({ type: 'upload.start'; replyTo?: unknown } & UploadInput);

export type SignedInPartsEvent = SignedInPartsCommand | SignedInPartsReport;

export interface SignedInPartsContext {
  /** Commands that arrived before the parts were loaded, oldest first (at most MAX_PENDING_COMMANDS). */
  pending: SignedInPartsCommand[];
  realtime: RealtimeRef | null;
  messageDialogs: MessageDialogsRef | null;
}

/** A page cannot send more than a handful before the chunk arrives; a cap keeps a failed load from growing the queue. */
export const MAX_PENDING_COMMANDS = 20;
