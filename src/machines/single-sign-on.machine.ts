import { assign, fromPromise, sendParent, setup } from 'xstate';
import { Messages } from '../domain/messages';
import { HOME_PATH, LOGIN_PATH } from '../domain/routes';
import { safeReturnPath } from '../domain/sign-in';
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

/** Parameterised actions and guards as used in transitions (the event typed where it is read). */
const rememberTokenOf = { type: 'rememberToken', params: ({ event }: { event: Event<'session.changed'> }) => event.token } as const;
const rememberErrorOf = { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error } as const;
const isProviderResponseOf = { type: 'isProviderResponse', params: ({ event }: { event: Event<'sso.complete'> }) => event.url } as const;
const isOtherTokenOf = { type: 'isOtherToken', params: ({ event }: { event: Event<'session.changed'> }) => event.token } as const;

/** Events that start a sign-in wherever no provider sign-in is held. */
const startSignIn = {
  'sso.start': { target: '#singleSignOn.redirecting' },
  'sso.complete': [
    { guard: isProviderResponseOf, target: '#singleSignOn.completing' },
    {
      description: 'Opened without the provider answer (typed in, reloaded after use): nothing to complete.',
      target: '#singleSignOn.failed',
      actions: 'rememberMissingResponse',
    },
  ],
  'signIn.redeem': { target: '#singleSignOn.redeeming' },
  'session.changed': { actions: rememberTokenOf },
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
    rememberToken: assign((_, token: string) => ({ token })),
    clearError: assign({ error: '' }),
    rememberError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    rememberMissingResponse: assign({ error: Messages.singleSignOnFailed }),
  },
  guards: {
    isProviderResponse: (_, url: string) => hasProviderResponse(url),
    isOtherToken: ({ context }, token: string) => token !== context.token,
    isStoredSessionOfToken: ({ context }, stored: ProviderSessionOutput | null) =>
      stored !== null && context.token !== '' && stored.accessToken === context.token,
    hasStoredSession: (_, stored: ProviderSessionOutput | null) => stored !== null,
  },
  delays: {
    renewal: ({ context }) => renewalDelayMs(context.expiresIn),
  },
}).createMachine({
  id: 'singleSignOn',
  context: ({ input }) => ({ token: input.token, expiresIn: 0, error: '', returnTo: HOME_PATH }),
  initial: 'resuming',
  states: {
    resuming: {
      description: 'After a (re)load: is the stored token a provider sign-in kept from before? Then it is renewed in time.',
      invoke: {
        src: 'resume',
        onDone: [
          {
            guard: { type: 'isStoredSessionOfToken', params: ({ event }) => event.output },
            target: 'providerSession',
            actions: [assign({ expiresIn: ({ event }) => event.output!.expiresIn }), { type: 'report', params: { type: 'session.singleSignOnResumed' } }],
          },
          {
            description: 'A provider sign-in the session no longer uses (signed in another way since).',
            guard: { type: 'hasStoredSession', params: ({ event }) => event.output },
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
        onError: { target: 'failed', actions: rememberErrorOf },
      },
      on: { 'session.changed': { actions: rememberTokenOf } },
    },
    completing: {
      description: "/oidc-callback: the provider's code is exchanged (with the PKCE verifier) for the tokens.",
      tags: [SingleSignOnTag.busy],
      entry: 'clearError',
      invoke: {
        src: 'completeSignIn',
        input: ({ event }) => {
          if (event.type !== 'sso.complete') throw new Error('completing is entered by sso.complete only');
          return { url: event.url };
        },
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
        onError: { target: 'failed', actions: rememberErrorOf },
      },
      on: { 'session.changed': { actions: rememberTokenOf } },
    },
    redeeming: {
      description: 'A one-time code or login sign is exchanged for a portal token, once.',
      tags: [SingleSignOnTag.busy],
      entry: ['clearError', assign({ returnTo: ({ event }) => safeReturnPath(event.type === 'signIn.redeem' ? event.then : undefined) })],
      invoke: {
        src: 'redeem',
        input: ({ event }) => {
          if (event.type !== 'signIn.redeem') throw new Error('redeeming is entered by signIn.redeem only');
          return { kind: event.kind, secret: event.secret.trim() };
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ token: ({ event }) => event.output.access_token }),
            {
              type: 'report',
              params: ({ event }) => ({ type: 'session.tokenReceived', token: event.output.access_token, expiresIn: event.output.expires_in }),
            },
            { type: 'navigate', params: ({ context }) => ({ to: context.returnTo, replace: true }) },
          ],
        },
        onError: { target: 'failed', actions: rememberErrorOf },
      },
      on: { 'session.changed': { actions: rememberTokenOf } },
    },
    providerSession: {
      description: "The session's token is the provider's access token: it is renewed before it expires.",
      initial: 'active',
      on: {
        'sso.signOut': { target: 'endingSession' },
        'session.changed': { guard: isOtherTokenOf, target: 'idle', actions: [rememberTokenOf, 'forgetProviderSession'] },
        'sso.complete': { guard: isProviderResponseOf, target: 'completing' },
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
      on: { 'session.changed': { actions: rememberTokenOf } },
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
