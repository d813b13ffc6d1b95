import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageKind } from '../../src/domain/message-kinds';
import { insertMessage, unreadCounters } from '../../server/repositories/messages.repository';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen } from './realtime-helpers';

describe(`realtime across a server restart (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  it('reconnects after the server restarts and reads the unread count right, including what arrived meanwhile', async () => {
    const baseUrl = await listen(t.app);
    const port = Number(new URL(baseUrl).port);
    const token = await t.login('demo', DemoUsers.demo.password);
    const { connection, log } = hubClient(baseUrl, token, { reconnectDelays: [0, 100, 250, 500, 1000, 1000, 1000, 2000, 2000, 2000] });
    // As the client's realtime actor does: join again after every reconnect.
    connection.onreconnected(() => void connection.invoke('JoinUser', DemoUsers.demo.id));
    const firstJoin = log.next('JoinTeacherNotify');
    await connection.start();
    await connection.invoke('JoinUser', DemoUsers.demo.id);
    const [before] = (await firstJoin) as [{ unread: number }];
    expect(before.unread).toBe((await unreadCounters(t.database.db, DemoUsers.demo.id)).unread);

    const reconnecting = new Promise<Error | undefined>((resolve) => connection.onreconnecting(resolve));
    await t.app.close();
    // The server's Close allowed reconnecting, so the client is retrying rather than stopped.
    await reconnecting;
    expect(connection.state).toBe(HubConnectionState.Reconnecting);

    // A message stored while no server was up: no push reached anyone.
    await insertMessage(
      t.database.db,
      { tutorId: DemoUsers.demo.id, kind: MessageKind.system, title: 'Stored during the restart' },
      t.clock.now().toISOString(),
    );
    const rejoined = log.next('JoinTeacherNotify');
    await t.restart();
    await listen(t.app, port);
    const [after] = (await rejoined) as [{ unread: number }];
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(after.unread).toBe(before.unread + 1);

    // And the new server pushes to the reconnected client.
    const pushed = log.next('GetTutorNotReadMsgCount');
    await t.app.notifier.toUser(DemoUsers.demo.id, 'GetTutorNotReadMsgCount', [after]);
    expect(await pushed).toEqual([after]);
    await connection.stop();
  });
});
