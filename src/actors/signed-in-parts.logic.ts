import { messageDialogsMachine } from '../machines/message-dialogs.machine';
import type { SignedInPartsLogic } from '../machines/signed-in-parts.types';
import { newFileCode } from '../services/file-code';
import { createMessageDialogLogic, type MessageDialogDeps } from './message-dialogs.actors';
import { createRealtimeLogic, type RealtimeDeps } from './realtime.actors';

export interface SignedInPartsDeps {
  realtime: RealtimeDeps;
  messageDialogs: Omit<MessageDialogDeps, 'newFileCode'>;
}

/** Realtime and the message dialogs with their real actors. This module is the chunk the parts machine loads. */
export function createSignedInPartsLogic(deps: SignedInPartsDeps): SignedInPartsLogic {
  return {
    realtime: createRealtimeLogic(deps.realtime),
    messageDialogs: messageDialogsMachine.provide({ actors: createMessageDialogLogic({ ...deps.messageDialogs, newFileCode }) }),
  };
}
