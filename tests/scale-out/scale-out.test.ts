import { randomBytes } from 'node:crypto';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, RATE_LIMIT_STATUS } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { DemoUsers } from '../../server/seed/people.seed';
import { RawHubSocket, hubClient, negotiate, socketUrl, type TestHubClient } from '../server/realtime-helpers';
import { APP_SECRET, Nginx, POSTGRES_URL, REDIS_URL, ServerProcess, call, login, postgresSchema } from './cluster';

const RATE_LIMIT_MAX = 30;
const ATTENDANCE_JOB_INTERVAL_MS = 400;

/**
 * Two server processes on one PostgreSQL schema and one Redis, behind nginx with round-robin and
 * WebSocket upgrade (issue 9, "Scale-out on real parts"). Each test uses its own caller address
 * (X-Forwarded-For, trusted from the proxy) so sign-in failures and rate limits do not mix.
 */
describe('several server processes behind nginx', () => {
  let schema: Awaited<ReturnType<typeof postgresSchema>>;
  let first: ServerProcess;
  let second: ServerProcess;
  let nginx: Nginx;
  const clients: TestHubClient[] = [];
  const sockets: RawHubSocket[] = [];

  beforeAll(async () => {
    schema = await postgresSchema();
    const env = {
      NODE_ENV: 'production',
      APP_SECRET,
      LOG_LEVEL: 'debug',
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema.name,
      REDIS_URL,
      REDIS_CHANNEL_PREFIX: schema.name,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_MS: '600000',
      LOGIN_SLOW_AFTER_FAILURES: '100',
      ATTENDANCE_JOB_INTERVAL_MS: String(ATTENDANCE_JOB_INTERVAL_MS),
      UPLOAD_CLEANUP_INTERVAL_SECONDS: '1',
    };
    // One after the other: the first migrates and seeds the empty schema, the second finds it ready.
    first = await ServerProcess.start('first', env);
    second = await ServerProcess.start('second', env);
    nginx = await Nginx.start([first.port, second.port]);
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.connection.stop()));
    for (const socket of sockets) socket.socket.terminate();
    await nginx?.stop();
    await Promise.allSettled([first?.stop(), second?.stop()]);
    await schema?.drop();
  }, 60_000);

  const address = () => `10.${randomBytes(3).join('.')}`;

  it('accepts on one process a token signed in on the other, and signing out on one ends it on both', async () => {
    const from = address();
    const token = await login(first.url, 'demo', DemoUsers.demo.password, from);
    // Used on both, so both processes have the token cached when it is revoked.
    for (const server of [second, first]) {
      const before = await call<{ UserId?: number }>(server.url, 'GET', '/api/account/userinfo', { token, from });
      expect(before.json?.ErrorCode).toBe(0);
    }

    expect((await call(second.url, 'GET', '/api/account/logout', { token, from })).json?.ErrorCode).toBe(0);
    for (const server of [first, second]) {
      const after = await call(server.url, 'GET', '/api/account/userinfo', { token, from });
      expect(after.json?.ErrorCode).not.toBe(0);
    }
  });

  it('connects a socket on one process after negotiating on the other, and carries a staff message raised on the first to it', async () => {
    const from = address();
    const tutorToken = await login(nginx.url, 'demo2', DemoUsers.demo2.password, from);
    const staffToken = await login(nginx.url, 'staff', DemoUsers.staff.password, from);

    const { body } = await negotiate(first.url, tutorToken, 1);
    const socket = await RawHubSocket.open(socketUrl(second.url, { id: String(body.connectionToken), access_token: tutorToken }));
    sockets.push(socket);
    await socket.handshake();
    // The same id cannot be used again, on either process.
    for (const server of [first, second]) {
      await expect(RawHubSocket.open(socketUrl(server.url, { id: String(body.connectionToken), access_token: tutorToken }))).rejects.toThrow('HTTP 409');
    }

    const title = `Across processes ${randomBytes(3).toString('hex')}`;
    const sent = await call(first.url, 'POST', '/api/Staff/SendMessage', {
      token: staffToken,
      from,
      body: { Tuid: DemoUsers.demo2.id, Type: 'system', Title: title, Content: 'Raised on the first process.' },
    });
    expect(sent.json?.ErrorCode).toBe(0);
    const record = await socket.nextRecord((text) => text.includes(title));
    expect(JSON.parse(record)).toMatchObject({ type: 1, target: 'GetTutorSysMsg', arguments: [{ title, content: 'Raised on the first process.' }] });
  });

  it('lets the official client connect and join through nginx, whichever processes negotiate and socket reach', async () => {
    const from = address();
    const token = await login(nginx.url, 'demo', DemoUsers.demo.password, from);
    const staffToken = await login(nginx.url, 'staff', DemoUsers.staff.password, from);
    // Four clients: with round-robin, negotiate and socket alternate between the processes.
    for (let i = 0; i < 4; i += 1) {
      const client = hubClient(nginx.url, token);
      clients.push(client);
      const joined = client.log.next('JoinTeacherNotify');
      await client.connection.start();
      await client.connection.invoke('JoinUser', DemoUsers.demo.id);
      await joined;
      expect(client.connection.state).toBe(HubConnectionState.Connected);
    }
    // Round-robin: both processes took part, and some negotiate and its socket reached different processes.
    const servedBy = (msg: string, connectionId: string | null) =>
      [first, second].find((server) => server.logged(msg).some((record) => record.connectionId === connectionId));
    const routes = clients.map(({ connection }) => ({
      negotiate: servedBy('hub negotiated', connection.connectionId),
      socket: servedBy('hub socket accepted', connection.connectionId),
    }));
    expect(routes.every((route) => route.negotiate && route.socket)).toBe(true);
    expect(new Set(routes.flatMap((route) => [route.negotiate, route.socket])).size).toBe(2);
    expect(routes.some((route) => route.negotiate !== route.socket)).toBe(true);

    const title = `To every connection ${randomBytes(3).toString('hex')}`;
    const arrivals = clients.map((client) => client.log.next('GetTutorSysMsg', ([message]) => (message as { title?: string }).title === title));
    const sent = await call(nginx.url, 'POST', '/api/Staff/SendMessage', {
      token: staffToken,
      from,
      body: { Tuid: DemoUsers.demo.id, Type: 'system', Title: title, Content: 'Through the proxy.' },
    });
    expect(sent.json?.ErrorCode).toBe(0);
    await Promise.all(arrivals);
  });

  it("closes a token's sockets on the other process when it signs out on one", async () => {
    const from = address();
    const token = await login(first.url, 'intl', 'demo1234', from);
    const { body } = await negotiate(second.url, token, 1);
    const socket = await RawHubSocket.open(socketUrl(second.url, { id: String(body.connectionToken), access_token: token }));
    sockets.push(socket);
    await socket.handshake();

    expect((await call(first.url, 'GET', '/api/account/logout', { token, from })).json?.ErrorCode).toBe(0);
    const { code } = await socket.closed;
    expect(code).toBe(1008);
    expect(socket.records.map((text) => JSON.parse(text) as { type?: number }).find((message) => message.type === 7)).toEqual({
      type: 7,
      error: 'The access token is no longer valid.',
    });
  });

  it('locks an account after failures counted across both processes', async () => {
    const from = address();
    // Five failures (LOGIN_LOCK_AFTER_FAILURES' default), alternating between the processes through nginx.
    for (let i = 0; i < 5; i += 1) {
      const failed = await call(nginx.url, 'POST', '/api/account/login', { body: { username: 'franchisee', password: 'wrong' }, from });
      expect(failed.json?.ErrorCode).not.toBe(0);
    }
    for (const server of [first, second]) {
      const locked = await call(server.url, 'POST', '/api/account/login', { body: { username: 'franchisee', password: 'demo1234' }, from });
      expect(locked.json).toMatchObject({ ErrorCode: ErrorCode.TooManyAttempts, Msg: Messages.tooManyLoginAttempts });
    }
  });

  it('counts one rate limit across both processes', async () => {
    const from = address();
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i += 1) answers.push((await call(nginx.url, 'GET', '/api/System/GetTimestamp', { from })).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    // The next request is over the limit, whichever process it reaches.
    for (const server of [first, second, nginx]) {
      const over = await call(server.url, 'GET', '/api/System/GetTimestamp', { from });
      expect(over.status).toBe(RATE_LIMIT_STATUS);
      expect(over.text).toBe(Messages.rateLimited);
    }
  });

  it('runs the jobs once per round, not once per process', () => {
    for (const [job, intervalMs] of [
      ['attendance-deadline', ATTENDANCE_JOB_INTERVAL_MS],
      ['upload-cleanup', 1_000],
    ] as const) {
      const rounds = [first, second]
        .flatMap((server) => server.logged('job round'))
        .filter((record) => record.job === job)
        .map((record) => Number(record.leasedAt))
        .sort((a, b) => a - b);
      // The suite has run for several intervals by now.
      expect(rounds.length, job).toBeGreaterThanOrEqual(3);
      const gaps = rounds.slice(1).map((time, i) => time - (rounds[i] ?? 0));
      // Without the lease each process would run its own rounds: some gaps would be far shorter.
      expect(Math.min(...gaps), job).toBeGreaterThanOrEqual(intervalMs * 0.8);
    }
  });
});
