import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { revokeAllTokensOf } from '../../server/services/access-tokens';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { RawHubSocket, listen, negotiate, socketUrl } from './realtime-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A negotiated, handshaken socket of `token` on `baseUrl`. */
async function openSocket(baseUrl: string, token: string): Promise<RawHubSocket> {
  const { body } = await negotiate(baseUrl, token, 1);
  const socket = await RawHubSocket.open(socketUrl(baseUrl, { id: String(body.connectionToken), access_token: token }));
  await socket.handshake();
  return socket;
}

/** The Close record a socket got before it closed, and the close code. */
async function closedWith(socket: RawHubSocket): Promise<{ code: number; close: Record<string, unknown> | undefined }> {
  const { code } = await socket.closed;
  const record = socket.records.map((text) => JSON.parse(text) as Record<string, unknown>).find((message) => message.type === 7);
  return { code, close: record };
}

describe(`a revoked or expired token closes its realtime connections, in every process (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let firstUrl: string;
  let secondUrl: string;
  const sockets: RawHubSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      env: { REDIS_URL, REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}`, ATTENDANCE_JOB_INTERVAL_MS: '0' },
    });
    secondDatabase = await openDatabase(t.config);
    second = await buildApp({ config: t.config, clock: t.clock, database: secondDatabase });
    firstUrl = await listen(t.app);
    secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  const open = async (baseUrl: string, token: string) => {
    const socket = await openSocket(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  it('closes the signed-out token’s sockets in both processes, for good, and leaves the tutor’s other sessions open', async () => {
    const signingOut = await t.login('demo', DemoUsers.demo.password);
    const staying = await t.login('demo', DemoUsers.demo.password);
    const onFirst = await open(firstUrl, signingOut);
    const onSecond = await open(secondUrl, signingOut);
    const otherSession = await open(secondUrl, staying);

    expect((await t.call('GET', '/api/account/logout', { token: signingOut })).json.ErrorCode).toBe(0);

    for (const socket of [onFirst, onSecond]) {
      const { code, close } = await closedWith(socket);
      expect(code).toBe(1008);
      // No allowReconnect: the official client stops instead of retrying with a dead token.
      expect(close).toEqual({ type: 7, error: 'The access token is no longer valid.' });
    }
    expect(otherSession.socket.readyState).toBe(otherSession.socket.OPEN);
    await vi.waitFor(() => expect(second.hub.connectionCountOf(DemoUsers.demo.id)).toBe(1));
    // The revoked token cannot come back.
    expect((await negotiate(secondUrl, signingOut, 1)).status).toBe(401);
  });

  it('closes every socket of a tutor whose tokens are all revoked (password reset, account disabled), and no one else’s', async () => {
    const demoA = await open(firstUrl, await t.login('demo', DemoUsers.demo.password));
    const demoB = await open(secondUrl, await t.login('demo', DemoUsers.demo.password));
    const demo2 = await open(secondUrl, await t.login('demo2', DemoUsers.demo2.password));

    await revokeAllTokensOf(t.app.db, t.clock, DemoUsers.demo.id);

    expect((await closedWith(demoA)).code).toBe(1008);
    expect((await closedWith(demoB)).code).toBe(1008);
    expect(demo2.socket.readyState).toBe(demo2.socket.OPEN);
  });

  it('closes a socket once its token expires', async () => {
    const token = await t.login('demo2', DemoUsers.demo2.password);
    const socket = await open(firstUrl, token);
    const untilExpiry = t.config.tokenTtlSeconds * 1000;

    expect(t.app.hub.closeExpired(t.clock.now().getTime() + untilExpiry - 1_000)).toBe(0);
    t.clock.advance(untilExpiry + 1_000);
    // The hub's sweep runs every second against the app's clock.
    const { code, close } = await closedWith(socket);
    expect(code).toBe(1008);
    expect(close).toEqual({ type: 7, error: 'The access token has expired.' });
  });
});
