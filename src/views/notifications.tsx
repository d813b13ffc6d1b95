import { Dialog } from 'primereact/dialog';
import { Toast } from 'primereact/toast';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import type { SessionEmitted } from '../machines/session.types';
import { SessionContext } from './session-context';

/** Default toast life (shell.md §9): top-center for 5000 ms. */
const TOAST_LIFE_MS = 5000;

/** Shows what the session emits: toasts at top-center, alerts in a dialog with an icon. */
export function Notifications() {
  const session = SessionContext.useActorRef();
  const toast = useRef<Toast>(null);
  const [alert, setAlert] = useState<SessionEmitted | null>(null);

  useEffect(() => {
    const subscription = session.on('notify', (notice) => {
      if (notice.presentation === 'toast') {
        toast.current?.show({ severity: notice.severity, detail: notice.message, life: TOAST_LIFE_MS });
      } else {
        setAlert(notice);
      }
    });
    return () => subscription.unsubscribe();
  }, [session]);

  return (
    <>
      <Toast ref={toast} position="top-center" />
      <Dialog
        header="Notice"
        visible={alert !== null}
        onHide={() => setAlert(null)}
        style={{ width: '400px', maxWidth: '95vw' }}
        footer={<Button label="OK" onClick={() => setAlert(null)} autoFocus />}
      >
        <p className="alert-message">
          <i className={`pi ${alert?.severity === 'success' ? 'pi-check-circle' : 'pi-exclamation-circle'}`} aria-hidden="true" />{' '}
          {alert?.message}
        </p>
      </Dialog>
    </>
  );
}
