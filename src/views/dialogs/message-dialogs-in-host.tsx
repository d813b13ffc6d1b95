import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MessageDialogsMachine } from '../../machines/message-dialogs.machine';
import { selectOpenDialogs } from '../../machines/message-dialogs.selectors';
import { useMessageDialogs } from '../use-signed-in-parts';
import { useHostedDialog } from './dialog-host';

/**
 * Tells the layout's dialog host while a message dialog (mounted by the session) is open, so the
 * layout's own dialogs step aside and come back after it instead of opening underneath.
 */
export function MessageDialogsInHost() {
  const dialogs = useMessageDialogs();
  return dialogs ? <Occupy dialogs={dialogs} /> : null;
}

function Occupy({ dialogs }: { dialogs: ActorRefFrom<MessageDialogsMachine> }) {
  const anyOpen = useSelector(dialogs, (snapshot) => Object.keys(selectOpenDialogs(snapshot)).length > 0);
  useHostedDialog('messageDialogs', anyOpen);
  return null;
}
