import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import { Messages } from '../../domain/messages';
import type { ClassRequestPopupMachine } from '../../machines/class-request-popup.machine';
import { selectClassRequestBusy, selectClassRequestOpen } from '../../machines/message-dialogs.selectors';

/** The new class request pop-up: close, or 'Grab it now' (which opens the grab-orders page). */
export function ClassRequestPopup({ dialogRef }: { dialogRef: ActorRefFrom<ClassRequestPopupMachine> }) {
  const request = useSelector(dialogRef, (snapshot) => snapshot.context.request);
  const busy = useSelector(dialogRef, selectClassRequestBusy);
  const open = useSelector(dialogRef, selectClassRequestOpen);
  return (
    <Dialog
      header={Messages.classRequestTitle}
      visible={open}
      onHide={() => dialogRef.send({ type: 'request.close' })}
      closable={!busy}
      style={{ width: '400px', maxWidth: '95vw' }}
      className="message-dialog class-request-popup"
      footer={
        <>
          <Button label="Close" severity="secondary" outlined disabled={busy} onClick={() => dialogRef.send({ type: 'request.close' })} />
          <Button label={Messages.grabItNow} icon="pi pi-bolt" loading={busy} onClick={() => dialogRef.send({ type: 'request.grab' })} autoFocus />
        </>
      }
    >
      <p className="dialog-message">
        <i className="pi pi-bell dialog-icon-warn" aria-hidden="true" />
        <span>{request.dialog}</span>
      </p>
    </Dialog>
  );
}
