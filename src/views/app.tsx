import { PrimeReactProvider } from 'primereact/api';
import { useMemo } from 'react';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { InspectionEvent } from 'xstate';
import { createSessionLogic } from '../actors/session.actors';
import { CookieKey, DESKTOP_CLIENT } from '../domain/session-constants';
import { createApiClient } from '../services/api-client';
import { createDocumentCookies } from '../services/cookies';
import { createTokenStore } from '../services/token-store';
import { GuardedRoutes } from './guarded-routes';
import { Notifications } from './notifications';
import { routeAccessList } from './route-table';
import { SessionContext } from './session-context';
import { AppShell } from './shell/app-shell';

declare global {
  interface Window {
    /** Provided by the desktop client's host page to receive the session. */
    tutorClientHandOver?: (token: string, loginSign: string) => void;
  }
}

/** Wires services into the session logic once, and renders the guarded routes. */
export function App({ inspect }: { inspect?: (event: InspectionEvent) => void }) {
  const { logic, input } = useMemo(() => {
    const cookies = createDocumentCookies();
    const tokenStore = createTokenStore({ cookies, storage: window.localStorage });
    let appCredentials: { AppId: string; AppSecret: string } | null = null;
    const api = createApiClient({ getToken: () => tokenStore.get(), getAppCredentials: () => appCredentials });
    const sessionLogic = createSessionLogic({
      api,
      tokenStore,
      cookies,
      navigate: (to, options) => browserNavigate(to, { replace: options.replace }),
      redirectBrowser: (url) => window.location.assign(url),
      onSettingLoaded: (setting) => {
        appCredentials = setting.AppSetting;
      },
      hostHandOver: (token, sign) => window.tutorClientHandOver?.(token, sign),
    });
    return {
      logic: sessionLogic,
      input: {
        token: tokenStore.get(),
        retryTimes: Number(cookies.get(CookieKey.retryTimes)) || 0,
        isDesktopClient: cookies.get(CookieKey.client) === DESKTOP_CLIENT,
        currentOrigin: window.location.origin,
        routes: routeAccessList,
      },
    };
  }, []);

  return (
    <PrimeReactProvider>
      <SessionContext.Provider logic={logic} options={{ input, ...(inspect ? { inspect } : {}) }}>
        <Router>
          <GuardedRoutes shell={AppShell} />
        </Router>
        <Notifications />
      </SessionContext.Provider>
    </PrimeReactProvider>
  );
}
