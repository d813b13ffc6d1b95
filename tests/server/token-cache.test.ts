import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { hashToken } from '../../server/services/access-tokens';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Each process keeps the tokens it has looked up (issue 9), and a revocation made in one process
 * must still refuse the token on its very next request in the other: the revoking call answers
 * only once every process has forgotten it. Two apps, each with its own database connection,
 * share one database and one Redis, as two server processes do.
 */
describe(`cached tokens stay as strict as the database, in every process (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;

  const prefix = `test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await startTestApp({ env: { REDIS_URL, REDIS_CHANNEL_PREFIX: prefix, ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    secondDatabase = await openDatabase(t.config);
    second = await buildApp({ config: t.config, clock: t.clock, database: secondDatabase });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  const userInfoOn = async (app: FastifyInstance, token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/account/userinfo', headers: { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` } })
    ).json<{ ErrorCode: number }>().ErrorCode;

  /** Signs in and uses the token once on each process, so both have it cached. */
  const cachedOnBoth = async (account: string, password: string) => {
    const token = await t.login(account, password);
    expect(await userInfoOn(t.app, token)).toBe(0);
    expect(await userInfoOn(second, token)).toBe(0);
    for (const app of [t.app, second]) expect(app.tokenCache.lookup(hashToken(token), t.clock.now().getTime())).toBeDefined();
    return token;
  };

  it('refuses a token signed out on one process on the very next request to the other', async () => {
    const token = await cachedOnBoth('demo', DemoUsers.demo.password);
    const staying = await cachedOnBoth('demo', DemoUsers.demo.password);

    expect((await t.call('GET', '/api/account/logout', { token })).json.ErrorCode).toBe(0);
    // Already forgotten when the sign-out answered: nothing waits for the message to arrive.
    expect(second.tokenCache.lookup(hashToken(token), t.clock.now().getTime())).toBeUndefined();

    expect(await userInfoOn(second, token)).toBe(ErrorCode.Unauthorized);
    expect(await userInfoOn(t.app, token)).toBe(ErrorCode.Unauthorized);
    // The tutor's other session is not touched.
    expect(await userInfoOn(second, staying)).toBe(0);
  });

  it('refuses every token of a tutor staff disabled on one process, on the next request to the other', async () => {
    const tutor = await cachedOnBoth('demo2', DemoUsers.demo2.password);
    const staff = await t.login('staff', DemoUsers.staff.password);
    const body = { Tuid: DemoUsers.demo2.id, Disabled: true, Reason: 'Checking the token cache' };
    expect((await t.call('POST', '/api/Staff/SetTutorDisabled', { token: staff, body })).json.ErrorCode).toBe(0);
    expect(second.tokenCache.lookup(hashToken(tutor), t.clock.now().getTime())).toBeUndefined();

    expect(await userInfoOn(second, tutor)).toBe(ErrorCode.Unauthorized);
    expect(await userInfoOn(t.app, tutor)).toBe(ErrorCode.Unauthorized);

    const enable = { Tuid: DemoUsers.demo2.id, Disabled: false };
    expect((await t.call('POST', '/api/Staff/SetTutorDisabled', { token: staff, body: enable })).json.ErrorCode).toBe(0);
  });

  it('refuses a cached token once it expires', async () => {
    const token = await cachedOnBoth('demo', DemoUsers.demo.password);
    t.clock.advance(t.config.tokenTtlSeconds * 1000 + 1_000);
    expect(await userInfoOn(second, token)).toBe(ErrorCode.Unauthorized);
    expect(await userInfoOn(t.app, token)).toBe(ErrorCode.Unauthorized);
  });

  it('reads the database while a process has lost its subscription (a revocation could be missed)', async () => {
    const token = await cachedOnBoth('demo', DemoUsers.demo.password);
    second.tokenCache.suspend();
    expect(second.tokenCache.size).toBe(0);
    expect(await userInfoOn(second, token)).toBe(0);
    expect(second.tokenCache.lookup(hashToken(token), t.clock.now().getTime())).toBeUndefined();
    second.tokenCache.resume();
  });

  it('suspends the cache when the subscription drops, and trusts it again once Redis has it subscribed again', async () => {
    const token = await cachedOnBoth('demo', DemoUsers.demo.password);
    const redis = new Redis(REDIS_URL);
    try {
      const clients = String(await redis.client('LIST')).split('\n');
      const ids = clients.filter((line) => line.includes(`name=${prefix}:subscriber:`)).map((line) => /id=(\d+)/.exec(line)![1]!);
      expect(ids).toHaveLength(2);
      // Both apps' subscriptions drop; both must stop trusting their cache until they are back.
      for (const id of ids) await redis.client('KILL', 'ID', id);
      await vi.waitFor(() => expect(second.tokenCache.isTrusted).toBe(false));
      expect(second.tokenCache.lookup(hashToken(token), t.clock.now().getTime())).toBeUndefined();
      await vi.waitFor(() => expect(second.tokenCache.isTrusted && t.app.tokenCache.isTrusted).toBe(true), { timeout: 10_000 });
      // Subscribed again: a revocation reaches the other process before the sign-out answers.
      expect(await userInfoOn(second, token)).toBe(0);
      expect((await t.call('GET', '/api/account/logout', { token })).json.ErrorCode).toBe(0);
      expect(second.tokenCache.lookup(hashToken(token), t.clock.now().getTime())).toBeUndefined();
      expect(await userInfoOn(second, token)).toBe(ErrorCode.Unauthorized);
    } finally {
      redis.disconnect();
    }
  });
});
