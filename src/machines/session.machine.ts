import { assertEvent, assign, emit, fromCallback, fromPromise, raise, sendTo, setup, spawnChild, stopChild } from 'xstate';
import type { ApiError } from '../domain/api-error';
import { LOGIN_PATH } from '../domain/routes';
import { Messages } from '../domain/messages';
import { RATE_LIMIT_TOAST_THROTTLE_MS } from '../domain/session-constants';
import { childRouteGuardMachine } from './route-guard.machine';
import { childSingleSignOnMachine } from './single-sign-on.machine';
import { clientDownloadMachine } from './client-download.machine';
import { confirmDialogMachine } from './confirm-dialog.machine';
import { noticeDialogMachine } from './notice-dialog.machine';
import { snackbarMachine } from './snackbar.machine';
import { uploadMachine } from './upload.machine';
import type { UploadOutput } from './upload.types';
import { SessionTag, type LoginResult, type SessionContext, type SessionEmitted, type SessionEvent, type SessionInput } from './session.types';
import { signedInPartsMachine } from './signed-in-parts.machine';

type UploadStart = Extract<SessionEvent, { type: 'upload.start' }>;
/** What XState sends when a child actor finishes (here: an upload actor). */
type ActorDone = { type: string; actorId?: string; output?: unknown };

/** The session's children hear about a new or cleared token. */
const tellChildren = ['tellGuard', 'tellSingleSignOn'] as const;
/** The tutor is signed out here: user forgotten, messaging stopped, token cleared, children told. */
const signOutHere = ['forgetUser', 'stopMessaging', 'clearToken', ...tellChildren] as const;
const goToLogin = { type: 'navigate', params: { to: LOGIN_PATH, replace: true } } as const;
type UploadDone = { fileCode: string; output: UploadOutput };
const uploadDone = ({ event }: { event: ActorDone }): UploadDone => ({
  fileCode: String(event.actorId).slice(UPLOAD_ID_PREFIX.length),
  output: event.output as UploadOutput,
});
/** The failed call of an `api.failed` event, for the catalogue's guards and actions. */
const failure = ({ event }: { event: { error: ApiError } }) => event.error;

/**
 * The root session (shell.md §4 "Session"): owns the token, the user and roles, the system
 * setting, and the long-lived children (the route guard; realtime and dialogs join later). It
 * applies the error catalogue for every failed call reported to it with `api.failed`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    children: {} as {
      routeGuard: 'routeGuard';
      singleSignOn: 'singleSignOn';
      confirmDialog: 'confirmDialog';
      noticeDialog: 'noticeDialog';
      snackbar: 'snackbar';
      clientDownload: 'clientDownload';
      signedInParts: 'signedInParts';
    },
    tags: {} as (typeof SessionTag)[keyof typeof SessionTag],
  },
  actors: {
    routeGuard: childRouteGuardMachine,
    confirmDialog: confirmDialogMachine,
    noticeDialog: noticeDialogMachine,
    snackbar: snackbarMachine,
    clientDownload: clientDownloadMachine,
    singleSignOn: childSingleSignOnMachine,
    login: fromPromise<LoginResult, { username: string; password: string }>(async () => {
      throw new Error('login not provided');
    }),
    logout: fromPromise<void>(async () => {}),
    followUpLoads: fromCallback(() => () => {}),
    upload: uploadMachine,
    // Realtime and the message dialogs (issue 5), loaded and started once the tutor is in.
    signedInParts: signedInPartsMachine,
  },
  actions: {
    persistToken: (_, _params: { token: string; expiresIn: number }) => {},
    clearToken: () => {},
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    logSignatureFailure: (_, _params: { message: string }) => {},
    tellGuard: sendTo('routeGuard', ({ context }) => ({
      type: 'session.changed' as const,
      token: context.token,
      roles: context.roles,
    })),
    /** Single sign-on stops renewing a provider token the session no longer uses. */
    tellSingleSignOn: sendTo('singleSignOn', ({ context }) => ({
      type: 'session.changed' as const,
      token: context.token,
      roles: context.roles,
    })),
    /** A provider sign-in ends with the provider too (after the API logout). */
    endProviderSession: sendTo('singleSignOn', { type: 'sso.signOut' as const }),
    forgetUser: assign({
      token: '',
      user: null,
      roles: [],
      singleSignOn: false,
      counters: { unread: 0, home: 0, notice: 0, warn: 0, remind: 0 },
      locked: false,
    }),
    lock: assign({ locked: true }),
    /** Realtime and the message dialogs ran for the tutor who just left: they stop with the user. */
    stopMessaging: raise({ type: 'messaging.stop' } as const),
    keepSetting: assign((_, setting: SessionContext['setting']) => ({ setting })),
    /** A new tutor's token: user and roles load again. */
    keepNewToken: assign((_, params: { token: string; singleSignOn: boolean }) => ({
      token: params.token,
      user: null,
      roles: [],
      singleSignOn: params.singleSignOn,
    })),
    keepRenewedToken: assign((_, token: string) => ({ token })),
    markSingleSignOn: assign({ singleSignOn: true }),
    keepUser: assign((_, user: NonNullable<SessionContext['user']>) => ({ user, roles: user.roles })),
    patchUser: assign(({ context }, patch: Partial<NonNullable<SessionContext['user']>>) => ({ user: context.user ? { ...context.user, ...patch } : null })),
    keepCounters: assign((_, counters: SessionContext['counters']) => ({ counters })),
    clearLoginError: assign({ loginError: '' }),
    keepLoginError: assign((_, error: unknown) => ({ loginError: errorMessage(error) })),
    stopFollowUpLoads: stopChild('followUpLoads'),
    startFollowUpLoads: spawnChild('followUpLoads', { id: 'followUpLoads' }),
    startRealtime: sendTo('signedInParts', ({ context }) => ({
      type: 'realtime.start' as const,
      teacherId: context.user?.tuid ?? 0,
      enabled: context.setting?.IsEnableSignalrNotice ?? false,
      hubUrl: context.setting?.SignalrNoticeHubUrl ?? '',
    })),
    stopRealtime: sendTo('signedInParts', { type: 'realtime.stop' as const }),
    closeMessageDialogs: sendTo('signedInParts', { type: 'dialogs.closeAll' as const }),
    show: emit((_, notice: SessionEmitted) => notice),
    toastRateLimit: emit((_, error: ApiError) => toast(error.message)),
    alertFailure: emit((_, error: ApiError) => alert(error.message)),
    startUpload: assign(({ context, spawn }, request: UploadStart) => ({
      uploads: {
        ...context.uploads,
        [request.fileCode]: spawn('upload', {
          id: uploadActorId(request.fileCode),
          input: { fileCode: request.fileCode, moduleName: request.moduleName, file: request.file },
        }),
      },
      uploadRequesters: { ...context.uploadRequesters, [request.fileCode]: request.replyTo },
    })),
    /** An upload ended: its requester hears the result, and the actor is stopped and dropped in the same step. */
    tellUploadRequester: ({ context }, done: UploadDone) => {
      context.uploadRequesters[done.fileCode]?.send({ type: 'upload.finished', fileCode: done.fileCode, output: done.output });
    },
    stopUpload: stopChild((_, done: UploadDone) => uploadActorId(done.fileCode)),
    dropUpload: assign(({ context }, done: UploadDone) => ({
      uploads: omit(context.uploads, done.fileCode),
      uploadRequesters: omit(context.uploadRequesters, done.fileCode),
    })),
  },
  guards: {
    /** The token came from the identity provider: the provider's end-session page takes over from here, then returns to /login. */
    isSingleSignOn: ({ context }) => context.singleSignOn,
    /** While the page is locked, the lock dialog already says so: further refusals do not navigate away from it. */
    isUnauthorized: ({ context }, error: ApiError) => error.kind === 'unauthorized' && !context.locked,
    isSignatureFailure: (_, error: ApiError) => error.kind === 'signature',
    isRateLimited: (_, error: ApiError) => error.kind === 'rateLimited',
    /** Business answers and transport failures show their message in an alert (shell.md §8). */
    isShownInAlert: (_, error: ApiError) => error.kind === 'business' || error.kind === 'transport',
    isNewUpload: ({ context }, fileCode: string) => context.uploads[fileCode] === undefined,
    isUploadActor: (_, actorId: string) => actorId.startsWith(UPLOAD_ID_PREFIX),
    hasUser: ({ context }) => context.user !== null,
  },
  delays: {
    rateLimitToastThrottle: RATE_LIMIT_TOAST_THROTTLE_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    user: null,
    roles: [],
    setting: null,
    loginError: '',
    singleSignOn: false,
    boot: { retryTimes: input.retryTimes, isDesktopClient: input.isDesktopClient, currentOrigin: input.currentOrigin, routes: input.routes },
    counters: { unread: 0, home: 0, notice: 0, warn: 0, remind: 0 },
    uploads: {},
    uploadRequesters: {},
    locked: false,
  }),
  invoke: [
    {
      id: 'routeGuard',
      systemId: 'routeGuard',
      src: 'routeGuard',
      input: ({ context }) => ({ token: context.token, roles: context.roles, ...context.boot }),
    },
    { id: 'singleSignOn', systemId: 'singleSignOn', src: 'singleSignOn', input: ({ context }) => ({ token: context.token }) },
    // Realtime (issue 5) and the message dialogs it (and the pages) open: their code loads when the
    // tutor is in; then connected (or polling) until they leave.
    { id: 'signedInParts', systemId: 'signedInParts', src: 'signedInParts' },
    // The shared dialogs (shell.md §2): one of each for the whole app, mounted once by the views.
    { id: 'confirmDialog', systemId: 'confirmDialog', src: 'confirmDialog' },
    { id: 'noticeDialog', systemId: 'noticeDialog', src: 'noticeDialog' },
    { id: 'snackbar', systemId: 'snackbar', src: 'snackbar' },
    { id: 'clientDownload', systemId: 'clientDownload', src: 'clientDownload' },
  ],
  type: 'parallel',
  on: {
    'route.navigate': { actions: sendTo('routeGuard', ({ event }) => event) },
    'route.chunkFailed': { actions: sendTo('routeGuard', ({ event }) => event) },
    'session.menuLoaded': {
      description: "The sidebar's menu: the guard's cross-host rule (step 5) reads its hosts.",
      actions: sendTo('routeGuard', ({ event }) => event),
    },
    'session.settingLoaded': { actions: { type: 'keepSetting', params: ({ event }) => event.setting } },
    'session.tokenReceived': {
      actions: [
        { type: 'keepNewToken', params: ({ event }) => ({ token: event.token, singleSignOn: false }) },
        { type: 'persistToken', params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }) },
        ...tellChildren,
      ],
    },
    'session.singleSignOnSignedIn': {
      actions: [
        { type: 'keepNewToken', params: ({ event }) => ({ token: event.token, singleSignOn: true }) },
        { type: 'persistToken', params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }) },
        ...tellChildren,
      ],
    },
    'session.singleSignOnResumed': { actions: 'markSingleSignOn' },
    'session.tokenRenewed': {
      description: 'The same tutor with a fresh token: user and roles stay.',
      actions: [
        { type: 'keepRenewedToken', params: ({ event }) => event.token },
        { type: 'persistToken', params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }) },
        ...tellChildren,
      ],
    },
    'session.userLoaded': { actions: { type: 'keepUser', params: ({ event }) => event.user } },
    'session.revoked': {
      description: 'The token was revoked while the page is open: messaging stops and the page locks until refreshed (growth-account.md §4).',
      guard: 'hasUser',
      actions: ['lock', 'stopMessaging'],
    },
    'session.guardLoggedOut': { actions: [...signOutHere] },
    'session.started': {
      description: 'The user is in: the follow-up loads run, and realtime starts (again after a new sign-in).',
      actions: ['stopFollowUpLoads', 'startFollowUpLoads', 'startRealtime'],
    },
    'messaging.stop': { actions: ['stopRealtime', 'closeMessageDialogs'] },
    'dialog.open': { actions: sendTo('signedInParts', ({ event }) => event) },
    'dialog.closed': { actions: sendTo('signedInParts', ({ event }) => event) },
    'messages.changed': {
      description: 'A page changed read state: the realtime actor refreshes the counters (when polling) and tells the other tabs.',
      actions: sendTo('signedInParts', ({ event }) => event),
    },
    'counters.updated': { actions: { type: 'keepCounters', params: ({ event }) => event.counters } },
    'notify.show': { actions: { type: 'show', params: ({ event }) => event.notice } },
    'upload.start': {
      description: 'Each file gets its own upload actor, keyed by its fileCode (no systemId: several run side by side).',
      guard: { type: 'isNewUpload', params: ({ event }) => event.fileCode },
      actions: { type: 'startUpload', params: ({ event }) => event },
    },
    'xstate.done.actor.*': {
      description: 'An upload ended: its requester hears the result, and the actor is stopped and dropped in the same step.',
      guard: { type: 'isUploadActor', params: ({ event }: { event: ActorDone }) => String(event.actorId) },
      actions: [
        { type: 'tellUploadRequester', params: uploadDone },
        { type: 'stopUpload', params: uploadDone },
        { type: 'dropUpload', params: uploadDone },
      ],
    },
    'user.patch': { guard: 'hasUser', actions: { type: 'patchUser', params: ({ event }) => event.patch } },
  },
  states: {
    auth: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.login': 'signingIn',
            'session.logout': 'signingOut',
          },
        },
        signingIn: {
          tags: [SessionTag.signingIn],
          entry: 'clearLoginError',
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login');
              return { username: event.username.trim(), password: event.password };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepNewToken', params: ({ event }) => ({ token: event.output.access_token, singleSignOn: false }) },
                { type: 'persistToken', params: ({ event }) => ({ token: event.output.access_token, expiresIn: event.output.expires_in }) },
                ...tellChildren,
                { type: 'navigate', params: { to: '/home', replace: true } },
              ],
            },
            onError: { target: 'idle', actions: { type: 'keepLoginError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        signingOut: {
          invoke: {
            src: 'logout',
            onDone: [
              { guard: 'isSingleSignOn', target: 'idle', actions: ['endProviderSession', ...signOutHere] },
              { target: 'idle', actions: [...signOutHere, goToLogin] },
            ],
            onError: [
              { guard: 'isSingleSignOn', target: 'idle', actions: ['endProviderSession', ...signOutHere] },
              { target: 'idle', actions: [...signOutHere, goToLogin] },
            ],
          },
        },
      },
    },
    errors: {
      description: 'The error catalogue (shell.md §8). A 229 toast shows at most once per 5 s.',
      initial: 'ready',
      states: {
        ready: {
          on: {
            'api.failed': [
              { guard: { type: 'isUnauthorized', params: failure }, actions: [...signOutHere, goToLogin] },
              {
                guard: { type: 'isSignatureFailure', params: failure },
                actions: { type: 'logSignatureFailure', params: ({ event }) => ({ message: event.error.message }) },
              },
              { guard: { type: 'isRateLimited', params: failure }, target: 'rateLimitCooling', actions: { type: 'toastRateLimit', params: failure } },
              { guard: { type: 'isShownInAlert', params: failure }, actions: { type: 'alertFailure', params: failure } },
            ],
          },
        },
        rateLimitCooling: {
          after: { rateLimitToastThrottle: 'ready' },
          on: {
            'api.failed': [
              { guard: { type: 'isUnauthorized', params: failure }, target: 'ready', actions: [...signOutHere, goToLogin] },
              { guard: { type: 'isShownInAlert', params: failure }, actions: { type: 'alertFailure', params: failure } },
            ],
          },
        },
      },
    },
  },
});

const UPLOAD_ID_PREFIX = 'upload-';
const uploadActorId = (fileCode: string) => `${UPLOAD_ID_PREFIX}${fileCode}`;

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

function toast(message: string): SessionEmitted {
  return { type: 'notify', severity: 'warn', message, presentation: 'toast' };
}

function alert(message: string): SessionEmitted {
  return { type: 'notify', severity: 'error', message, presentation: 'alert' };
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : Messages.transportError;
}
