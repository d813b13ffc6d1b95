import { assign, emit, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup, spawnChild, stopChild } from 'xstate';
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
import { messageDialogsMachine } from './message-dialogs.machine';
import { realtimeMachine } from './realtime.machine';

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
      realtime: 'realtime';
      messageDialogs: 'messageDialogs';
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
    // Realtime and the message dialogs (issue 5): started once the tutor is in.
    realtime: realtimeMachine,
    messageDialogs: messageDialogsMachine,
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
    forgetUser: assign({ token: '', user: null, roles: [], singleSignOn: false, counters: { unread: 0, home: 0, notice: 0, warn: 0, remind: 0 } }),
    /** Realtime and the message dialogs ran for the tutor who just left: they stop with the user. */
    stopMessaging: raise({ type: 'messaging.stop' } as const),
  },
  guards: {
    /** The token came from the identity provider: the provider's end-session page takes over from here, then returns to /login. */
    isSingleSignOn: ({ context }) => context.singleSignOn,
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
  }),
  invoke: [
    {
      id: 'routeGuard',
      systemId: 'routeGuard',
      src: 'routeGuard',
      input: ({ context }) => ({ token: context.token, roles: context.roles, ...context.boot }),
    },
    { id: 'singleSignOn', systemId: 'singleSignOn', src: 'singleSignOn', input: ({ context }) => ({ token: context.token }) },
    // Realtime (issue 5): idle until the tutor is in, then connected (or polling) until they leave;
    // the message dialogs it (and the pages) open.
    { id: 'realtime', systemId: 'realtime', src: 'realtime' },
    { id: 'messageDialogs', systemId: 'messageDialogs', src: 'messageDialogs' },
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
    'session.settingLoaded': { actions: assign({ setting: ({ event }) => event.setting }) },
    'session.tokenReceived': {
      actions: [
        assign({ token: ({ event }) => event.token, user: null, roles: [], singleSignOn: false }),
        { type: 'persistToken', params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }) },
        'tellGuard',
        'tellSingleSignOn',
      ],
    },
    'session.singleSignOnSignedIn': {
      actions: [
        assign({ token: ({ event }) => event.token, user: null, roles: [], singleSignOn: true }),
        { type: 'persistToken', params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }) },
        'tellGuard',
        'tellSingleSignOn',
      ],
    },
    'session.singleSignOnResumed': { actions: assign({ singleSignOn: true }) },
    'session.tokenRenewed': {
      description: 'The same tutor with a fresh token: user and roles stay.',
      actions: [
        assign({ token: ({ event }) => event.token }),
        { type: 'persistToken', params: ({ event }) => ({ token: event.token, expiresIn: event.expiresIn }) },
        'tellGuard',
        'tellSingleSignOn',
      ],
    },
    'session.userLoaded': {
      actions: assign({ user: ({ event }) => event.user, roles: ({ event }) => event.user.roles }),
    },
    'session.guardLoggedOut': { actions: ['forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn'] },
    'session.started': {
      description: 'The user is in: the follow-up loads run, and realtime starts (again after a new sign-in).',
      actions: [
        stopChild('followUpLoads'),
        spawnChild('followUpLoads', { id: 'followUpLoads' }),
        sendTo('realtime', ({ context }) => ({
          type: 'realtime.start' as const,
          teacherId: context.user?.tuid ?? 0,
          enabled: context.setting?.IsEnableSignalrNotice ?? false,
          hubUrl: context.setting?.SignalrNoticeHubUrl ?? '',
        })),
      ],
    },
    'messaging.stop': {
      actions: [sendTo('realtime', { type: 'realtime.stop' as const }), sendTo('messageDialogs', { type: 'dialogs.closeAll' as const })],
    },
    'dialog.open': { actions: sendTo('messageDialogs', ({ event }) => event) },
    'dialog.closed': { actions: sendTo('messageDialogs', ({ event }) => event) },
    'messages.changed': {
      description: 'A page changed read state: the realtime actor refreshes the counters (when polling) and tells the other tabs.',
      actions: sendTo('realtime', ({ event }) => event),
    },
    'counters.updated': { actions: assign({ counters: ({ event }) => event.counters }) },
    'notify.show': { actions: emit(({ event }) => event.notice) },
    'upload.start': {
      description: 'Each file gets its own upload actor, keyed by its fileCode (no systemId: several run side by side).',
      guard: ({ context, event }) => context.uploads[event.fileCode] === undefined,
      actions: assign(({ context, event, spawn }) => ({
        uploads: {
          ...context.uploads,
          [event.fileCode]: spawn('upload', {
            id: uploadActorId(event.fileCode),
            input: { fileCode: event.fileCode, moduleName: event.moduleName, file: event.file },
          }),
        },
        uploadRequesters: { ...context.uploadRequesters, [event.fileCode]: event.replyTo },
      })),
    },
    'xstate.done.actor.*': {
      description: 'An upload ended: its requester hears the result, and the actor is stopped and dropped in the same step.',
      guard: ({ event }: { event: { type: string; actorId?: string } }) => String(event.actorId).startsWith(UPLOAD_ID_PREFIX),
      actions: enqueueActions(({ context, event, enqueue }) => {
        const fileCode = (event as unknown as { actorId: string }).actorId.slice(UPLOAD_ID_PREFIX.length);
        const output = (event as unknown as { output: UploadOutput }).output;
        context.uploadRequesters[fileCode]?.send({ type: 'upload.finished', fileCode, output });
        enqueue.stopChild(uploadActorId(fileCode));
        enqueue.assign({
          uploads: omit(context.uploads, fileCode),
          uploadRequesters: omit(context.uploadRequesters, fileCode),
        });
      }),
    },
    'user.patch': {
      guard: ({ context }) => context.user !== null,
      actions: assign({ user: ({ context, event }) => ({ ...context.user!, ...event.patch }) }),
    },
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
          entry: assign({ loginError: '' }),
          invoke: {
            src: 'login',
            input: ({ event }) => {
              const login = event as Extract<SessionEvent, { type: 'session.login' }>;
              return { username: login.username.trim(), password: login.password };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({ token: ({ event }) => event.output.access_token, user: null, roles: [], singleSignOn: false }),
                {
                  type: 'persistToken',
                  params: ({ event }) => ({ token: event.output.access_token, expiresIn: event.output.expires_in }),
                },
                'tellGuard',
                'tellSingleSignOn',
                { type: 'navigate', params: { to: '/home', replace: true } },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ loginError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        signingOut: {
          invoke: {
            src: 'logout',
            onDone: [
              { guard: 'isSingleSignOn', target: 'idle', actions: ['endProviderSession', 'forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn'] },
              { target: 'idle', actions: ['forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn', { type: 'navigate', params: { to: LOGIN_PATH, replace: true } }] },
            ],
            onError: [
              { guard: 'isSingleSignOn', target: 'idle', actions: ['endProviderSession', 'forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn'] },
              { target: 'idle', actions: ['forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn', { type: 'navigate', params: { to: LOGIN_PATH, replace: true } }] },
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
              {
                guard: ({ event }) => event.error.kind === 'unauthorized',
                actions: ['forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn', { type: 'navigate', params: { to: LOGIN_PATH, replace: true } }],
              },
              {
                guard: ({ event }) => event.error.kind === 'signature',
                actions: { type: 'logSignatureFailure', params: ({ event }) => ({ message: event.error.message }) },
              },
              {
                guard: ({ event }) => event.error.kind === 'rateLimited',
                target: 'rateLimitCooling',
                actions: emit(({ event }) => toast(event.error.message)),
              },
              {
                guard: ({ event }) => event.error.kind === 'business' || event.error.kind === 'transport',
                actions: emit(({ event }) => alert(event.error.message)),
              },
            ],
          },
        },
        rateLimitCooling: {
          after: { rateLimitToastThrottle: 'ready' },
          on: {
            'api.failed': [
              {
                guard: ({ event }) => event.error.kind === 'unauthorized',
                target: 'ready',
                actions: ['forgetUser', 'stopMessaging', 'clearToken', 'tellGuard', 'tellSingleSignOn', { type: 'navigate', params: { to: LOGIN_PATH, replace: true } }],
              },
              {
                guard: ({ event }) => event.error.kind === 'business' || event.error.kind === 'transport',
                actions: emit(({ event }) => alert(event.error.message)),
              },
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
