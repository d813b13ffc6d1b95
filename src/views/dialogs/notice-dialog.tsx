import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom } from 'xstate';
import { NoticeType } from '../../domain/dialogs';
import type { NoticeDialogMachine } from '../../machines/notice-dialog.machine';
import { selectCanClose, selectNotice, selectRetryMessage, selectSecondsLeft } from '../../machines/notice-dialog.selectors';
import { SessionContext } from '../session-context';

/** Title and icon of each notice type when the opener gives no title. */
const LOOK: Record<NoticeType, { title: string; icon: string }> = {
  [NoticeType.default]: { title: 'Notice', icon: 'pi-info-circle dialog-icon-info' },
  [NoticeType.limitFlow]: { title: 'Please slow down', icon: 'pi-clock dialog-icon-warn' },
  [NoticeType.lotterySuccess]: { title: 'Congratulations!', icon: 'pi-gift dialog-icon-success' },
  [NoticeType.lotteryFailed]: { title: 'Better luck next time', icon: 'pi-times-circle dialog-icon-error' },
  [NoticeType.lotteryWarning]: { title: 'Notice', icon: 'pi-exclamation-triangle dialog-icon-warn' },
  [NoticeType.accentTest]: { title: 'Accent test', icon: 'pi-microphone dialog-icon-info' },
};

/** The shared notice dialog, mounted once (six types; LimitFlow counts down 3 s before its button works). */
export function NoticeDialog() {
  const ref = SessionContext.useSelector((snapshot) => snapshot.children.noticeDialog);
  return ref ? <NoticeDialogView dialogRef={ref} /> : null;
}

function NoticeDialogView({ dialogRef }: { dialogRef: ActorRefFrom<NoticeDialogMachine> }) {
  const notice = useSelector(dialogRef, selectNotice);
  const canClose = useSelector(dialogRef, selectCanClose);
  const secondsLeft = useSelector(dialogRef, selectSecondsLeft);
  const retryMessage = useSelector(dialogRef, selectRetryMessage);
  const look = LOOK[notice?.type ?? NoticeType.default];
  const close = () => dialogRef.send({ type: 'notice.close' });
  return (
    <Dialog
      header={notice?.title || look.title}
      visible={notice !== null}
      onHide={close}
      closable={canClose}
      style={{ width: '400px', maxWidth: '95vw' }}
      className={`shared-dialog notice-${notice?.type ?? NoticeType.default}`}
      footer={<Button label={canClose ? 'OK' : `OK (${secondsLeft})`} disabled={!canClose} onClick={close} autoFocus />}
    >
      <p className="dialog-message">
        <i className={`pi ${look.icon}`} aria-hidden="true" />
        <span>{notice?.message}</span>
      </p>
      {retryMessage && (
        <p className="dialog-retry" role="status">
          {retryMessage}
        </p>
      )}
    </Dialog>
  );
}
