import { assign, fromPromise, sendParent, setup } from 'xstate';
import { Messages } from '../domain/messages';
import { HOME_PATH, LOGIN_PATH } from '../domain/routes';
import { OIDC_REDIRECT_PATH, hasProviderResponse, renewalDelayMs } from '../domain/single-sign-on';
import {
  SingleSignOnTag,
  type ProviderSessionOutput,
  type RedeemInput,
  type RedeemedToken,
  type SingleSignOnContext,
  type SingleSignOnEvent,
  type SingleSignOnInput,
  type SingleSignOnReport,
  type SingleSignOnTagName,
} from './single-sign-on.types';

type Event<T extends SingleSignOnEvent['type']> = Extract<SingleSignOnEvent, { type: T }>;

/** Events that start a sign-in wherever no provider sign-in is held. */
const startSignIn = {
  'sso.start': { target: '#singleSignOn.redirecting' },
  'sso.complete': [
    { guard: 'isProviderResponse', target: '#singleSignOn.completing' },
    {
      description: 'Opened without the provider answer (typed in, reloaded after use): nothing to complete.',
      target: '#singleSignOn.failed',
      actions: 'rememberMissingResponse',
    },
  ],
  'signIn.redeem': { target: '#singleSignOn.redeeming' },
  'session.changed': { actions: 'rememberToken' },
} as const;

/**
 * Sign-ins without the password form (issue 4): single sign-on through the identity provider
 * (start on /login, complete on /oidc-callback, renew before expiry, end the provider session on
 * sign-out) and the one-time secrets of /loginAuto and /clientAutoLogin. It is a long-lived child
 * of the session, which it tells about every token; the session tells it when its token changes.
 */
export const singleSignOnMachine = setup({
  types: {
    context: {} as SingleSignOnContext,
    events: {} as SingleSignOnEvent,
    input: {} as SingleSignOnInput,
    tags: {} as SingleSignOnTagName,
  },
  actors: {
    resume: fromPromise<ProviderSessionOutput | null>(async () => {
      throw new Error('resume not provided');
    }),
    startSignIn: fromPromise<void>(async () => {
      throw new Error('startSignIn not provided');
    }),
    completeSignIn: fromPromise<ProviderSessionOutput, { url: string }>(async () => {
      throw new Error('completeSignIn not provided');
    }),
    renew: fromPromise<ProviderSessionOutput>(async () => {
      throw new Error('renew not provided');
    }),
    endProviderSession: fromPromise<void>(async () => {
      throw new Error('endProviderSession not provided');
    }),
    redeem: fromPromise<RedeemedToken, RedeemInput>(async () => {
      throw new Error('redeem not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    report: (_, _params: SingleSignOnReport) => {},
    forgetProviderSession: () => {},
    logRenewalFailure: (_, _params: { error: unknown }) => {},
    rememberToken: assign({ token: ({ event }) => (event as Event<'session.changed'>).token }),
    clearError: assign({ error: '' }),
    rememberError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    rememberMissingResponse: assign({ error: Messages.singleSignOnFailed }),
  },
  guards: {
    isProviderResponse: ({ event }) => hasProviderResponse((event as Event<'sso.complete'>).url),
    isOtherToken: ({ context, event }) => (event as Event<'session.changed'>).token !== context.token,
    isStoredSessionOfToken: ({ context, event }) => {
      const stored = (event as unknown as { output: ProviderSessionOutput | null }).output;
      return stored !== null && context.token !== '' && stored.accessToken === context.token;
    },
    hasStoredSession: ({ event }) => (event as unknown as { output: ProviderSessionOutput | null }).output !== null,
  },
  delays: {
    renewal: ({ context }) => renewalDelayMs(context.expiresIn),
  },
}).createMachine({
  id: 'singleSignOn',
  context: ({ input }) => ({ token: input.token, expiresIn: 0, error: '' }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'After a (re)load: is the stored token a provider sign-in kept from before? Then it is renewed in time.',
      invoke: {
        src: 'resume',
        onDone: [
          {
            guard: 'isStoredSessionOfToken',
            target: 'providerSession',
            actions: [
              assign({ expiresIn: ({ event }) => event.output!.expiresIn }),
              { type: 'report', params: { type: 'session.singleSignOnResumed' } },
            ],
          },
          {
            description: 'A provider sign-in the session no longer uses (signed in another way since).',
            guard: 'hasStoredSession',
            target: 'idle',
            actions: 'forgetProviderSession',
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
      on: startSignIn,
    },
    idle: {
      description: 'No provider sign-in is held.',
      on: startSignIn,
    },
    failed: {
      tags: [SingleSignOnTag.failed],
      on: startSignIn,
    },
    redirecting: {
      description: "The browser is on its way to the provider's sign-in page.",
      tags: [SingleSignOnTag.busy],
      entry: 'clearError',
      invoke: {
        src: 'startSignIn',
        // Settles only when the page comes back from the back-forward cache.
        onDone: { target: 'idle' },
        onError: { target: 'failed', actions: 'rememberError' },
      },
      on: { 'session.changed': { actions: 'rememberToken' } },
    },
    completing: {
      description: "/oidc-callback: the provider's code is exchanged (with the PKCE verifier) for the tokens.",
      tags: [SingleSignOnTag.busy],
      entry: 'clearError',
      invoke: {
        src: 'completeSignIn',
        input: ({ event }) => ({ url: (event as Event<'sso.complete'>).url }),
        onDone: {
          target: 'providerSession',
          actions: [
            assign({ token: ({ event }) => event.output.accessToken, expiresIn: ({ event }) => event.output.expiresIn }),
            {
              type: 'report',
              params: ({ event }) => ({ type: 'session.singleSignOnSignedIn', token: event.output.accessToken, expiresIn: event.output.expiresIn }),
            },
            // The guard continues on the bare callback address (shell.md §4 step 3, or /home); the code leaves the address bar.
            { type: 'navigate', params: { to: OIDC_REDIRECT_PATH, replace: true } },
          ],
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
      on: { 'session.changed': { actions: 'rememberToken' } },
    },
    redeeming: {
      description: 'A one-time code or login sign is exchanged for a portal token, once.',
      tags: [SingleSignOnTag.busy],
      entry: 'clearError',
      invoke: {
        src: 'redeem',
        input: ({ event }) => {
          const redeem = event as Event<'signIn.redeem'>;
          return { kind: redeem.kind, secret: redeem.secret.trim() };
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ token: ({ event }) => event.output.access_token }),
            {
              type: 'report',
              params: ({ event }) => ({ type: 'session.tokenReceived', token: event.output.access_token, expiresIn: event.output.expires_in }),
            },
            { type: 'navigate', params: { to: HOME_PATH, replace: true } },
          ],
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
      on: { 'session.changed': { actions: 'rememberToken' } },
    },
    providerSession: {
      description: "The session's token is the provider's access token: it is renewed before it expires.",
      initial: 'active',
      on: {
        'sso.signOut': { target: 'endingSession' },
        'session.changed': { guard: 'isOtherToken', target: 'idle', actions: ['rememberToken', 'forgetProviderSession'] },
        'sso.complete': { guard: 'isProviderResponse', target: 'completing' },
        'signIn.redeem': { target: 'redeeming', actions: 'forgetProviderSession' },
      },
      states: {
        active: {
          after: { renewal: { target: 'renewing' } },
        },
        renewing: {
          invoke: {
            src: 'renew',
            onDone: {
              target: 'active',
              actions: [
                assign({ token: ({ event }) => event.output.accessToken, expiresIn: ({ event }) => event.output.expiresIn }),
                {
                  type: 'report',
                  params: ({ event }) => ({ type: 'session.tokenRenewed', token: event.output.accessToken, expiresIn: event.output.expiresIn }),
                },
              ],
            },
            onError: { target: 'renewalFailed', actions: { type: 'logRenewalFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        renewalFailed: {
          description: 'The token lives on until it expires; then the API refuses it and the tutor signs in again (ErrorCode 3).',
        },
      },
    },
    endingSession: {
      description: "The browser is on its way to the provider's end-session page, which returns to /login.",
      tags: [SingleSignOnTag.busy],
      invoke: {
        src: 'endProviderSession',
        // Settles only when the page comes back from the back-forward cache: the portal session is over anyway.
        onDone: { target: 'idle', actions: ['forgetProviderSession', { type: 'navigate', params: { to: LOGIN_PATH, replace: true } }] },
        onError: { target: 'idle', actions: ['forgetProviderSession', { type: 'navigate', params: { to: LOGIN_PATH, replace: true } }] },
      },
      on: { 'session.changed': { actions: 'rememberToken' } },
    },
  },
});

/** The machine as the session's child: its reports go to the parent as events. */
export const childSingleSignOnMachine = singleSignOnMachine.provide({
  actions: { report: sendParent((_, params: SingleSignOnReport) => params) },
});

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : Messages.singleSignOnFailed;
}
