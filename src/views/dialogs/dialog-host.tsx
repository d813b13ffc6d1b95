import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { HostedDialogId } from '../../domain/dialog-host';
import { dialogHostMachine } from '../../machines/dialog-host.machine';

type DialogHostRef = ActorRefFrom<typeof dialogHostMachine>;
const DialogHostContext = createContext<DialogHostRef | null>(null);

/** The layout's dialog host (one per signed-in layout): its dialogs call `useHostedDialog`. */
export function DialogHostProvider({ children }: { children: ReactNode }) {
  const host = useActorRef(dialogHostMachine);
  return <DialogHostContext.Provider value={host}>{children}</DialogHostContext.Provider>;
}

/**
 * Asks the host for the screen while `wanted`, gives it back when not (or when the dialog goes).
 * Answers whether the dialog may show now; `onShown` runs each time it starts showing, so a
 * dialog's countdown starts when the tutor can see it, not while it waits.
 */
export function useHostedDialog(id: HostedDialogId, wanted: boolean, onShown?: () => void): boolean {
  const host = useContext(DialogHostContext);
  if (!host) throw new Error(`the ${id} dialog needs the layout's DialogHostProvider`);
  useEffect(() => {
    host.send({ type: wanted ? 'dialog.request' : 'dialog.release', id });
  }, [host, id, wanted]);
  useEffect(() => () => host.send({ type: 'dialog.release', id }), [host, id]);
  const visible = useSelector(host, (snapshot) => snapshot.context.open === id) && wanted;
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    if (visible) shown.current?.();
  }, [visible]);
  return visible;
}
