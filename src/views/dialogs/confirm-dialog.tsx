import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmDialogMachine } from '../../machines/confirm-dialog.machine';
import { SessionContext } from '../session-context';

/** The shared confirm dialog, mounted once: one at a time, 400 px wide unless asked otherwise. */
export function ConfirmDialog() {
  const ref = SessionContext.useSelector((snapshot) => snapshot.children.confirmDialog);
  return ref ? <ConfirmDialogView dialogRef={ref} /> : null;
}

function ConfirmDialogView({ dialogRef }: { dialogRef: ActorRefFrom<ConfirmDialogMachine> }) {
  const dialog = useSelector(dialogRef, (snapshot) => snapshot.context.dialog);
  const success = dialog?.kind === 'success';
  const cancel = () => dialogRef.send({ type: 'confirm.cancel' });
  const accept = () => dialogRef.send({ type: 'confirm.accept' });
  return (
    <Dialog
      header={dialog?.title || (success ? 'Success' : 'Please confirm')}
      visible={dialog !== null}
      onHide={cancel}
      style={{ width: `${dialog?.width ?? 400}px`, maxWidth: '95vw' }}
      className="shared-dialog"
      footer={
        success ? (
          <Button label="OK" onClick={accept} autoFocus />
        ) : (
          <>
            <Button label="Cancel" text onClick={cancel} />
            <Button label="OK" onClick={accept} autoFocus />
          </>
        )
      }
    >
      <p className="dialog-message">
        <i className={`pi ${success ? 'pi-check-circle dialog-icon-success' : 'pi-question-circle dialog-icon-info'}`} aria-hidden="true" />
        <span>{dialog?.message}</span>
      </p>
    </Dialog>
  );
}
