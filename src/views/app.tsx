import { PrimeReactProvider } from 'primereact/api';
import { useMemo } from 'react';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { InspectionEvent } from 'xstate';
import { createBrowserSession } from '../actors/app-session';
import { GuardedRoutes } from './guarded-routes';
import { Notifications } from './notifications';
import { SessionUploads } from './dialogs/session-uploads';
import { SharedDialogs } from './dialogs/shared-dialogs';
import { MessageDialogs } from './dialogs/message-dialogs';
import { PageLogicProvider } from './page-logic-context';
import { routeAccessList } from './route-table';
import { SessionContext } from './session-context';
import { AppShell } from './shell/app-shell';

/** Builds the session once and renders the guarded routes. */
export function App({ inspect }: { inspect?: (event: InspectionEvent) => void }) {
  const { logic, input, api } = useMemo(
    () => createBrowserSession(routeAccessList, { navigate: (to, options) => browserNavigate(to, { replace: options.replace }) }),
    [],
  );
  return (
    <PrimeReactProvider>
      <SessionContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
        <PageLogicProvider api={api}>
          <Router>
            <GuardedRoutes shell={AppShell} />
          </Router>
          <Notifications />
          <SessionUploads />
          <SharedDialogs />
          <MessageDialogs />
        </PageLogicProvider>
      </SessionContext.Provider>
    </PrimeReactProvider>
  );
}
