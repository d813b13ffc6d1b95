import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { OIDC_POST_LOGOUT_REDIRECT_PATH } from '../../src/domain/single-sign-on';
import { DemoUsers, usingPostgres } from './harness';
import {
  authorizationUrl,
  Browser,
  exchangeCode,
  expectRedirect,
  formAction,
  httpFetch,
  newPkce,
  signInForCode,
  startListeningTestApp,
  tokenRequest,
  type ListeningTestApp,
} from './oidc-browser';

const demo = { username: 'demo', password: DemoUsers.demo.password };

describe(`the portal's own OpenID Connect provider (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: ListeningTestApp;
  let origin: string;
  beforeAll(async () => {
    server = await startListeningTestApp();
    origin = server.origin;
  });
  afterAll(async () => server.t.close());

  async function signInAndExchange(browser = new Browser(origin)) {
    const pkce = newPkce();
    const { code } = await signInForCode(browser, demo, { pkce });
    const tokens = await exchangeCode(origin, code, pkce.verifier);
    expect(tokens.status).toBe(200);
    return { browser, tokens: tokens.body };
  }

  it('publishes its discovery document and its public keys', async () => {
    const response = await httpFetch(`${origin}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
      token_endpoint: `${origin}/oidc/token`,
      userinfo_endpoint: `${origin}/oidc/me`,
      end_session_endpoint: `${origin}/oidc/session/end`,
      jwks_uri: `${origin}/oidc/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile']));

    const jwks = (await (await httpFetch(`${origin}/oidc/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('tells the client which authority and client to use', async () => {
    const setting = await server.t.call<{ AuthorityUrl: string }>('GET', '/api/System/setting', { sign: false });
    expect(setting.json.Body.AuthorityUrl).toBe(`${origin}/oidc`);
    const sso = await server.t.call('GET', '/api/Account/SingleSignOnSetting', { sign: false });
    expect(sso.json).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: { Authority: `${origin}/oidc`, ClientId: 'tutor-portal', Scope: 'openid profile teacher_api', IsOwnProvider: true },
    });
  });

  it('renders its sign-in page in the portal look, without scripts, under the CSP', async () => {
    const browser = new Browser(origin);
    const interaction = expectRedirect(await browser.get(authorizationUrl(origin, { pkce: newPkce() }).url));
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const page = await browser.get(interaction);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('Sign in to the Tutor Portal');
    expect(html).toContain('<link rel="stylesheet" href="/oidc-assets/sign-in.css">');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const css = await httpFetch(`${origin}/oidc-assets/sign-in.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('walks the authorization code flow with PKCE and issues a token the API accepts', async () => {
    const pkce = newPkce();
    const browser = new Browser(origin);
    const { code, state, callback } = await signInForCode(browser, demo, { pkce });
    expect(callback.origin + callback.pathname).toBe(`${origin}/oidc-callback`);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(`${origin}/oidc`);

    const { status, body } = await exchangeCode(origin, code, pkce.verifier);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: server.t.config.oidc.accessTokenTtlSeconds, scope: 'teacher_api' });
    expect(body.refresh_token).toEqual(expect.any(String));
    const idToken = decodeJwt(body.id_token);
    expect(idToken).toMatchObject({ iss: `${origin}/oidc`, aud: 'tutor-portal', sub: String(DemoUsers.demo.id) });

    const info = await server.t.call<{ tuid: number; account: string }>('GET', '/api/account/userinfo', { token: body.access_token });
    expect(info.json.ErrorCode).toBe(0);
    expect(info.json.Body).toMatchObject({ tuid: DemoUsers.demo.id, account: 'demo' });
  });

  it('refuses a wrong code_verifier, and a code used twice', async () => {
    const pkce = newPkce();
    const { code } = await signInForCode(new Browser(origin), demo, { pkce });
    const wrong = await exchangeCode(origin, code, newPkce().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.access_token).toBeUndefined();

    const pkce2 = newPkce();
    const { code: code2 } = await signInForCode(new Browser(origin), demo, { pkce: pkce2 });
    expect((await exchangeCode(origin, code2, pkce2.verifier)).status).toBe(200);
    const again = await exchangeCode(origin, code2, pkce2.verifier);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = new Browser(origin);
    const response = await browser.get(authorizationUrl(origin).url);
    const callback = new URL(expectRedirect(response));
    expect(callback.pathname).toBe('/oidc-callback');
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('never redirects to an address the client did not register', async () => {
    const browser = new Browser(origin);
    const { url } = authorizationUrl(origin, { pkce: newPkce(), redirectUri: 'https://evil.example/oidc-callback' });
    const response = await browser.get(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri did not match');
  });

  it('never sends the browser after sign-out to an address the client did not register', async () => {
    const { browser, tokens } = await signInAndExchange();
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: 'https://evil.example/login' });
    const response = await browser.get(`${origin}/oidc/session/end?${params}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('post_logout_redirect_uri not registered');
  });

  it('answers a wrong password on its page with the portal message and no code', async () => {
    const browser = new Browser(origin);
    const interaction = expectRedirect(await browser.get(authorizationUrl(origin, { pkce: newPkce() }).url));
    const action = formAction(await (await browser.get(interaction)).text());
    const failed = await browser.postForm(action, { username: 'demo2', password: 'wrong' });
    expect(failed.status).toBe(401);
    const html = await failed.text();
    expect(html).toContain(Messages.wrongCredentials);
    expect(html).toContain('value="demo2"');
    expect(failed.headers.get('location')).toBeNull();
  });

  it('echoes a typed username escaped, never as markup', async () => {
    const browser = new Browser(origin);
    const interaction = expectRedirect(await browser.get(authorizationUrl(origin, { pkce: newPkce() }).url));
    const action = formAction(await (await browser.get(interaction)).text());
    const html = await (await browser.postForm(action, { username: '"><script>alert(1)</script>', password: 'x' })).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('refuses a sign-in form posted without the interaction cookie', async () => {
    const browser = new Browser(origin);
    const interaction = expectRedirect(await browser.get(authorizationUrl(origin, { pkce: newPkce() }).url));
    const action = formAction(await (await browser.get(interaction)).text());
    const stranger = new Browser(origin);
    const forged = await stranger.postForm(action, demo);
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();
  });

  it('renews the access token with the refresh token', async () => {
    const { tokens } = await signInAndExchange();
    // oidc-client-ts sends back the scope the token response named.
    const renewed = await tokenRequest(origin, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      scope: tokens.scope,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(tokens.access_token);
    const info = await server.t.call<{ tuid: number }>('GET', '/api/account/userinfo', { token: renewed.body.access_token });
    expect(info.json.Body.tuid).toBe(DemoUsers.demo.id);
  });

  it('keeps keys, sessions and tokens across a restart', async () => {
    const { browser, tokens } = await signInAndExchange();
    const keysBefore = await (await httpFetch(`${origin}/oidc/jwks`)).json();
    await server.restart();
    expect(await (await httpFetch(`${origin}/oidc/jwks`)).json()).toEqual(keysBefore);
    const info = await server.t.call<{ tuid: number }>('GET', '/api/account/userinfo', { token: tokens.access_token });
    expect(info.json.Body.tuid).toBe(DemoUsers.demo.id);

    // The provider session survives too: a new authorization needs no sign-in page.
    const pkce = newPkce();
    const callback = new URL(expectRedirect(await browser.get(authorizationUrl(origin, { pkce }).url)));
    expect(callback.pathname).toBe('/oidc-callback');
    const code = callback.searchParams.get('code') ?? '';
    expect((await exchangeCode(origin, code, pkce.verifier)).status).toBe(200);
  });

  it('ends the provider session on sign-out, and with it the access token', async () => {
    const { browser, tokens } = await signInAndExchange();
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${origin}${OIDC_POST_LOGOUT_REDIRECT_PATH}`,
      client_id: 'tutor-portal',
    });
    const confirm = await browser.get(`${origin}/oidc/session/end?${params}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('Sign out of the Tutor Portal?');
    expect(html).not.toMatch(/<script/i);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"|<form[^>]*action="([^"]+)"[^>]*id="op.logoutForm"/.exec(html);
    const done = await browser.postForm(action?.[1] ?? action?.[2] ?? '', { xsrf, logout: 'yes' });
    expect(expectRedirect(done)).toBe(`${origin}${OIDC_POST_LOGOUT_REDIRECT_PATH}`);

    const refused = await server.t.call('GET', '/api/account/userinfo', { token: tokens.access_token });
    expect(refused.json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const renewal = await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
    expect(renewal.body.error).toBe('invalid_grant');
    // Signing in again needs the password again.
    const next = expectRedirect(await browser.get(authorizationUrl(origin, { pkce: newPkce() }).url));
    expect(next).toMatch(/^\/oidc\/interaction\//);
  });

  it('refuses its tokens once the tutor is disabled', async () => {
    const { tokens } = await signInAndExchange();
    await server.t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', DemoUsers.demo.id).execute();
    try {
      const refused = await server.t.call('GET', '/api/account/userinfo', { token: tokens.access_token });
      expect(refused.json.ErrorCode).toBe(ErrorCode.Unauthorized);
    } finally {
      await server.t.database.db.updateTable('users').set({ disabled: 0 }).where('id', '=', DemoUsers.demo.id).execute();
    }
  });

  it('refuses a tampered access token', async () => {
    const { tokens } = await signInAndExchange();
    const forged = `${tokens.access_token.slice(0, -2)}xx`;
    const refused = await server.t.call('GET', '/api/account/userinfo', { token: forged });
    expect(refused.json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it("logs a single sign-on tutor's client download as theirs (optional auth), and a bad token's as anonymous", async () => {
    const { tokens } = await signInAndExchange();
    const download = { SourceType: 1, ClientInfo: 'sso', ClientType: 1 };
    expect((await server.t.call('POST', '/api/Account/AddTutorClientDownloadsLog', { token: tokens.access_token, body: download })).json.ErrorCode).toBe(0);
    const forged = { ...download, ClientInfo: 'forged' };
    expect((await server.t.call('POST', '/api/Account/AddTutorClientDownloadsLog', { token: 'not-a-token', body: forged })).json.ErrorCode).toBe(0);
    const rows = await server.t.database.db
      .selectFrom('client_download_logs')
      .select(['user_id', 'client_info'])
      .where('client_info', 'in', ['sso', 'forged'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_id: DemoUsers.demo.id, client_info: 'sso' },
      { user_id: null, client_info: 'forged' },
    ]);
  });
});
