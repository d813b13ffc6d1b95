import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { SessionContext } from '../session-context';

/** The frame around signed-in pages: header with the tutor's name and sign-out, then the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const fullName = SessionContext.useSelector((snapshot) => snapshot.context.user?.fullName ?? '');
  const tuid = SessionContext.useSelector((snapshot) => snapshot.context.user?.tuid ?? null);
  return (
    <div className="app-shell">
      <header className="app-header">
        <a className="app-logo" href="/home" aria-label="Tutor Portal home">
          <span className="pi pi-book" aria-hidden="true" /> Tutor Portal
        </a>
        <div className="app-user">
          <span className="app-user-name">{fullName}</span>
          {tuid !== null && <span className="app-user-id">ID {tuid}</span>}
          <Button label="Sign out" icon="pi pi-sign-out" text onClick={() => session.send({ type: 'session.logout' })} />
        </div>
      </header>
      <main className="app-main">{children}</main>
    </div>
  );
}
