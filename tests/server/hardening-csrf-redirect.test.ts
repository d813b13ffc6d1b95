import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { operationsOf, type Operation } from './fuzz-openapi';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const EVIL = 'https://evil.example';

/**
 * The open-redirect sweep and the CSRF look of issue 22, over every operation of the OpenAPI
 * document (new routes join by being in it). The identity provider's own redirects and its
 * cookie-bound sign-in form are covered in oidc-provider.test.ts ("never redirects to an address
 * the client did not register", "refuses a sign-in form posted without the interaction cookie");
 * the client's redirect policy in tests/unit (redirect-policy).
 */
describe(`open redirects and cross-site requests (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    token = await t.login('demo', DemoUsers.demo.password);
    operations = operationsOf(JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body));
  });
  afterAll(async () => t.close());

  const urlOf = (operation: Operation, query: Record<string, string>) =>
    `${operation.path.replace(/\{[^}]+\}/g, 'x')}?${new URLSearchParams(query).toString()}`;

  it('never redirects anywhere from the API, whatever address a query names', async () => {
    const lures = { redirectUrl: EVIL, returnUrl: EVIL, redirect_uri: EVIL, next: `//evil.example`, url: EVIL };
    for (const operation of operations) {
      const url = urlOf(operation, lures);
      const response = await t.app.inject({
        method: operation.method,
        url,
        headers: { authorization: `Bearer ${token}`, ...signHeaders(t.config, lures, undefined) },
      });
      expect(Math.floor(response.statusCode / 100), `${operation.method} ${url}`).not.toBe(3);
      expect(response.headers.location, `${operation.method} ${url}`).toBeUndefined();
    }
  });

  it('never redirects a protocol-relative or backslash path to another host', async () => {
    for (const url of [
      '//evil.example/',
      '//evil.example/%2e%2e',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/redirect?redirectUrl=https://evil.example',
      '///evil.example',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers.location, url).toBeUndefined();
      expect(response.statusCode, url).not.toBe(301);
    }
  });

  it('does not take a session from cookies: every state-changing call answers a cookie-only request as one without credentials', async () => {
    const cookie = `access_token=${token}; token=${token}; Authorization=Bearer%20${token}`;
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const headers = { ...signHeaders(t.config, {}, undefined), origin: EVIL };
      const bare = await t.app.inject({ method: operation.method, url: urlOf(operation, {}), headers });
      const withCookies = await t.app.inject({ method: operation.method, url: urlOf(operation, {}), headers: { ...headers, cookie } });
      expect(withCookies.statusCode, `${operation.method} ${operation.path}`).toBe(bare.statusCode);
      if (bare.statusCode === 401) expect(withCookies.json().ErrorCode).toBe(ErrorCode.Unauthorized);
    }
  });

  it('sets no cookie and allows no other origin on any API answer', async () => {
    for (const operation of operations) {
      const response = await t.app.inject({
        method: operation.method,
        url: urlOf(operation, {}),
        headers: { authorization: `Bearer ${token}`, origin: EVIL, ...signHeaders(t.config, {}, undefined) },
      });
      expect(response.headers['set-cookie'], operation.path).toBeUndefined();
      expect(response.headers['access-control-allow-origin'], operation.path).toBeUndefined();
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/account/logout',
      headers: { origin: EVIL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });

  it('refuses to be framed by another site', async () => {
    const page = await t.app.inject({ url: '/api/System/GetTimestamp' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });
});
