import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Messages } from '../../src/domain/messages';
import { sessionMachine } from '../../src/machines/session.machine';
import { createSingleSignOnLogic } from '../../src/actors/single-sign-on.actors';
import type { ApiClient } from '../../src/services/api-client';
import { ApiError } from '../../src/services/api-errors';
import type { CookieJar } from '../../src/services/cookies';
import type { OidcClient, ProviderSession } from '../../src/services/oidc-client';
import LoginPage from '../../src/views/pages/login/login.page';
import AutoLoginPage from '../../src/views/pages/sign-in/auto-login.page';
import OidcCallbackPage from '../../src/views/pages/sign-in/oidc-callback.page';
import { SessionContext } from '../../src/views/session-context';
import { pendingPromise, silentCallback } from '../machines/path-testing';

interface Fakes {
  startSignIn?: () => Promise<void>;
  completeSignIn?: (url: string) => Promise<ProviderSession>;
  /** The API's answer to a GET (AutoLogin, GetTokenByLoginSign). */
  get?: (path: string, query: Record<string, unknown>) => Promise<unknown>;
}

const never = () => new Promise<never>(() => {});

/**
 * The session with its real sign-in child and actors; the provider (oidc-client-ts) and the API
 * are fakes that record what they were asked. Rendered in StrictMode, as the app is.
 */
function renderWithSession(page: React.ReactNode, fakes: Fakes = {}) {
  const navigations: string[] = [];
  const stored: Array<{ token: string; expiresIn: number }> = [];
  const oidc: OidcClient = {
    startSignIn: fakes.startSignIn ?? never,
    completeSignIn: fakes.completeSignIn ?? never,
    renew: never,
    storedSession: async () => null,
    endProviderSession: never,
    forget: async () => {},
  };
  const api = { get: (path: string, query: Record<string, unknown>) => (fakes.get ?? never)(path, query) } as unknown as ApiClient;
  const cookies: CookieJar = { get: () => '', set: () => {}, remove: () => {} };
  const signIn = createSingleSignOnLogic({ oidc, api, cookies, navigate: (to) => void navigations.push(to) });
  const logic = sessionMachine.provide({
    actors: { routeGuard: silentCallback() as never, singleSignOn: signIn, followUpLoads: silentCallback(), login: pendingPromise() },
    actions: { navigate: (_, params) => void navigations.push(params.to), persistToken: (_, params) => void stored.push(params), clearToken: () => {} },
  });
  const input = { token: '', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] };
  render(
    <StrictMode>
      <SessionContext.Provider logic={logic} options={{ input }}>
        {page}
      </SessionContext.Provider>
    </StrictMode>,
  );
  return { navigations, stored };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('login page: single sign-on', () => {
  it("offers single sign-on beside the password form and goes to the provider's page once", async () => {
    let started = 0;
    renderWithSession(<LoginPage />, { startSignIn: () => ((started += 1), new Promise<void>(() => {})) });
    const button = screen.getByRole('button', { name: 'Sign in with single sign-on' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.setup().click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in with single sign-on/ })).toBeDisabled());
    expect(started).toBe(1);
  });

  it('says so when the sign-in service cannot be reached', async () => {
    renderWithSession(<LoginPage />, { startSignIn: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.singleSignOnUnavailable);
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeEnabled();
  });
});

describe('/oidc-callback page', () => {
  it("redeems the provider's answer once, stores the token with its expiry and leaves the code behind", async () => {
    window.history.replaceState(null, '', '/oidc-callback?code=c1&state=s1');
    const redeemed: string[] = [];
    const { navigations, stored } = renderWithSession(<OidcCallbackPage />, {
      completeSignIn: async (url) => (redeemed.push(url), { accessToken: 'provider-1', expiresIn: 3600 }),
    });
    expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeInTheDocument();
    await waitFor(() => expect(navigations).toEqual(['/oidc-callback']));
    expect(redeemed).toEqual([`${window.location.origin}/oidc-callback?code=c1&state=s1`]);
    expect(stored).toEqual([{ token: 'provider-1', expiresIn: 3600 }]);
  });

  it('shows why the sign-in failed and the way back to the sign-in page', async () => {
    window.history.replaceState(null, '', '/oidc-callback?error=access_denied&state=s1');
    const { stored } = renderWithSession(<OidcCallbackPage />, { completeSignIn: async () => Promise.reject(new Error('No matching state found in storage')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.singleSignOnFailed);
    expect(screen.getByRole('heading', { name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
    expect(stored).toEqual([]);
  });

  it('opened without an answer from the provider, it fails without calling it', async () => {
    window.history.replaceState(null, '', '/oidc-callback');
    let called = false;
    renderWithSession(<OidcCallbackPage />, { completeSignIn: async () => ((called = true), { accessToken: 'x', expiresIn: 60 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.singleSignOnFailed);
    expect(called).toBe(false);
  });
});

describe('/loginAuto page', () => {
  it('redeems the code once and goes home', async () => {
    window.history.replaceState(null, '', '/loginAuto?code=abc');
    const asked: Array<{ path: string; query: Record<string, unknown> }> = [];
    const { navigations, stored } = renderWithSession(<AutoLoginPage />, {
      get: async (path, query) => (asked.push({ path, query }), { access_token: 'portal-1', expires_in: 43200 }),
    });
    await waitFor(() => expect(navigations).toEqual(['/home']));
    expect(asked).toEqual([{ path: '/api/Account/AutoLogin', query: { code: 'abc' } }]);
    expect(stored).toEqual([{ token: 'portal-1', expiresIn: 43200 }]);
  });

  it("shows the server's message for a used code and a way to sign in", async () => {
    window.history.replaceState(null, '', '/loginAuto?code=used');
    renderWithSession(<AutoLoginPage />, { get: async () => Promise.reject(new ApiError('business', Messages.autoLoginCodeInvalid, 1)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.autoLoginCodeInvalid);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
  });
});
