import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { VerificationMessages } from '../../src/domain/verification';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { codeIn } from './mail-catcher';

/** A small SMS gateway: records what it received, answers `status`. */
async function startGateway(status = 200) {
  const received: Array<{ headers: IncomingHttpHeaders; body: { to: string; text: string } }> = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw) as { to: string; text: string } });
      response.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? '{"id":"m1"}' : '{"error":"number blocked"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function sendPhoneCode(t: TestApp, phone: string) {
  const token = await t.login(DemoUsers.demo.account, DemoUsers.demo.password);
  const sent = await t.call('POST', '/api/teachInfo/SendVerificationCode', { token, body: { countryCode: '63', phone } });
  expect(sent.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.sendSuccess });
}

const outboxRow = (t: TestApp, to: string) =>
  t.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', to)
    .where('channel', '=', 'sms')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe(`SMS adapters (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  describe('the outbox (development, no SMS_GATEWAY_URL)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { RATE_LIMIT_MAX: '10000' } });
    });
    afterAll(async () => t?.close());

    it('holds the text in the outbox, where the dev outbox page reads it back', async () => {
      await sendPhoneCode(t, '917-555-0123');
      const row = await outboxRow(t, '+639175550123');
      expect(row).toMatchObject({ status: 'held', error: null, user_id: DemoUsers.demo.id });
      const page = await t.call<{ items: Array<{ channel: string; body: string; status: string }> }>('GET', '/api/Dev/Outbox', {
        query: { recipient: '+639175550123' },
      });
      expect(page.json.Body.items[0]).toMatchObject({ channel: 'sms', status: 'held' });
      expect(codeIn(page.json.Body.items[0]!.body)).toMatch(/^\d{6}$/);
    });
  });

  describe('the HTTP gateway (SMS_GATEWAY_URL)', () => {
    let t: TestApp;
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      gateway = await startGateway();
      t = await startTestApp({ env: { RATE_LIMIT_MAX: '10000', SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gw-secret' } });
    });
    afterAll(async () => {
      await t?.close();
      await gateway?.close();
    });

    it('posts the text to the gateway with its token, and records it sent; the code it carries binds the phone', async () => {
      await sendPhoneCode(t, '917-555-0124');
      expect(gateway.received).toHaveLength(1);
      const [message] = gateway.received;
      expect(message!.headers.authorization).toBe('Bearer gw-secret');
      expect(message!.body.to).toBe('+639175550124');
      const code = codeIn(message!.body.text);
      expect(await outboxRow(t, '+639175550124')).toMatchObject({ status: 'sent', body: message!.body.text });
      const token = await t.login(DemoUsers.demo.account, DemoUsers.demo.password);
      const bound = await t.call('POST', '/api/teachInfo/BindTutorPhone', { token, body: { countryCode: '63', phone: '9175550124', verificationCode: code } });
      expect(bound.json.ErrorCode).toBe(0);
    });
  });

  describe('a gateway that refuses', () => {
    let t: TestApp;
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      gateway = await startGateway(502);
      t = await startTestApp({ env: { RATE_LIMIT_MAX: '10000', SMS_GATEWAY_URL: gateway.url } });
    });
    afterAll(async () => {
      await t?.close();
      await gateway?.close();
    });

    it('records the failure with the answer for staff, and the tutor is answered as usual', async () => {
      await sendPhoneCode(t, '917-555-0125');
      expect(gateway.received[0]?.headers.authorization).toBeUndefined();
      const row = await outboxRow(t, '+639175550125');
      expect(row.status).toBe('failed');
      expect(row.error).toContain('SMS gateway answered 502');
    });
  });

  it('refuses an SMS_GATEWAY_URL that is not http(s)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_GATEWAY_URL: 'ftp://sms.example.com' })).toThrow(/SMS_GATEWAY_URL/);
  });
});
