import { useSelector } from '@xstate/react';
import type { MessageDialogsRef, RealtimeRef } from '../machines/signed-in-parts.types';
import { SessionContext } from './session-context';

function useSignedInParts() {
  return SessionContext.useSelector((snapshot) => snapshot.children.signedInParts);
}

/** The realtime actor, once its chunk has loaded for a signed-in tutor; undefined before (and on the sign-in page). */
export function useRealtime(): RealtimeRef | undefined {
  return useSelector(useSignedInParts(), (snapshot) => snapshot?.context.realtime ?? undefined);
}

/** The message dialogs' host actor, once loaded with realtime; undefined before. */
export function useMessageDialogs(): MessageDialogsRef | undefined {
  return useSelector(useSignedInParts(), (snapshot) => snapshot?.context.messageDialogs ?? undefined);
}
