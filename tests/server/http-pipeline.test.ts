import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, RATE_LIMIT_STATUS } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = usingPostgres ? 'PostgreSQL' : 'SQLite';

/** A small built front end: index.html, a hashed script with its .br and .gz copies, and its source map. */
function fakeBuild(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tutor portal</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":[],"mappings":""}');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite/route-preloads.json'),
    JSON.stringify([
      { path: '/login', scripts: ['/assets/login.page-Aa11Bb22.js'], styles: [] },
      { path: '/classTab/*?', scripts: ['/assets/class-table.page-Cc33Dd44.js', '/assets/app-shell-Ee55Ff66.js'], styles: ['/assets/app-shell-Gg77Hh88.css'] },
    ]),
  );
  return { dir, script };
}

describe(`static files and the app shell (${database})`, () => {
  const build = fakeBuild();
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { STATIC_DIR: build.dir } });
    production = await startTestApp({ seed: false, env: { STATIC_DIR: build.dir, NODE_ENV: 'production', APP_SECRET: 'a-production-secret' } });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
    fs.rmSync(build.dir, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy a browser accepts, cached for a year as immutable', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(build.script);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(build.script);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.script);
  });

  it('answers a missing file under /assets with 404, never the page', async () => {
    for (const url of ['/assets/index-Gone0000.js', '/assets/style-Gone0000.css', '/assets/whatever', '/favicon-missing.png']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(response.json().ErrorCode).toBe(ErrorCode.NotFound);
    }
  });

  it('answers history-mode paths with index.html that always revalidates, HEAD like GET', async () => {
    const get = await t.app.inject({ url: '/login' });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toMatch(/text\/html/);
    expect(get.headers['cache-control']).toBe('no-cache');
    expect(get.body).toContain('Tutor portal');
    const head = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    const root = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(root.statusCode).toBe(200);
    const asset = await t.app.inject({ method: 'HEAD', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('writes the system setting into the page, as the API serves it and unable to close its block', async () => {
    const page = await t.app.inject({ url: '/home' });
    const block = /<script id="system-setting" type="application\/json">(.*?)<\/script>/.exec(page.body);
    expect(block).not.toBeNull();
    const api = await t.call<Record<string, unknown>>('GET', '/api/System/setting', { sign: false });
    expect(JSON.parse(block![1]!)).toEqual(api.json.Body);
    expect(page.body.startsWith('<!doctype html>')).toBe(true);
  });

  it("links each route's code from its page, as the build listed it, and none from a page no route matches", async () => {
    const classTable = await t.app.inject({ url: '/classTab/week?from=2026-11-23' });
    expect(classTable.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/class-table.page-Cc33Dd44.js"><link rel="modulepreload" crossorigin href="/assets/app-shell-Ee55Ff66.js"><link rel="preload" as="style" crossorigin href="/assets/app-shell-Gg77Hh88.css">',
    );
    expect(classTable.body).not.toContain('login.page');
    const login = await t.app.inject({ url: '/login' });
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login.page-Aa11Bb22.js">');
    expect(login.body).not.toContain('class-table.page');
    expect((await t.app.inject({ url: '/no-such-page' })).body).not.toContain('modulepreload');
    // The list is the build's, not the visitor's to read: the dot folder is not served.
    expect((await t.app.inject({ url: '/.vite/route-preloads.json' })).statusCode).toBe(404);
  });

  it('serves source maps in development only', async () => {
    const url = '/assets/index-Ab12Cd34.js.map';
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const refused = await production.app.inject({ url });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect((await production.app.inject({ url: '/assets/index-Ab12Cd34.js' })).statusCode).toBe(200);
  });

  it('puts the security headers on every answer: API, errors, files, the page, the router and the identity provider', async () => {
    const answers = [
      await t.app.inject({ url: '/api/System/GetTimestamp' }),
      await t.app.inject({ url: '/api/account/userinfo' }),
      await t.app.inject({ url: '/api/Nothing/Here' }),
      await t.app.inject({ method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
      await t.app.inject({ url: '/assets/index-Ab12Cd34.js' }),
      await t.app.inject({ url: '/assets/missing.js' }),
      await t.app.inject({ url: '/home' }),
      await t.app.inject({ method: 'HEAD', url: '/login' }),
      await t.app.inject({ url: `/api/Upload/File/${'a'.repeat(300)}` }),
      await t.app.inject({ url: '/oidc/.well-known/openid-configuration' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy'], answer.raw.req.url).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await production.app.inject({ url: '/api/System/GetTimestamp' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe(`rate limiting on @fastify/rate-limit (${database})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(async () => t.close());

  it('answers 229 with the message as plain text and Retry-After; an upload chunk has its own, larger budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.call('GET', '/api/System/GetTimestamp')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, RATE_LIMIT_STATUS]);
    const limited = await t.call('GET', '/api/System/setting', { sign: false });
    expect(limited.status).toBe(RATE_LIMIT_STATUS);
    expect(limited.text).toBe(Messages.rateLimited);
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    // Chunks count apart with 20 times the budget: refused for their input, not for the rate.
    for (let i = 0; i < 10; i += 1) expect((await t.call('POST', '/api/Upload/Chunk')).status).not.toBe(RATE_LIMIT_STATUS);
    // Pages are not limited.
    expect((await t.app.inject({ url: '/login' })).statusCode).toBe(404);
  });
});

describe(`rate limits per signed-in user (${database})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '8', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(async () => t.close());

  it("counts a signed-in tutor's calls against the tutor, and unknown tokens against their address", async () => {
    const status = async (path: string, token?: string) => (await t.call('GET', path, token ? { token } : {})).status;
    // Address budget 8: two sign-ins and each token's first call, not yet known to the limiter.
    const demo = await t.login(DemoUsers.demo.account, DemoUsers.demo.password);
    const demo2 = await t.login(DemoUsers.demo2.account, DemoUsers.demo2.password);
    expect(await status('/api/account/userinfo', demo)).toBe(200);
    expect(await status('/api/account/userinfo', demo2)).toBe(200);
    // Two tutors behind one address each have the whole budget.
    for (let i = 0; i < 8; i += 1) expect(await status('/api/account/userinfo', demo)).toBe(200);
    expect(await status('/api/account/userinfo', demo)).toBe(RATE_LIMIT_STATUS);
    expect(await status('/api/account/userinfo', demo2)).toBe(200);
    // Made-up tokens buy no budget: they count against the address, which has 4 calls left.
    expect(await status('/api/System/GetTimestamp')).toBe(200);
    for (let i = 0; i < 3; i += 1) expect(await status('/api/account/userinfo', randomBytes(32).toString('base64url'))).toBe(401);
    expect(await status('/api/System/GetTimestamp')).toBe(RATE_LIMIT_STATUS);
    expect(await status('/api/account/userinfo', demo2)).toBe(200);
  });
});

describe(`rate limits counted in Redis across processes (${database})`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL,
      REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_MAX: '10',
      RATE_LIMIT_WINDOW_MS: '60000',
      ATTENDANCE_JOB_INTERVAL_MS: '0',
    };
    first = await startTestApp({ seed: false, env });
    second = await startTestApp({ seed: false, env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('enforces one limit for an address over two app instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await first.call('GET', '/api/System/GetTimestamp')).status);
      statuses.push((await second.call('GET', '/api/System/GetTimestamp')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([RATE_LIMIT_STATUS, RATE_LIMIT_STATUS]);
    const other = await second.call('GET', '/api/System/GetTimestamp', { headers: { 'x-forwarded-for': '10.1.1.1' } });
    expect(other.status).toBe(RATE_LIMIT_STATUS); // without TRUST_PROXY a forwarded address changes nothing
  });
});
