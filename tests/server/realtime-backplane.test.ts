import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen, type TestHubClient } from './realtime-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`two server processes on one database with the Redis backplane (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  const clients: TestHubClient[] = [];
  let demo2OnSecond: TestHubClient;

  beforeAll(async () => {
    // A channel prefix of its own, so test runs sharing the Redis do not hear each other.
    t = await startTestApp({
      env: { REDIS_URL, REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}`, ATTENDANCE_JOB_INTERVAL_MS: '0' },
    });
    secondDatabase = await openDatabase(t.config);
    second = await buildApp({ config: t.config, clock: t.clock, database: secondDatabase });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.connection.stop()));
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  async function connect(app: FastifyInstance, account: 'demo' | 'demo2'): Promise<TestHubClient> {
    const baseUrl = app.server.listening ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}` : await listen(app);
    const token = await t.login(account, DemoUsers[account].password);
    const client = hubClient(baseUrl, token);
    await client.connection.start();
    await client.connection.invoke('JoinUser', DemoUsers[account].id);
    clients.push(client);
    return client;
  }

  it('delivers an event raised in one process to a tutor connected to the other, once', async () => {
    const demoOnFirst = await connect(t.app, 'demo');
    demo2OnSecond = await connect(second, 'demo2');
    const demoOnSecond = await connect(second, 'demo');

    const acrossToDemo2 = demo2OnSecond.log.next('GetTutorSysMsg');
    await t.app.notifier.toUser(DemoUsers.demo2.id, 'GetTutorSysMsg', ['from the first process']);
    expect(await acrossToDemo2).toEqual(['from the first process']);

    const onFirst = demoOnFirst.log.next('GetTutorClassMsgList');
    const onSecond = demoOnSecond.log.next('GetTutorClassMsgList');
    await second.notifier.toUser(DemoUsers.demo.id, 'GetTutorClassMsgList', ['from the second process']);
    expect(await onFirst).toEqual(['from the second process']);
    expect(await onSecond).toEqual(['from the second process']);

    // A broadcast from the first process reaches everyone; it is sent after the events above, so
    // once it has arrived an echoed duplicate would have arrived too.
    const everywhere = [demoOnFirst, demo2OnSecond, demoOnSecond].map((client) => client.log.next('AutoEndClassNotice'));
    await t.app.notifier.toAll('AutoEndClassNotice', ['all']);
    await Promise.all(everywhere);
    expect(demoOnFirst.log.count('GetTutorClassMsgList')).toBe(1);
    expect(demoOnSecond.log.count('GetTutorClassMsgList')).toBe(1);
    expect(demo2OnSecond.log.count('GetTutorSysMsg')).toBe(1);
    expect(demoOnFirst.log.count('GetTutorSysMsg')).toBe(0);
    expect(demoOnFirst.log.count('AutoEndClassNotice')).toBe(1);
  });

  it('carries a staff message sent through one process to the tutor on the other', async () => {
    const tutor = demo2OnSecond;
    const staffToken = await t.login('staff', DemoUsers.staff.password);
    const arrived = tutor.log.next('GetTutorSysMsg', ([message]) => (message as { title?: string }).title === 'Across processes');
    const sent = await t.call('POST', '/api/Staff/SendMessage', {
      token: staffToken,
      body: { Tuid: DemoUsers.demo2.id, Type: 'system', Title: 'Across processes', Content: 'Sent through the first process.' },
    });
    expect(sent.json.ErrorCode).toBe(0);
    const [message] = (await arrived) as [{ title: string; content: string }];
    expect(message.content).toBe('Sent through the first process.');
  });
});
