import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, RATE_LIMIT_STATUS } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`system calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers the system setting without a token or signature', async () => {
    const result = await t.call<Record<string, unknown>>('GET', '/api/System/setting', { sign: false });
    expect(result.json.ErrorCode).toBe(0);
    expect(result.json.Body).toMatchObject({
      AppSetting: { AppId: t.config.appId, AppSecret: t.config.appSecret },
      IsEnableSignalrNotice: true,
      SignalrNoticeHubUrl: '/hubs/notice',
      Hosts: { main: '' },
      WhiteList: [],
    });
  });

  it('answers the server time', async () => {
    const result = await t.call<number>('GET', '/api/System/GetTimestamp');
    expect(result.json.Body).toBe(t.clock.now().getTime());
  });

  it('answers unknown /api paths with the envelope', async () => {
    const result = await t.call('GET', '/api/Nothing/Here');
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ ErrorCode: ErrorCode.NotFound, Msg: Messages.notFound, Body: null });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const result = await t.call<never>('GET', '/api/docs/openapi.json', { sign: false });
    const doc = JSON.parse(result.text) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/account/login', '/api/account/userinfo', '/api/System/setting']));
  });

  it('answers invalid JSON with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ErrorCode: ErrorCode.Failed, Msg: 'The request body is not valid JSON.', Body: null });
  });

  it('sends security headers with a content security policy', async () => {
    const result = await t.call('GET', '/api/System/GetTimestamp');
    expect(String(result.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe(`rate limiting (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(async () => t.close());

  it('answers HTTP 229 with the message as the body under a burst', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 25; i += 1) {
      const result = await t.call('GET', '/api/System/GetTimestamp');
      statuses.push(result.status);
      last = result.text;
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === RATE_LIMIT_STATUS)).toBe(true);
    expect(last).toBe(Messages.rateLimited);
  });

  it('gives upload chunks a larger budget of their own', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 25; i += 1) statuses.add((await t.call('POST', '/api/Upload/Chunk')).status);
    expect(statuses.has(RATE_LIMIT_STATUS)).toBe(false);
  });
});
