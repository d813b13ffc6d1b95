import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Toast } from 'primereact/toast';
import { useEffect, useRef, useState } from 'react';
import type { SessionEmitted } from '../machines/session.types';

/** Default toast life (shell.md §9): top-center for 5000 ms. */
const TOAST_LIFE_MS = 5000;

/**
 * Shows the notices handed to it: toasts at top-center, alerts in a dialog with an icon. `taken`
 * tells the listener how many of `notices` are shown, so each shows once.
 */
export default function NotificationsView({ notices, taken }: { notices: SessionEmitted[]; taken: (count: number) => void }) {
  const toast = useRef<Toast>(null);
  const [alert, setAlert] = useState<SessionEmitted | null>(null);
  // Strict Mode runs the effect twice in development: a notice is shown once all the same.
  const shown = useRef(new WeakSet<SessionEmitted>());

  useEffect(() => {
    if (notices.length === 0) return;
    for (const notice of notices) {
      if (shown.current.has(notice)) continue;
      shown.current.add(notice);
      if (notice.presentation === 'toast') {
        toast.current?.show({ severity: notice.severity, detail: notice.message, life: TOAST_LIFE_MS });
      } else {
        setAlert(notice);
      }
    }
    taken(notices.length);
  }, [notices, taken]);

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
          <i className={`pi ${alert?.severity === 'success' ? 'pi-check-circle' : 'pi-exclamation-circle'}`} aria-hidden="true" /> {alert?.message}
        </p>
      </Dialog>
    </>
  );
}
