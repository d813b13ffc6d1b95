import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/**
 * A second, independent identity provider for these tests: a real RSA key pair, its discovery
 * document and JWKS served over HTTP on a local port, and tokens signed with jose.
 */
class TestIssuer {
  private server?: http.Server;
  authority = '';
  failDiscovery = false;
  readonly kid = 'test-key-1';
  private privateKey?: CryptoKey;
  private publicJwk?: JWK;

  async start(): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.publicJwk = { ...(await exportJWK(publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' };
    this.server = http.createServer((request, response) => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/realms/tutors/.well-known/openid-configuration') {
        if (this.failDiscovery) return send(503, { error: 'unavailable' });
        return send(200, {
          issuer: this.authority,
          jwks_uri: `${this.authority}/protocol/openid-connect/certs`,
          authorization_endpoint: `${this.authority}/protocol/openid-connect/auth`,
          token_endpoint: `${this.authority}/protocol/openid-connect/token`,
        });
      }
      if (request.url === '/realms/tutors/protocol/openid-connect/certs') return send(200, { keys: [this.publicJwk] });
      return send(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.authority = `http://127.0.0.1:${port}/realms/tutors`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** An access token as Keycloak shapes one, valid for five minutes from `now` unless overridden. */
  async token(
    now: Date,
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; kid?: string; issuer?: string; audience?: string; expiresInSeconds?: number } = {},
  ): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ preferred_username: 'demo', scope: 'openid profile teacher_api', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? this.kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? this.authority)
      .setAudience(options.audience ?? 'teacher-api')
      .setSubject('f1c2d3e4-keycloak-user-id')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 300))
      .sign(options.key ?? this.privateKey!);
  }
}

const userinfo = (app: TestApp, token: string) => app.call<{ tuid: number }>('GET', '/api/account/userinfo', { token });
const database = usingPostgres ? 'PostgreSQL' : 'SQLite';
const issuer = new TestIssuer();
const appEnv = (env: Record<string, string> = {}) => ({
  env: { OIDC_AUTHORITY: issuer.authority, OIDC_AUDIENCE: 'teacher-api', OIDC_CLIENT_ID: 'tutor-portal-web', ...env },
});

beforeAll(async () => issuer.start());
afterAll(async () => issuer.stop());

// One app at a time: each describe opens its own and closes it before the next starts.
describe(`an external OpenID Connect provider (${database})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(appEnv({ OIDC_USER_CLAIM: 'preferred_username' }));
  });
  afterAll(async () => t.close());

  it('tells the client to sign in at the external authority and hosts no provider of its own', async () => {
    const setting = await t.call<{ AuthorityUrl: string }>('GET', '/api/System/setting', { sign: false });
    expect(setting.json.Body.AuthorityUrl).toBe(issuer.authority);
    const sso = await t.call('GET', '/api/Account/SingleSignOnSetting', { sign: false });
    expect(sso.json.Body).toEqual({
      Authority: issuer.authority,
      ClientId: 'tutor-portal-web',
      Scope: 'openid profile teacher_api',
      IsOwnProvider: false,
    });
    const discovery = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    const csp = String(setting.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(issuer.authority).origin.replace(/\./g, '\\.')}`));
  });

  it("accepts the provider's access token and maps it to the tutor by preferred_username", async () => {
    const token = await issuer.token(t.clock.now());
    const result = await userinfo(t, token);
    expect(result.json.ErrorCode).toBe(0);
    expect(result.json.Body.tuid).toBe(DemoUsers.demo.id);
    // Roles come from the portal, not from the token: a tutor stays out of staff calls.
    const staffOnly = await t.call('POST', '/api/Staff/CreateAutoLoginCode', { token, body: { Tuid: DemoUsers.demo2.id } });
    expect(staffOnly.json.ErrorCode).toBe(ErrorCode.Forbidden);
  });

  it('refuses a token with a bad signature', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const forged = await issuer.token(t.clock.now(), {}, { key: otherKey });
    expect((await userinfo(t, forged)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const unknownKey = await issuer.token(t.clock.now(), {}, { key: otherKey, kid: 'someone-else' });
    expect((await userinfo(t, unknownKey)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const valid = await issuer.token(t.clock.now());
    const [header, payload] = valid.split('.');
    const tampered = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await userinfo(t, tampered)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a token for another audience', async () => {
    const token = await issuer.token(t.clock.now(), {}, { audience: 'account' });
    const result = await userinfo(t, token);
    expect(result.status).toBe(401);
    expect(result.json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a token from another issuer, even signed with the right key', async () => {
    const token = await issuer.token(t.clock.now(), {}, { issuer: 'https://login.evil.example/realms/tutors' });
    expect((await userinfo(t, token)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a token once it has expired, by the server clock', async () => {
    const token = await issuer.token(t.clock.now(), {}, { expiresInSeconds: 60 });
    expect((await userinfo(t, token)).json.ErrorCode).toBe(0);
    t.clock.advance(10 * 60 * 1000);
    try {
      expect((await userinfo(t, token)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    } finally {
      t.clock.advance(-10 * 60 * 1000);
    }
  });

  it('refuses an unsigned token and one signed with a shared secret', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const body = Buffer.from(JSON.stringify({ iss: issuer.authority, aud: 'teacher-api', exp: now + 300, preferred_username: 'demo' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: issuer.kid })).toString('base64url')}.${body}.`;
    expect((await userinfo(t, none)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const hmac = await new SignJWT({ preferred_username: 'demo' })
      .setProtectedHeader({ alg: 'HS256', kid: issuer.kid })
      .setIssuer(issuer.authority)
      .setAudience('teacher-api')
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode('a shared secret that is long enough'));
    expect((await userinfo(t, hmac)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a valid token naming nobody the portal knows, or a disabled tutor', async () => {
    const stranger = await issuer.token(t.clock.now(), { preferred_username: 'nobody' });
    expect((await userinfo(t, stranger)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const missing = await issuer.token(t.clock.now(), { preferred_username: undefined });
    expect((await userinfo(t, missing)).json.ErrorCode).toBe(ErrorCode.Unauthorized);

    const token = await issuer.token(t.clock.now(), { preferred_username: 'demo2' });
    await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', DemoUsers.demo2.id).execute();
    try {
      expect((await userinfo(t, token)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    } finally {
      await t.database.db.updateTable('users').set({ disabled: 0 }).where('id', '=', DemoUsers.demo2.id).execute();
    }
  });

  it('does not map by e-mail address unless so configured', async () => {
    const token = await issuer.token(t.clock.now(), { preferred_username: 'whoever', email: 'maria.santos@example.com' });
    expect((await userinfo(t, token)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it("still accepts the portal's own password tokens", async () => {
    const token = await t.login('demo2', DemoUsers.demo2.password);
    expect((await userinfo(t, token)).json.Body.tuid).toBe(DemoUsers.demo2.id);
  });
});

describe(`an external provider mapping tutors by e-mail address (${database})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(appEnv({ OIDC_USER_CLAIM: 'email' }));
  });
  afterAll(async () => t.close());

  it('maps by the e-mail address, case-insensitively, unless the provider says it is unverified', async () => {
    const token = await issuer.token(t.clock.now(), { preferred_username: 'whoever', email: 'Maria.Santos@example.com', email_verified: true });
    expect((await userinfo(t, token)).json.Body.tuid).toBe(DemoUsers.demo.id);
    const unverified = await issuer.token(t.clock.now(), { email: 'maria.santos@example.com', email_verified: false });
    expect((await userinfo(t, unverified)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});

describe(`an external provider that cannot be reached (${database})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(appEnv());
  });
  afterAll(async () => {
    issuer.failDiscovery = false;
    await t.close();
  });

  it('refuses tokens while the discovery document cannot be read, and recovers when it can', async () => {
    issuer.failDiscovery = true;
    const token = await issuer.token(t.clock.now());
    expect((await userinfo(t, token)).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    issuer.failDiscovery = false;
    expect((await userinfo(t, token)).json.Body.tuid).toBe(DemoUsers.demo.id);
  });
});
