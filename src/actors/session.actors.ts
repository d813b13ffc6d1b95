import { ErrorCode } from '../domain/error-codes';
import { fromCallback, fromPromise } from 'xstate';
import { CLIENT_COOKIE_DAYS, CookieKey, DESKTOP_CLIENT, LOGIN_SIGN_COOKIE_DAYS, Timeouts } from '../domain/session-constants';
import type { HandOverCode, LoginRequest, RedeemHandOverCodeRequest, SignInToken } from '../domain/sign-in';
import type { SystemSetting } from '../domain/system-setting';
import type { UserState } from '../domain/user';
import { childRouteGuardMachine } from '../machines/route-guard.machine';
import { sessionMachine } from '../machines/session.machine';
import type { LoginResult, SessionEvent } from '../machines/session.types';
import type { ApiClient } from '../services/api-client';
import { isApiError } from '../services/api-errors';
import type { CookieJar } from '../services/cookies';
import type { OidcClient } from '../services/oidc-client';
import type { TokenStore } from '../services/token-store';
import type { UploadTransport } from '../services/upload-transport';
import { clientDownloadMachine } from '../machines/client-download.machine';
import { clientDownloadActors } from './client-download.actors';
import { followUpLoads } from './follow-up-loads';
import { createSingleSignOnLogic } from './single-sign-on.actors';
import { createUploadLogic } from './upload.actors';
import { signedInPartsMachine } from '../machines/signed-in-parts.machine';
import type { RealtimeDeps } from './realtime.actors';

export interface SessionDeps {
  api: ApiClient;
  tokenStore: TokenStore;
  cookies: CookieJar;
  /** Single sign-on through the identity provider (oidc-client-ts). */
  oidc: OidcClient;
  /** Chunk, merge and cancel calls of the chunked upload. */
  uploadTransport: UploadTransport;
  /** Client-side navigation (wouter). */
  navigate(to: string, options: { replace: boolean }): void;
  /** Leaves the app for another host. */
  redirectBrowser(url: string): void;
  /** Called with the system setting once loaded, so the API client can sign. */
  onSettingLoaded(setting: SystemSetting): void;
  /** The system setting the page came with, if any (taken once); otherwise the guard asks the API. */
  inlineSetting?: () => SystemSetting | null;
  /** The desktop client's host function, when the page runs inside it. */
  hostHandOver?: (token: string, sign: string) => void;
  /** Realtime (issue 5): the hub connection, this tab among the others, the page's origin. */
  realtime: Pick<RealtimeDeps, 'connect' | 'tabs' | 'origin'>;
  /** The message dialogs' window and sound (the grab-orders page, the class request chime). */
  openWindow(url: string): void;
  playSound(): void;
  /** Resolves once the first page has painted: the follow-up loads and realtime wait for it (none: they start at once). */
  afterFirstPage?: () => Promise<void>;
  /** Lets the browser handle input and paint between the follow-up loads' requests (none: all start in one go). */
  yieldToBrowser?: () => Promise<void>;
}

/** The session machine with its real actors and actions: the thin adapters over services. */
export function createSessionLogic(deps: SessionDeps) {
  const routeGuard = childRouteGuardMachine.provide({
    actors: {
      loadSetting: fromPromise(async ({ signal }) => {
        const setting = deps.inlineSetting?.() ?? (await deps.api.get<SystemSetting>('/api/System/setting', undefined, { timeout: Timeouts.setting, signal }));
        deps.onSettingLoaded(setting);
        return setting;
      }),
      createLoginSign: fromPromise(async ({ signal }) =>
        deps.api.post<string>('/api/Account/CreateLoginSign', undefined, undefined, { timeout: Timeouts.loginSign, signal }),
      ),
      loadUserInfo: fromPromise(async ({ signal }) => deps.api.get<UserState>('/api/account/userinfo', undefined, { timeout: Timeouts.userInfo, signal })),
      createHandOverCode: fromPromise(async ({ signal }) => deps.api.post<HandOverCode>('/api/Account/CreateHandOverCode', undefined, undefined, { signal })),
      redeemHandOverCode: fromPromise(async ({ input, signal }: { input: { code: string }; signal: AbortSignal }) =>
        deps.api.post<SignInToken>('/api/Account/RedeemHandOverCode', { Code: input.code } satisfies RedeemHandOverCodeRequest, undefined, { signal }),
      ),
    },
    actions: {
      navigate: (_, params) => deps.navigate(params.to, { replace: params.replace }),
      redirectBrowser: (_, params) => deps.redirectBrowser(params.url),
      storeClientCookie: () => deps.cookies.set(CookieKey.client, DESKTOP_CLIENT, CLIENT_COOKIE_DAYS),
      storeLoginSign: (_, params) => deps.cookies.set(CookieKey.loginSign, params.sign, LOGIN_SIGN_COOKIE_DAYS),
      handOverToHost: (_, params) => deps.hostHandOver?.(params.token, params.sign),
      storeRetryTimes: (_, params) =>
        params.retryTimes > 0 ? deps.cookies.set(CookieKey.retryTimes, String(params.retryTimes)) : deps.cookies.remove(CookieKey.retryTimes),
      logError: (_, params) => console.error(params.message),
    },
  });

  return sessionMachine.provide({
    actors: {
      routeGuard,
      singleSignOn: createSingleSignOnLogic(deps),
      clientDownload: clientDownloadMachine.provide({ actors: clientDownloadActors(deps.api) }),
      upload: createUploadLogic(deps.uploadTransport),
      signedInParts: signedInPartsMachine.provide({
        actors: {
          // Their own chunk: the sign-in page does not load realtime and the message dialogs.
          loadParts: fromPromise(async () => {
            await deps.afterFirstPage?.();
            const { createSignedInPartsLogic } = await import('./signed-in-parts.logic');
            return createSignedInPartsLogic({
              realtime: { ...deps.realtime, api: deps.api, accessToken: () => deps.tokenStore.get() },
              messageDialogs: { api: deps.api, openWindow: deps.openWindow, playSound: deps.playSound },
            });
          }),
        },
        actions: { logLoadFailure: (_, error) => console.error('realtime and the message dialogs failed to load', error) },
      }),
      login: fromPromise<LoginResult, LoginRequest>(async ({ input, signal }) =>
        deps.api.post<SignInToken>('/api/account/login', { username: input.username, password: input.password } satisfies LoginRequest, undefined, { signal }),
      ),
      logout: fromPromise(async ({ signal }) => {
        // The server revokes the token; signing out locally happens whatever it answers.
        await deps.api.get('/api/account/logout', undefined, { signal }).catch(() => undefined);
      }),
      followUpLoads: fromCallback(({ sendBack }) => {
        let stopped = false;
        const start = () => runFollowUpLoads(deps.api, sendBack, () => stopped, deps.yieldToBrowser);
        // The page the tutor opened paints first; then the follow-up loads run.
        if (deps.afterFirstPage) void deps.afterFirstPage().then(start);
        else void start();
        return () => {
          stopped = true;
        };
      }),
    },
    actions: {
      persistToken: (_, params) => deps.tokenStore.set(params.token, params.expiresIn),
      clearToken: () => deps.tokenStore.clear(),
      navigate: (_, params) => deps.navigate(params.to, { replace: params.replace }),
      logSignatureFailure: (_, params) => console.error('Signature verification failed:', params.message),
    },
  });
}

/**
 * Runs every follow-up load (shell.md §4 step 6); the session hears each result or failure until it
 * stops them. Starting a request (signing it, handing it to fetch) is a few milliseconds on a phone:
 * a dozen at once made one long task, so the browser gets a turn between them.
 */
async function runFollowUpLoads(
  api: ApiClient,
  sendBack: (event: SessionEvent) => void,
  stopped: () => boolean,
  yieldToBrowser?: () => Promise<void>,
): Promise<void> {
  const tell = (event: SessionEvent) => !stopped() && sendBack(event);
  for (const followUp of followUpLoads) {
    if (stopped()) return;
    const loaded: Promise<SessionEvent> =
      'loadEvent' in followUp ? followUp.loadEvent(api) : followUp.load(api).then((patch) => ({ type: 'user.patch', patch }) satisfies SessionEvent);
    loaded.then(tell).catch((error: unknown) => {
      if (stopped()) return;
      // A role without the tutor's pages (staff in their console) is refused the tutor's follow-ups: nothing to tell.
      if (isApiError(error) && error.code === ErrorCode.Forbidden) console.info(`follow-up load '${followUp.name}' is not for this role`);
      else if (isApiError(error) && error.kind !== 'transport') tell({ type: 'api.failed', error } satisfies SessionEvent);
      else console.warn(`follow-up load '${followUp.name}' failed`, error);
    });
    await yieldToBrowser?.();
  }
}
