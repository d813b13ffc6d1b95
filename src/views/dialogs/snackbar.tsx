import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SnackbarMachine } from '../../machines/snackbar.machine';
import { SessionContext } from '../session-context';

/** The shared snackbar at the bottom of the window (4000 ms). */
export function Snackbar() {
  const ref = SessionContext.useSelector((snapshot) => snapshot.children.snackbar);
  return ref ? <SnackbarView snackbarRef={ref} /> : null;
}

function SnackbarView({ snackbarRef }: { snackbarRef: ActorRefFrom<SnackbarMachine> }) {
  const message = useSelector(snackbarRef, (snapshot) => snapshot.context.message);
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {message && (
        <div className="snackbar">
          <span>{message}</span>
          <button type="button" className="snackbar-close" aria-label="Dismiss" onClick={() => snackbarRef.send({ type: 'snackbar.dismiss' })}>
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
