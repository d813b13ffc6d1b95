import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import { Messages } from '../../domain/messages';
import { selectSystemMessageBusy } from '../../machines/message-dialogs.selectors';
import type { SystemMessageDialogMachine } from '../../machines/system-message-dialog.machine';

/** The system message dialog: Noted marks it read and closes. */
export function SystemMessageDialog({ dialogRef }: { dialogRef: ActorRefFrom<SystemMessageDialogMachine> }) {
  const message = useSelector(dialogRef, (snapshot) => snapshot.context.message);
  const busy = useSelector(dialogRef, selectSystemMessageBusy);
  const open = useSelector(dialogRef, (snapshot) => snapshot.status === 'active');
  return (
    <Dialog
      header={message.title}
      visible={open}
      onHide={() => dialogRef.send({ type: 'system.dismiss' })}
      style={{ width: '550px', maxWidth: '95vw' }}
      className="message-dialog system-message-dialog"
      footer={<Button label={Messages.noted} icon="pi pi-check" loading={busy} onClick={() => dialogRef.send({ type: 'system.noted' })} autoFocus />}
    >
      <p className="message-dialog-content">{message.content}</p>
    </Dialog>
  );
}
