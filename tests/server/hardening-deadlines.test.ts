import net from 'node:net';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMessages } from '../../src/domain/input-limits';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen } from './realtime-helpers';

const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1_200;
const IDLE_TIMEOUT_MS = 1_500;

interface SlowClient {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfter: Promise<number>;
  answer: () => string;
  stop: () => void;
}

/** Connects and sends `text` one byte every `everyMs`, then keeps the connection open. */
function slowClient(port: number, text: string, everyMs: number): SlowClient {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < text.length && socket.writable) socket.write(text[sent++]!);
  }, everyMs);
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { closedAfter, answer: () => answer, stop: () => (clearInterval(timer), socket.destroy()) };
}

describe(`deadlines on slow clients (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let port: number;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
      },
    });
    baseUrl = await listen(t.app);
    port = Number(new URL(baseUrl).port);
  });
  afterAll(async () => t.close());

  it('closes connections that send their headers byte by byte, with the envelope 408', async () => {
    const request = `GET /api/System/GetTimestamp HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(500)}\r\n\r\n`;
    const clients = Array.from({ length: 40 }, () => slowClient(port, request, 50));
    const closedAfter = await Promise.all(clients.map((client) => client.closedAfter));
    for (const client of clients) client.stop();
    expect(Math.max(...closedAfter)).toBeLessThan(HEADERS_TIMEOUT_MS * 4);
    const answer = clients[0]!.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(HttpMessages.timeout);
  });

  it('closes connections that send their body byte by byte', async () => {
    const body = JSON.stringify({ username: 'demo', password: 'x'.repeat(300) });
    const request = `POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const slow = Array.from({ length: 20 }, () => slowClient(port, `${request}${body}`, 5));
    const closedAfter = await Promise.all(slow.map((client) => client.closedAfter));
    for (const client of slow) client.stop();
    // The headers arrive in about 0.5 s; the body would need 1.6 s more.
    expect(Math.max(...closedAfter)).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
    expect(Math.min(...closedAfter)).toBeLessThan(request.length * 5 + body.length * 5);
  });

  it('closes a connection that sends nothing', async () => {
    const silent = slowClient(port, '', 1000);
    const closedAfter = await silent.closedAfter;
    expect(closedAfter).toBeLessThan(IDLE_TIMEOUT_MS * 3);
  });

  it('still answers well-behaved clients, and leaves the hub socket to its own keep-alive', async () => {
    const token = await t.login('demo', DemoUsers.demo.password);
    const hub = hubClient(baseUrl, token);
    await hub.connection.start();
    // Longer than every HTTP deadline above.
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + REQUEST_TIMEOUT_MS));
    expect(hub.connection.state).toBe(HubConnectionState.Connected);
    const response = await fetch(`${baseUrl}/api/System/GetTimestamp`);
    expect(response.status).toBe(200);
    await hub.connection.stop();
  });
});
