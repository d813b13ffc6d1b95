import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import {
  crossHostTarget,
  hasDesktopClientMarker,
  locationToUrl,
  parseHashLogin,
  queryParam,
  withHandOverCode,
  type HashLogin,
  type RouteLocation,
} from '../domain/navigation';
import { decideRedirect, isWhiteListedHost, type RedirectDecision } from '../domain/redirect-policy';
import {
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  OIDC_CALLBACK_PATH,
  REDIRECT_PATH,
  SERVER_ERROR_PATH,
  WELCOME_PATH,
  isPublicPath,
  isExtraStaticPath,
  EMPTY_PATH,
  samePath,
  matchesPattern,
  routesForRoles,
  notAllowedTarget,
} from '../domain/routes';
import { MAX_LOGIN_RETRIES, USER_INFO_RATE_LIMIT_RETRY_MS } from '../domain/session-constants';
import { HAND_OVER_CODE_PARAM, type HandOverCode, type SignInToken } from '../domain/sign-in';
import { hasProviderResponse } from '../domain/single-sign-on';
import type { SystemSetting } from '../domain/system-setting';
import type { UserState } from '../domain/user';
import { isApiError, type ApiError } from '../domain/api-error';
import { RouteGuardTag, type RouteGuardContext, type RouteGuardEvent, type RouteGuardInput, type RouteGuardReport } from './route-guard.types';

/** Logged when the other host's page cannot be opened (the code could not be made). */
const HAND_OVER_FAILED_MESSAGE = 'The page on the other site could not be opened, please try again.';

const pathIs = (location: RouteLocation | null, path: string) => location !== null && location.path.replace(/\/+$/, '').toLowerCase() === path.toLowerCase();

/**
 * The route guard (shell.md §4 steps 1-9). Every navigation is checked in the `checking` state by
 * an ordered list of guarded branches; a branch either lets the navigation through (the router
 * renders `allowed`) or navigates elsewhere, which arrives back here as a new navigation. Side
 * effects are named placeholder actions and actors: the app provides the router, cookies and API.
 */
export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
    input: {} as RouteGuardInput,
    tags: {} as (typeof RouteGuardTag)[keyof typeof RouteGuardTag],
  },
  actors: {
    loadSetting: fromPromise<SystemSetting>(async () => {
      throw new Error('loadSetting not provided');
    }),
    createLoginSign: fromPromise<string>(async () => {
      throw new Error('createLoginSign not provided');
    }),
    loadUserInfo: fromPromise<UserState, { token: string }>(async () => {
      throw new Error('loadUserInfo not provided');
    }),
    createHandOverCode: fromPromise<HandOverCode>(async () => {
      throw new Error('createHandOverCode not provided');
    }),
    redeemHandOverCode: fromPromise<SignInToken, { code: string }>(async () => {
      throw new Error('redeemHandOverCode not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    redirectBrowser: (_, _params: { url: string }) => {},
    storeClientCookie: () => {},
    storeLoginSign: (_, _params: { sign: string }) => {},
    handOverToHost: (_, _params: { token: string; sign: string }) => {},
    storeRetryTimes: (_, _params: { retryTimes: number }) => {},
    logError: (_, _params: { message: string }) => {},
    report: (_, _params: RouteGuardReport) => {},
    allowPending: assign({ allowed: ({ context }) => context.pending }),
  },
  guards: {
    hasSetting: ({ context }) => context.setting !== null,
    hasHashToken: ({ context }) => context.pending !== null && parseHashLogin(context.pending.hash) !== null,
    isDesktopOidcCallback: ({ context }) => isFinishedOidcCallback(context) && context.isDesktopClient,
    isFinishedOidcCallback: ({ context }) => isFinishedOidcCallback(context),
    isRedirectPath: ({ context }) => pathIs(context.pending, REDIRECT_PATH),
    redirectsToOtherHost: ({ context }) => {
      const decision = redirectDecision(context, queryParam(context.pending!, 'redirectUrl'));
      return decision.allowed && !decision.sameOrigin;
    },
    isHandOver: ({ context }) => pathIs(context.pending, REDIRECT_PATH) && queryParam(context.pending!, HAND_OVER_CODE_PARAM) !== '',
    needsOtherHost: ({ context }) => crossHostTargetOf(context) !== null,
    isSignedOutPage: ({ context }) => context.token !== '' && (pathIs(context.pending, WELCOME_PATH) || pathIs(context.pending, LOGIN_PATH)),
    isErrorPage: ({ context }) => context.token !== '' && (pathIs(context.pending, NOT_FOUND_PATH) || pathIs(context.pending, SERVER_ERROR_PATH)),
    needsUserInfo: ({ context }) => context.token !== '' && context.roles.length === 0,
    isAllowedRoute: ({ context }) =>
      context.token !== '' &&
      context.pending !== null &&
      (isPublicPath(context.pending.path) || context.allowedRoutes.some((route) => matchesPattern(route.path, context.pending!.path))),
    isEmptyPath: ({ context }) => context.token !== '' && context.pending !== null && samePath(context.pending.path, EMPTY_PATH),
    isExtraStaticPath: ({ context }) => context.token !== '' && context.pending !== null && isExtraStaticPath(context.pending.path),
    hasToken: ({ context }) => context.token !== '',
    isPublicPath: ({ context }) => context.pending !== null && isPublicPath(context.pending.path),
    canRetryLogin: ({ context }) => context.retryTimes + 1 < MAX_LOGIN_RETRIES,
    hasPending: ({ context }) => context.pending !== null,
    isUnauthorized: ({ event }) => 'error' in event && isApiError(event.error) && event.error.kind === 'unauthorized',
    isRateLimited: ({ event }) => 'error' in event && isApiError(event.error) && event.error.kind === 'rateLimited',
  },
  delays: {
    userInfoRateLimitRetry: USER_INFO_RATE_LIMIT_RETRY_MS,
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({
    ...input,
    setting: null,
    menu: [],
    pending: null,
    allowed: null,
    allowedRoutes: input.roles.length > 0 ? routesForRoles(input.routes, input.roles) : [],
  }),
  initial: 'idle',
  on: {
    'route.navigate': {
      target: '.checking',
      reenter: true,
      actions: assign({ pending: ({ event }) => event.location }),
    },
    'session.changed': {
      actions: assign({
        token: ({ event }) => event.token,
        roles: ({ event }) => event.roles,
        allowedRoutes: ({ context, event }) => (event.roles.length > 0 ? routesForRoles(context.routes, event.roles) : []),
      }),
    },
    'session.menuLoaded': { actions: assign({ menu: ({ event }) => event.menu }) },
    'route.chunkFailed': {
      guard: 'hasPending',
      actions: { type: 'navigate', params: ({ context }) => ({ to: locationToUrl(context.pending!), replace: true }) },
    },
  },
  states: {
    idle: {
      description: 'Waiting for the next navigation; the router renders `allowed`.',
    },
    checking: {
      tags: [RouteGuardTag.busy],
      initial: 'loadingSetting',
      states: {
        loadingSetting: {
          description: 'The progress bar runs and the system setting is loaded once.',
          always: { guard: 'hasSetting', target: 'readingHash' },
          invoke: {
            src: 'loadSetting',
            onDone: {
              target: 'readingHash',
              actions: [
                assign({ setting: ({ event }) => event.output }),
                { type: 'report', params: ({ event }) => ({ type: 'session.settingLoaded', setting: event.output }) },
              ],
            },
            onError: {
              target: 'readingHash',
              actions: { type: 'logError', params: { message: 'Fail to download system settings, please contact Administrator.' } },
            },
          },
        },
        readingHash: {
          description: 'Step 1: a token in the hash signs in, and a kept redirectUrl is followed.',
          always: [
            {
              guard: 'hasHashToken',
              target: '#routeGuard.idle',
              actions: [
                assign(({ context }) => {
                  const login = parseHashLogin(context.pending!.hash) as HashLogin;
                  return { token: login.token, roles: [], allowedRoutes: [] };
                }),
                {
                  type: 'report',
                  params: ({ context }) => {
                    const login = parseHashLogin(context.pending!.hash) as HashLogin;
                    return { type: 'session.tokenReceived', token: login.token, expiresIn: login.expiresIn };
                  },
                },
                enqueueActions(({ context, enqueue }) => {
                  const login = parseHashLogin(context.pending!.hash) as HashLogin;
                  // The kept redirectUrl is followed only where the redirect policy allows; otherwise the path, without the hash.
                  const decision = redirectDecision(context, login.redirectUrl);
                  if (decision.allowed && !decision.sameOrigin) enqueue({ type: 'redirectBrowser', params: { url: decision.target } });
                  else enqueue({ type: 'navigate', params: { to: decision.allowed ? decision.target : context.pending!.path, replace: true } });
                }),
              ],
            },
            { target: 'deciding' },
          ],
        },
        deciding: {
          // Step 2: `client=tutorclient` in the query or hash is remembered in the client cookie.
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.pending && hasDesktopClientMarker(context.pending)) {
              enqueue.assign({ isDesktopClient: true });
              enqueue('storeClientCookie');
            }
          }),
          always: [
            { guard: 'isDesktopOidcCallback', target: 'creatingLoginSign' },
            {
              description: 'A completed single sign-on in a browser continues at /home.',
              guard: 'isFinishedOidcCallback',
              target: '#routeGuard.idle',
              actions: { type: 'navigate', params: { to: HOME_PATH, replace: true } },
            },
            {
              description: "Step 4: another host's cross-host redirect (step 5) brings a one-time code, exchanged for this host's own session.",
              guard: 'isHandOver',
              target: 'redeemingHandOverCode',
            },
            {
              description:
                'Step 4: /redirect without a code follows redirectUrl where the redirect policy allows, else /home. A token in the address is never taken.',
              guard: 'isRedirectPath',
              target: 'followingRedirectUrl',
            },
            {
              description: 'Step 5: the path lives on another host: a one-time code is made for it to carry there.',
              guard: 'needsOtherHost',
              target: 'creatingHandOverCode',
            },
            {
              guard: 'isSignedOutPage',
              target: '#routeGuard.idle',
              actions: { type: 'navigate', params: { to: HOME_PATH, replace: true } },
            },
            { guard: 'isErrorPage', target: '#routeGuard.idle', actions: 'allowPending' },
            { guard: 'needsUserInfo', target: 'loadingUser' },
            { guard: 'isAllowedRoute', target: '#routeGuard.idle', actions: 'allowPending' },
            {
              description: 'The empty path redirects to home (shell.md §2).',
              guard: 'isEmptyPath',
              target: '#routeGuard.idle',
              actions: { type: 'navigate', params: { to: HOME_PATH, replace: true } },
            },
            {
              description: 'The extra static routes /test and /speed (shell.md §2).',
              guard: 'isExtraStaticPath',
              target: '#routeGuard.idle',
              actions: 'allowPending',
            },
            {
              description: 'A path the roles may not open is not found; /home of a staff user opens the staff console instead.',
              guard: 'hasToken',
              target: '#routeGuard.idle',
              actions: {
                type: 'navigate',
                params: ({ context }) => ({ to: notAllowedTarget(context.pending!.path, context.roles, NOT_FOUND_PATH), replace: true }),
              },
            },
            { guard: 'isPublicPath', target: '#routeGuard.idle', actions: 'allowPending' },
            {
              target: '#routeGuard.idle',
              actions: { type: 'navigate', params: { to: WELCOME_PATH, replace: true } },
            },
          ],
        },
        creatingLoginSign: {
          description: 'Step 3: inside the desktop client, /oidc-callback gets a login sign, hands over to the host and goes home.',
          invoke: {
            src: 'createLoginSign',
            onDone: {
              target: '#routeGuard.idle',
              actions: [
                { type: 'storeLoginSign', params: ({ event }) => ({ sign: event.output }) },
                { type: 'handOverToHost', params: ({ context, event }) => ({ token: context.token, sign: event.output }) },
                { type: 'navigate', params: { to: HOME_PATH, replace: true } },
              ],
            },
            onError: {
              target: '#routeGuard.idle',
              actions: { type: 'navigate', params: { to: HOME_PATH, replace: true } },
            },
          },
        },
        redeemingHandOverCode: {
          description: "Step 4: the other host's one-time code becomes this host's session; the tutor then goes on to redirectUrl.",
          invoke: {
            src: 'redeemHandOverCode',
            input: ({ context }) => ({ code: queryParam(context.pending!, HAND_OVER_CODE_PARAM) }),
            onDone: {
              actions: [
                assign({ token: ({ event }) => event.output.access_token, roles: [], allowedRoutes: [] }),
                {
                  type: 'report',
                  params: ({ event }) => ({ type: 'session.tokenReceived', token: event.output.access_token, expiresIn: event.output.expires_in }),
                },
              ],
              target: 'followingRedirectUrl',
            },
            onError: {
              description: 'A used, expired or forged code signs nobody in; the navigation goes on, and a protected path asks to sign in.',
              target: 'followingRedirectUrl',
            },
          },
        },
        followingRedirectUrl: {
          description: "Step 4: /redirect goes on to its redirectUrl where the redirect policy allows (another host's address leaves the app), else /home.",
          always: [
            {
              guard: 'redirectsToOtherHost',
              target: '#routeGuard.idle',
              actions: { type: 'redirectBrowser', params: ({ context }) => ({ url: redirectUrlTarget(context) }) },
            },
            {
              target: '#routeGuard.idle',
              actions: { type: 'navigate', params: ({ context }) => ({ to: redirectUrlTarget(context), replace: true }) },
            },
          ],
        },
        creatingHandOverCode: {
          description: "Step 5: the server issues a one-time code (60 s); the browser goes to the other host's /redirect with it.",
          invoke: {
            src: 'createHandOverCode',
            onDone: [
              {
                guard: 'needsOtherHost',
                target: '#routeGuard.idle',
                actions: {
                  type: 'redirectBrowser',
                  params: ({ context, event }) => ({ url: withHandOverCode(crossHostTargetOf(context)!, event.output.Code) }),
                },
              },
              {
                description: 'The session or menu changed meanwhile and the path no longer leaves: decide again.',
                target: 'deciding',
              },
            ],
            onError: {
              target: '#routeGuard.idle',
              actions: { type: 'logError', params: { message: HAND_OVER_FAILED_MESSAGE } },
            },
          },
        },
        loadingUser: {
          description:
            'Step 6: no roles yet, so the user info is loaded; then the session starts its follow-up loads and realtime, routes are generated from the roles and the navigation replays.',
          invoke: {
            src: 'loadUserInfo',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'deciding',
              actions: [
                assign({
                  roles: ({ event }) => event.output.roles,
                  allowedRoutes: ({ context, event }) => routesForRoles(context.routes, event.output.roles),
                  retryTimes: 0,
                }),
                { type: 'storeRetryTimes', params: { retryTimes: 0 } },
                { type: 'report', params: ({ event }) => ({ type: 'session.userLoaded', user: event.output }) },
                { type: 'report', params: { type: 'session.started' } },
              ],
            },
            onError: [
              {
                description: 'ErrorCode 3 (shell.md §8): the token is no longer valid, so the tutor signs in again; not a retry.',
                guard: 'isUnauthorized',
                target: '#routeGuard.idle',
                actions: [
                  assign({ token: '', roles: [], allowedRoutes: [] }),
                  { type: 'report', params: { type: 'session.guardLoggedOut' } },
                  { type: 'navigate', params: { to: LOGIN_PATH, replace: true } },
                ],
              },
              {
                description:
                  'HTTP 229: the server asks the tutor to slow down (after many page loads in a minute). That is no failed session, so step 7 does not sign out: the session shows the toast, and the guard asks again after a pause.',
                guard: 'isRateLimited',
                target: 'waitingAfterRateLimit',
                actions: { type: 'report', params: ({ event }) => ({ type: 'api.failed', error: event.error as ApiError }) },
              },
              {
                description: 'Step 7: fewer than 3 failures go to /welcome.',
                guard: 'canRetryLogin',
                target: '#routeGuard.idle',
                actions: [
                  assign({ token: '', roles: [], allowedRoutes: [], retryTimes: ({ context }) => context.retryTimes + 1 }),
                  { type: 'storeRetryTimes', params: ({ context }) => ({ retryTimes: context.retryTimes }) },
                  { type: 'report', params: { type: 'session.guardLoggedOut' } },
                  { type: 'navigate', params: { to: WELCOME_PATH, replace: true } },
                ],
              },
              {
                description: 'Step 7: the third failure clears the counter and goes to /500.',
                target: '#routeGuard.idle',
                actions: [
                  assign({ token: '', roles: [], allowedRoutes: [], retryTimes: 0 }),
                  { type: 'storeRetryTimes', params: { retryTimes: 0 } },
                  { type: 'report', params: { type: 'session.guardLoggedOut' } },
                  { type: 'navigate', params: { to: SERVER_ERROR_PATH, replace: true } },
                ],
              },
            ],
          },
        },
        waitingAfterRateLimit: {
          description: 'The user info was refused with a 229: decide again after a pause (a sign-out meanwhile is then seen).',
          after: { userInfoRateLimitRetry: 'deciding' },
        },
      },
    },
  },
});

/** The guard as the session's child: its reports go to the parent as events. */
export const childRouteGuardMachine = routeGuardMachine.provide({
  actions: { report: sendParent((_, params: RouteGuardReport) => params) },
});

/** Where a redirectUrl may lead: this origin, or a whitelisted host (no open redirect). */
function redirectDecision(context: RouteGuardContext, redirectUrl: string): RedirectDecision {
  return decideRedirect(redirectUrl, { currentOrigin: context.currentOrigin, whiteList: context.setting?.WhiteList ?? [] });
}

/** Where /redirect goes on to: its redirectUrl where the redirect policy allows, else /home. */
function redirectUrlTarget(context: RouteGuardContext): string {
  const decision = redirectDecision(context, queryParam(context.pending!, 'redirectUrl'));
  return decision.allowed ? decision.target : HOME_PATH;
}

/** /oidc-callback with a token and without the provider's answer: the sign-in has been completed. */
function isFinishedOidcCallback(context: RouteGuardContext): boolean {
  return context.token !== '' && pathIs(context.pending, OIDC_CALLBACK_PATH) && !hasProviderResponse(locationToUrl(context.pending!));
}

function crossHostTargetOf(context: RouteGuardContext): string | null {
  if (!context.pending || !context.setting || context.token === '') return null;
  const target = crossHostTarget({
    path: context.pending.path,
    currentOrigin: context.currentOrigin,
    hosts: context.setting.Hosts,
    menu: context.menu,
    whiteList: context.setting.WhiteList,
    isDesktopClient: context.isDesktopClient,
  });
  // Only a host the whitelist names gets a code that signs the tutor in.
  return target !== null && isWhiteListedHost(target, context.setting.WhiteList) ? target : null;
}
