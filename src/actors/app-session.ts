import { CookieKey, DESKTOP_CLIENT, FIRST_PAGE_WAIT_MS } from '../domain/session-constants';
import type { RouteAccess } from '../domain/routes';
import type { SingleSignOnSetting } from '../domain/single-sign-on';
import type { SessionInput } from '../machines/session.types';
import { createApiClient } from '../services/api-client';
import { createDocumentCookies } from '../services/cookies';
import { createOidcClient } from '../services/oidc-client';
import { createLazyUploadTransport } from '../services/lazy-upload-transport';
import { createTokenStore } from '../services/token-store';
import { takeInlineSetting } from '../services/inline-setting';
import { callsAfterFirstPaint } from './calls-after-first-paint';
import { sharingReadsInFlight } from './shared-reads';
import { createFirstPagePaint } from './first-page-paint';
import { createNotificationSound } from '../services/notification-sound';
import { createTabCoordinator, newTabId } from '../services/tab-coordination';
import { REALTIME_LEADER_STALE_MS } from '../domain/realtime';
import { connectLazily } from './lazy-realtime-connection';
import { createSessionLogic } from './session.actors';

declare global {
  interface Window {
    /** Provided by the desktop client's host page to receive the session. */
    tutorClientHandOver?: (token: string, loginSign: string) => void;
  }
}

export interface BrowserNavigation {
  navigate(to: string, options: { replace: boolean }): void;
}

/**
 * The composition root: builds the browser's services (cookies, token store, API client) and the
 * session logic that uses them, and reads the session's input from the page.
 */
export function createBrowserSession(routes: RouteAccess[], navigation: BrowserNavigation) {
  const cookies = createDocumentCookies();
  const tokenStore = createTokenStore({ cookies, storage: window.localStorage });
  let appCredentials: { AppId: string; AppSecret: string } | null = null;
  // One API for the session and the pages, so a read both ask for at once is sent once.
  const api = sharingReadsInFlight(createApiClient({ getToken: () => tokenStore.get(), getAppCredentials: () => appCredentials }));
  const oidc = createOidcClient({
    loadSetting: () => api.get<SingleSignOnSetting>('/api/Account/SingleSignOnSetting'),
    origin: window.location.origin,
    storage: window.localStorage,
  });
  const notificationSound = createNotificationSound();
  const firstPagePaint = createFirstPagePaint(
    { requestAnimationFrame: (callback) => window.requestAnimationFrame(callback), setTimeout: (callback, ms) => window.setTimeout(callback, ms) },
    FIRST_PAGE_WAIT_MS,
  );
  const uploadTransport = createLazyUploadTransport({ baseUrl: '', getToken: () => tokenStore.get(), signHeaders: (query) => api.signHeaders(query) });
  const logic = createSessionLogic({
    api,
    uploadTransport,
    tokenStore,
    cookies,
    oidc,
    navigate: (to, options) => navigation.navigate(to, options),
    redirectBrowser: (url) => window.location.assign(url),
    inlineSetting: () => takeInlineSetting(document),
    onSettingLoaded: (setting) => {
      appCredentials = setting.AppSetting;
    },
    hostHandOver: (token, sign) => window.tutorClientHandOver?.(token, sign),
    realtime: {
      connect: connectLazily,
      origin: window.location.origin,
      tabs: createTabCoordinator({
        storage: window.localStorage,
        events: window,
        tabId: newTabId(),
        now: () => Date.now(),
        staleAfterMs: REALTIME_LEADER_STALE_MS,
      }),
    },
    // No opener: the partner page gets no handle on the portal.
    openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    playSound: () => notificationSound.play(),
    afterFirstPage: () => firstPagePaint.painted,
    yieldToBrowser: () => new Promise((resolve) => window.setTimeout(resolve, 0)),
  });
  const input: SessionInput = {
    token: tokenStore.get(),
    retryTimes: Number(cookies.get(CookieKey.retryTimes)) || 0,
    isDesktopClient: cookies.get(CookieKey.client) === DESKTOP_CLIENT,
    currentOrigin: window.location.origin,
    routes,
  };
  // The API for the pages and the layout: their calls start once the first page has painted. The
  // session's own logic above calls it directly.
  return { logic, input, api: callsAfterFirstPaint(api, firstPagePaint), firstPagePaint };
}
