import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Messages } from '../../domain/messages';
import type { ClassNoticeDialogMachine } from '../../machines/class-notice-dialog.machine';
import { selectClassNoticeBusy, selectClassNoticeStep } from '../../machines/message-dialogs.selectors';

const WIDTH = { width: '550px', maxWidth: '95vw' };

/** The class notice dialog: Read and Accept, or Refuse, which swaps in the reason dialog. */
export function ClassNoticeDialog({ dialogRef }: { dialogRef: ActorRefFrom<ClassNoticeDialogMachine> }) {
  const step = useSelector(dialogRef, selectClassNoticeStep);
  const busy = useSelector(dialogRef, selectClassNoticeBusy);
  const message = useSelector(dialogRef, (snapshot) => snapshot.context.message);
  const reason = useSelector(dialogRef, (snapshot) => snapshot.context.reason);
  const reasonError = useSelector(dialogRef, (snapshot) => snapshot.context.reasonError);
  const reasonId = useId();
  return (
    <>
      <Dialog
        header={message.title}
        visible={step === 'notice'}
        onHide={() => dialogRef.send({ type: 'notice.dismiss' })}
        style={WIDTH}
        className="message-dialog class-notice-dialog"
        footer={
          <>
            <Button label={Messages.refuse} severity="secondary" outlined disabled={busy} onClick={() => dialogRef.send({ type: 'notice.refuse' })} />
            <Button label={Messages.readAndAccept} icon="pi pi-check" loading={busy} onClick={() => dialogRef.send({ type: 'notice.accept' })} autoFocus />
          </>
        }
      >
        <p className="message-dialog-content">{message.content}</p>
      </Dialog>
      <Dialog
        header="Why do you refuse?"
        visible={step === 'reason'}
        onHide={() => dialogRef.send({ type: 'reason.cancel' })}
        style={WIDTH}
        className="message-dialog refuse-reason-dialog"
        footer={
          <>
            <Button label="Cancel" severity="secondary" outlined disabled={busy} onClick={() => dialogRef.send({ type: 'reason.cancel' })} />
            <Button label="Submit" loading={busy} onClick={() => dialogRef.send({ type: 'reason.submit' })} />
          </>
        }
      >
        <label htmlFor={reasonId} className="message-form-label">
          Reason
        </label>
        <InputTextarea
          id={reasonId}
          value={reason}
          rows={4}
          maxLength={500}
          autoResize
          invalid={reasonError !== ''}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          onChange={(event) => dialogRef.send({ type: 'reason.change', reason: event.target.value })}
          className="message-form-field"
        />
        {reasonError && (
          <small id={`${reasonId}-error`} role="alert" className="p-error">
            {reasonError}
          </small>
        )}
      </Dialog>
    </>
  );
}
