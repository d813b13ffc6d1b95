import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { OIDC_REDIRECT_PATH } from '../../src/domain/single-sign-on';
import { startTestApp, type TestApp, type TestAppOptions } from './harness';

/**
 * A small browser for walking the provider's pages over real HTTP: it follows nothing by itself
 * (each redirect is a step the test looks at) and keeps cookies the way a browser would for one
 * site, paths aside.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        return (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  clear(): void {
    this.cookies.clear();
  }
}

/**
 * fetch on a fresh connection each time: a kept-alive socket to a server the test has restarted
 * would fail the next request.
 */
export async function httpFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}

export class Browser {
  readonly jar = new CookieJar();

  constructor(readonly origin: string) {}

  async get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const absolute = new URL(url, this.origin).href;
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie && absolute.startsWith(this.origin)) headers.set('cookie', cookie);
    const response = await httpFetch(absolute, { ...init, headers, redirect: 'manual' });
    if (absolute.startsWith(this.origin)) this.jar.store(response);
    return response;
  }
}

/** A port free right now, so the provider's issuer can name it before the app listens. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ListeningTestApp {
  t: TestApp;
  origin: string;
  port: number;
  /** Restarts the app on the same data and listens again on the same port. */
  restart(): Promise<void>;
}

/** The test app, listening on 127.0.0.1 with PUBLIC_ORIGIN naming that address. */
export async function startListeningTestApp(options: TestAppOptions = {}): Promise<ListeningTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ ...options, env: { PUBLIC_ORIGIN: origin, ...options.env } });
  await t.app.listen({ host: '127.0.0.1', port });
  return {
    t,
    origin,
    port,
    async restart() {
      await t.restart();
      await t.app.listen({ host: '127.0.0.1', port });
    },
  };
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  clientId?: string;
  scope?: string;
  redirectUri?: string;
  pkce?: Pkce;
  extra?: Record<string, string>;
}

/** The authorization endpoint's address for the portal's client, as oidc-client-ts builds it. */
export function authorizationUrl(origin: string, request: AuthorizationRequest = {}): { url: string; state: string } {
  const state = randomBytes(12).toString('hex');
  const params = new URLSearchParams({
    client_id: request.clientId ?? 'tutor-portal',
    redirect_uri: request.redirectUri ?? `${origin}${OIDC_REDIRECT_PATH}`,
    response_type: 'code',
    scope: request.scope ?? 'openid profile teacher_api',
    state,
    nonce: randomBytes(12).toString('hex'),
    ...(request.pkce ? { code_challenge: request.pkce.challenge, code_challenge_method: 'S256' } : {}),
    ...request.extra,
  });
  return { url: `${origin}/oidc/auth?${params}`, state };
}

/** The form's action on a sign-in page. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form on the page:\n${html}`);
  return match[1];
}

export interface CodeResult {
  code: string;
  state: string;
  callback: URL;
}

/**
 * Walks authorize → sign-in page → credentials → resume → redirect with a code, checking each step
 * answers what a browser expects.
 */
export async function signInForCode(
  browser: Browser,
  credentials: { username: string; password: string },
  request: AuthorizationRequest = {},
): Promise<CodeResult> {
  const { url, state } = authorizationUrl(browser.origin, request);
  const toInteraction = await browser.get(url);
  const interaction = expectRedirect(toInteraction);
  const page = await browser.get(interaction);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}: ${await page.text()}`);
  const action = formAction(await page.text());
  const afterLogin = await browser.postForm(action, credentials);
  const resume = expectRedirect(afterLogin);
  const toCallback = await browser.get(resume);
  const callback = new URL(expectRedirect(toCallback), browser.origin);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  return { code, state, callback };
}

export function expectRedirect(response: Response): string {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status > 399 || !location) {
    throw new Error(`expected a redirect, got ${response.status} to ${location ?? 'nowhere'}`);
  }
  return location;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
  error?: string;
  error_description?: string;
}

/** POSTs to the token endpoint as a public client would. */
export async function tokenRequest(origin: string, fields: Record<string, string>): Promise<{ status: number; body: TokenResponse }> {
  const response = await httpFetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'tutor-portal', ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse };
}

export async function exchangeCode(origin: string, code: string, verifier: string) {
  return tokenRequest(origin, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${origin}${OIDC_REDIRECT_PATH}`,
    code_verifier: verifier,
  });
}
