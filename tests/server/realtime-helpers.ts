import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { DEFAULT_HUB_PATH } from '../../server/services/system-settings';

const RS = '\u001e';

/** Listens the app on a free loopback port and answers its base URL. */
export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** Records every event a client receives, and lets a test wait for the next one that matches. */
export class EventLog {
  readonly events: Array<{ target: string; args: unknown[] }> = [];
  private waiters: Array<{ target: string; match: (args: unknown[]) => boolean; resolve: (args: unknown[]) => void }> = [];

  record(target: string, args: unknown[]): void {
    this.events.push({ target, args });
    for (const waiter of [...this.waiters]) {
      if (waiter.target.toLowerCase() === target.toLowerCase() && waiter.match(args)) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(args);
      }
    }
  }

  /** The arguments of the next event `target` that `match` accepts (events already seen are not considered). */
  next(target: string, match: (args: unknown[]) => boolean = () => true): Promise<unknown[]> {
    return new Promise((resolve) => this.waiters.push({ target, match, resolve }));
  }

  count(target: string): number {
    return this.events.filter((event) => event.target === target).length;
  }
}

export const HUB_EVENTS = [
  'JoinTeacherNotify',
  'GetTutorMoodleMsgList',
  'GetTutorClassMsgList',
  'GetTutorClassRemarkRemind',
  'GetTutorSysMsg',
  'TeacheIsPaypalModify',
  'GetTutorNotReadMsgCount',
  'AutoEndClassNotice',
  'GetTutorSelfScheduleRemind',
  'GetTeacheDidiMessage',
];

export interface TestHubClient {
  connection: HubConnection;
  log: EventLog;
}

/** The official SignalR client, as the browser uses it, against the app's hub. */
export function hubClient(baseUrl: string, token: string, options: { reconnectDelays?: number[]; skipNegotiation?: boolean } = {}): TestHubClient {
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${DEFAULT_HUB_PATH}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
      skipNegotiation: options.skipNegotiation ?? false,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder = builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  const log = new EventLog();
  for (const event of HUB_EVENTS) connection.on(event, (...args: unknown[]) => log.record(event, args));
  return { connection, log };
}

/** A raw socket speaking the protocol by hand, for what the official client never sends. */
export class RawHubSocket {
  readonly records: string[] = [];
  private buffer = '';
  private waiters: Array<() => void> = [];
  closed: Promise<{ code: number }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const parts = (this.buffer + (Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer)).toString('utf8')).split(RS);
      this.buffer = parts.pop() ?? '';
      this.records.push(...parts);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawHubSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new RawHubSocket(socket)));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** Waits for the next record satisfying `match`, counting from record `from`. */
  async nextRecord(match: (record: string) => boolean = () => true, from = 0): Promise<string> {
    for (;;) {
      const found = this.records.slice(from).find(match);
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  async handshake(): Promise<void> {
    this.send(`{"protocol":"json","version":1}${RS}`);
    await this.nextRecord((record) => record === '{}');
  }
}

/** Negotiates over HTTP as the client does and answers the body. */
export async function negotiate(baseUrl: string, token: string, version?: number) {
  const query = version === undefined ? '' : `?negotiateVersion=${version}`;
  const response = await fetch(`${baseUrl}${DEFAULT_HUB_PATH}/negotiate${query}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function socketUrl(baseUrl: string, query: Record<string, string>): string {
  return `${baseUrl.replace(/^http/, 'ws')}${DEFAULT_HUB_PATH}?${new URLSearchParams(query).toString()}`;
}
