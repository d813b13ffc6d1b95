import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../src/domain/messages';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { RawHubSocket, hubClient, listen, negotiate, socketUrl } from './realtime-helpers';

const RS = '\u001e';

describe(`realtime hub (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let demoToken: string;
  let demo2Token: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { HUB_ALLOWED_ORIGINS: 'https://portal.example.com', ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    baseUrl = await listen(t.app);
    demoToken = await t.login('demo', DemoUsers.demo.password);
    demo2Token = await t.login('demo2', DemoUsers.demo2.password);
  });
  afterAll(async () => t.close());

  it('lets the official client connect, join and receive an event pushed to the tutor', async () => {
    const { connection, log } = hubClient(baseUrl, demoToken);
    const joined = log.next('JoinTeacherNotify');
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    await expect(connection.invoke('JoinUser', DemoUsers.demo.id)).resolves.toBeUndefined();
    const [counters] = await joined;
    expect(counters).toMatchObject({ unread: expect.any(Number), notice: expect.any(Number) });

    const pushed = log.next('GetTutorSysMsg');
    await t.app.notifier.toUser(DemoUsers.demo.id, 'GetTutorSysMsg', [{ mid: 1, title: 'Hello' }]);
    expect(await pushed).toEqual([{ mid: 1, title: 'Hello' }]);
    await connection.stop();
  });

  it('refuses JoinUser for another tutor with a completion error, and matches names case-insensitively', async () => {
    const { connection } = hubClient(baseUrl, demoToken);
    await connection.start();
    await expect(connection.invoke('JoinUser', DemoUsers.demo2.id)).rejects.toThrow(Messages.hubJoinRefused);
    await expect(connection.invoke('joinuser', String(DemoUsers.demo.id))).resolves.toBeUndefined();
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'");
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.stop();
  });

  it("delivers to a tutor's connections only", async () => {
    const mine = hubClient(baseUrl, demoToken);
    const theirs = hubClient(baseUrl, demo2Token);
    await Promise.all([mine.connection.start(), theirs.connection.start()]);
    const received = theirs.log.next('GetTutorClassMsgList');
    await t.app.notifier.toUser(DemoUsers.demo2.id, 'GetTutorClassMsgList', ['for demo2']);
    await received;
    // A broadcast after it: once demo has it, demo would have had the earlier one too.
    const broadcast = mine.log.next('AutoEndClassNotice');
    await t.app.notifier.toAll('AutoEndClassNotice', ['everyone']);
    await broadcast;
    expect(mine.log.count('GetTutorClassMsgList')).toBe(0);
    await Promise.all([mine.connection.stop(), theirs.connection.stop()]);
  });

  it('connects with skipNegotiation on the hub URL', async () => {
    const { connection } = hubClient(baseUrl, demoToken, { skipNegotiation: true });
    await connection.start();
    await expect(connection.invoke('JoinUser', DemoUsers.demo.id)).resolves.toBeUndefined();
    await connection.stop();
  });

  it('negotiates versions 0 and 1, offering only WebSockets, and refuses without a token', async () => {
    const v1 = await negotiate(baseUrl, demoToken, 1);
    expect(v1.status).toBe(200);
    expect(v1.body).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(v1.body.connectionToken).not.toBe(v1.body.connectionId);
    const v0 = await negotiate(baseUrl, demoToken);
    expect(v0.body.negotiateVersion).toBe(0);
    expect(v0.body).not.toHaveProperty('connectionToken');
    expect((await negotiate(baseUrl, '', 1)).status).toBe(401);
  });

  it('checks the socket: unknown id 404, second socket 409, another user 403, no token 401', async () => {
    await expect(RawHubSocket.open(socketUrl(baseUrl, { id: 'nope', access_token: demoToken }))).rejects.toThrow('HTTP 404');
    const { body } = await negotiate(baseUrl, demoToken, 1);
    const id = String(body.connectionToken);
    await expect(RawHubSocket.open(socketUrl(baseUrl, { id, access_token: demo2Token }))).rejects.toThrow('HTTP 403');
    await expect(RawHubSocket.open(socketUrl(baseUrl, { id }))).rejects.toThrow('HTTP 401');
    // The token in the query (browsers) or the bearer header (Node) both work.
    const first = await RawHubSocket.open(socketUrl(baseUrl, { id }), { authorization: `Bearer ${demoToken}` });
    await expect(RawHubSocket.open(socketUrl(baseUrl, { id, access_token: demoToken }))).rejects.toThrow('HTTP 409');
    first.socket.close();
    await first.closed;
  });

  it('checks Origin against the request host and the allow-list', async () => {
    const host = new URL(baseUrl).host;
    const open = async (origin: string) => {
      const { body } = await negotiate(baseUrl, demoToken, 1);
      return RawHubSocket.open(socketUrl(baseUrl, { id: String(body.connectionToken), access_token: demoToken }), { origin });
    };
    await expect(open('https://evil.example.net')).rejects.toThrow('HTTP 403');
    const same = await open(`http://${host}`);
    const listed = await open('https://portal.example.com');
    same.socket.close();
    listed.socket.close();
    await Promise.all([same.closed, listed.closed]);
  });

  it('speaks the framing: split records, several records per frame, handshake errors, no answer without an id', async () => {
    const { body } = await negotiate(baseUrl, demoToken, 1);
    const raw = await RawHubSocket.open(socketUrl(baseUrl, { id: String(body.connectionToken), access_token: demoToken }));
    raw.send('{"protocol":"js');
    raw.send(`on","version":1}${RS}`);
    await raw.nextRecord((record) => record === '{}');
    const from = raw.records.length;
    // A fire-and-forget JoinUser (no id) is answered with nothing but its event; the next two share a frame.
    raw.send(
      `{"type":1,"target":"JoinUser","arguments":[${DemoUsers.demo.id}]}${RS}` +
        `{"type":1,"invocationId":"7","target":"JoinUser","arguments":[${DemoUsers.demo2.id}]}${RS}{"type":6}${RS}`,
    );
    const refused = JSON.parse(await raw.nextRecord((record) => record.includes('"invocationId":"7"'), from)) as Record<string, unknown>;
    expect(refused).toEqual({ type: 3, invocationId: '7', error: Messages.hubJoinRefused });
    await raw.nextRecord((record) => record.includes('JoinTeacherNotify'), from);
    const completions = raw.records.slice(from).filter((record) => record.includes('"type":3'));
    expect(completions).toHaveLength(1);
    raw.socket.close();
    await raw.closed;

    const other = await negotiate(baseUrl, demoToken, 1);
    const messagepack = await RawHubSocket.open(socketUrl(baseUrl, { id: String(other.body.connectionToken), access_token: demoToken }));
    messagepack.send(`{"protocol":"messagepack","version":1}${RS}`);
    const answer = JSON.parse(await messagepack.nextRecord()) as { error?: string; type?: number };
    expect(answer.error).toContain("'messagepack' is not supported");
    expect(answer).not.toHaveProperty('type');
    await messagepack.closed;
  });

  it('pings after 15 s of silence and closes a connection silent for 30 s', async () => {
    const { body } = await negotiate(baseUrl, demoToken, 1);
    const raw = await RawHubSocket.open(socketUrl(baseUrl, { id: String(body.connectionToken), access_token: demoToken }));
    await raw.handshake();
    const from = raw.records.length;
    const now = Date.now();
    t.app.hub.sweep(now + 5_000);
    t.app.hub.sweep(now + 15_500);
    expect(await raw.nextRecord(() => true, from)).toBe('{"type":6}');
    expect(raw.records.slice(from)).toEqual(['{"type":6}']);
    t.app.hub.sweep(now + 31_000);
    await raw.closed;
    expect(t.app.hub.connectionCountOf(DemoUsers.demo.id)).toBe(0);
  });

  it('closes sockets that never complete the handshake', async () => {
    const { body } = await negotiate(baseUrl, demoToken, 1);
    const raw = await RawHubSocket.open(socketUrl(baseUrl, { id: String(body.connectionToken), access_token: demoToken }));
    t.app.hub.sweep(Date.now() + 16_000);
    await raw.closed;
  });

  it('drops a client that stops reading once its send buffer passes the bound', async () => {
    const { body } = await negotiate(baseUrl, demo2Token, 1);
    const raw = await RawHubSocket.open(socketUrl(baseUrl, { id: String(body.connectionToken), access_token: demo2Token }));
    await raw.handshake();
    // Stop reading: the kernel buffers fill, then the server's buffer grows past the bound.
    (raw.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const chunk = 'x'.repeat(256 * 1024);
    let sends = 0;
    while (t.app.hub.connectionCountOf(DemoUsers.demo2.id) > 0 && sends < 2_000) {
      await t.app.notifier.toUser(DemoUsers.demo2.id, 'GetTutorSysMsg', [chunk]);
      sends += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(t.app.hub.connectionCountOf(DemoUsers.demo2.id)).toBe(0);
    expect(sends).toBeLessThan(2_000);
  });
});
