import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { InspectionEvent } from 'xstate';
import { createBrowserSession } from '../actors/app-session';
import { dateTimeFormat } from '../domain/date-formats';
import { AfterFirstPage, FirstPagePaintProvider } from './first-page-paint-context';
import { setProviderZone } from './format/when';
import { GuardedRoutes } from './guarded-routes';
import { lazyPage } from './lazy-page';
import { Notifications } from './notifications';
import { PageLogicProvider } from './page-logic-context';
import { findRoute, routeAccessList } from './route-table';
import { SessionContext } from './session-context';

// The shell and the signed-in dialogs load with the first signed-in page, never on the sign-in route.
const AppShell = lazyPage<{ children: ReactNode }>(() => import('./shell/app-shell').then((module) => ({ default: module.AppShell })));
const SignedInLayer = lazy(() => import('./signed-in-layer'));

/** Builds the session once and renders the guarded routes. */
export function App({ inspect }: { inspect?: (event: InspectionEvent) => void }) {
  const { logic, input, api, firstPagePaint } = useMemo(
    () => createBrowserSession(routeAccessList, { navigate: (to, options) => browserNavigate(to, { replace: options.replace }) }),
    [],
  );
  useEffect(() => {
    // The page of the address opened, and the shell if a token is kept, load while the session
    // checks the token and the setting rather than after (the guard still decides what shows).
    const route = findRoute(window.location.pathname);
    void route?.component.preload();
    if (input.token && route?.frame === 'shell') {
      void AppShell.preload();
      // The first date formatter a tab makes loads the locale's data: tens of milliseconds on a
      // phone. Made now, while the session waits on the network, the page's first render with
      // dates (home, class table, schedule) does not pay for it.
      window.setTimeout(() => dateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(0), 0);
    }
  }, [input.token]);
  return (
    <>
      <SessionContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
        <PageLogicProvider api={api}>
          <FirstPagePaintProvider value={firstPagePaint}>
            <ProviderZoneFromSetting />
            <Router>
              <GuardedRoutes shell={AppShell} />
            </Router>
            <Notifications />
            <SignedInOnly />
          </FirstPagePaintProvider>
        </PageLogicProvider>
      </SessionContext.Provider>
    </>
  );
}

/** Records the provider's zone from the system setting for the pages' times (format/when.ts); renders nothing. */
function ProviderZoneFromSetting() {
  // Set while rendering, before the routes below render: the setting arrives before any page shows.
  setProviderZone(SessionContext.useSelector((snapshot) => snapshot.context.setting?.ProviderTimeZone));
  return null;
}

function SignedInOnly() {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.context.user !== null);
  if (!signedIn) return null;
  return (
    <AfterFirstPage>
      <Suspense fallback={null}>
        <SignedInLayer />
      </Suspense>
    </AfterFirstPage>
  );
}
