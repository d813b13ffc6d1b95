import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { SessionLockTexts } from '../../domain/layout-widgets';
import { SessionContext } from '../session-context';
import { useHostedDialog } from './dialog-host';

/** The session lock (growth-account.md §4), shown while the session is locked: persistent, only Refresh. */
export function SessionLock() {
  const locked = SessionContext.useSelector((snapshot) => snapshot.context.locked);
  return <SessionLockDialog locked={locked} onRefresh={() => window.location.reload()} />;
}

/** The token was revoked while the page was open: nothing on the page works until it is refreshed. */
export function SessionLockDialog({ locked, onRefresh }: { locked: boolean; onRefresh: () => void }) {
  const open = useHostedDialog('sessionLock', locked);
  const footer = <Button label={SessionLockTexts.refresh} icon="pi pi-refresh" onClick={onRefresh} autoFocus />;
  return (
    <Dialog
      header={SessionLockTexts.title}
      visible={open}
      closable={false}
      closeOnEscape={false}
      onHide={() => {}}
      footer={footer}
      style={{ width: '400px', maxWidth: '95vw' }}
    >
      <p>{SessionLockTexts.message}</p>
    </Dialog>
  );
}
