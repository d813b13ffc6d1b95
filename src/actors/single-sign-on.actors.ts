import { fromPromise } from 'xstate';
import { Messages } from '../domain/messages';
import { CookieKey } from '../domain/session-constants';
import { childSingleSignOnMachine } from '../machines/single-sign-on.machine';
import type { RedeemInput, RedeemedToken } from '../machines/single-sign-on.types';
import type { ApiClient } from '../services/api-client';
import { isApiError } from '../services/api-errors';
import type { CookieJar } from '../services/cookies';
import { ClockSkewError, type OidcClient } from '../services/oidc-client';

export interface SingleSignOnDeps {
  oidc: OidcClient;
  api: ApiClient;
  cookies: CookieJar;
  navigate(to: string, options: { replace: boolean }): void;
}

/**
 * The sign-in machine with its real actors: oidc-client-ts for the provider, the API for one-time
 * secrets. Failures become Errors whose message is what the tutor is told; the cause is logged.
 */
export function createSingleSignOnLogic(deps: SingleSignOnDeps) {
  // A provider answer and a one-time secret can be used once: asking again (an actor restarted
  // from a persisted snapshot, as React's StrictMode does) gets the first answer, not a refusal.
  const answers = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    if (!answers.has(key)) answers.set(key, ask());
    return answers.get(key) as Promise<T>;
  };

  return childSingleSignOnMachine.provide({
    actors: {
      resume: fromPromise(async () => deps.oidc.storedSession()),
      startSignIn: fromPromise(async () => {
        try {
          await deps.oidc.startSignIn();
        } catch (error) {
          console.warn('single sign-on could not start', error);
          throw new Error(Messages.singleSignOnUnavailable);
        }
      }),
      completeSignIn: fromPromise<{ accessToken: string; expiresIn: number }, { url: string }>(async ({ input }) =>
        once(`callback ${input.url}`, async () => {
          try {
            return await deps.oidc.completeSignIn(input.url);
          } catch (error) {
            console.warn('single sign-on could not complete', error);
            throw new Error(error instanceof ClockSkewError ? Messages.singleSignOnClockSkew : Messages.singleSignOnFailed);
          }
        }),
      ),
      renew: fromPromise(async () => deps.oidc.renew()),
      endProviderSession: fromPromise(async () => deps.oidc.endProviderSession()),
      redeem: fromPromise<RedeemedToken, RedeemInput>(async ({ input }) => {
        // The desktop client passes its sign in the address, or the portal kept it in the cookie (route guard step 3).
        const secret = input.kind === 'loginSign' ? input.secret || deps.cookies.get(CookieKey.loginSign) : input.secret;
        return once(`${input.kind} ${secret}`, () => redeem(deps, { kind: input.kind, secret }));
      }),
    },
    actions: {
      navigate: (_, params) => deps.navigate(params.to, { replace: params.replace }),
      forgetProviderSession: () => {
        deps.oidc.forget().catch((error: unknown) => console.warn('could not forget the provider sign-in', error));
      },
      logRenewalFailure: (_, params) => console.warn('the provider sign-in could not be renewed', params.error),
    },
  });
}

/**
 * GET /api/Account/AutoLogin or GetTokenByLoginSign: each secret signs in once. Not aborted once
 * sent: the server may already have used the secret up.
 */
async function redeem(deps: SingleSignOnDeps, input: RedeemInput): Promise<RedeemedToken> {
  if (input.kind === 'autoLoginCode') {
    if (!input.secret) throw new Error(Messages.autoLoginCodeInvalid);
    return deps.api.get<RedeemedToken>('/api/Account/AutoLogin', { code: input.secret });
  }
  const loginSign = input.secret;
  if (!loginSign) throw new Error(Messages.loginSignInvalid);
  // A sign is single-use: once the server has answered about it, it is of no further use here.
  const forgetSign = () => {
    if (deps.cookies.get(CookieKey.loginSign) === loginSign) deps.cookies.remove(CookieKey.loginSign);
  };
  try {
    const token = await deps.api.get<RedeemedToken>('/api/Account/GetTokenByLoginSign', { loginSign });
    forgetSign();
    return token;
  } catch (error) {
    if (isApiError(error) && error.kind !== 'transport' && error.kind !== 'aborted') forgetSign();
    throw error;
  }
}
