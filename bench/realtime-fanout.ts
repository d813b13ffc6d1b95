/**
 * Realtime hub fan-out: how long one event takes to reach every one of N connected clients, and
 * how many connections one server process holds (issue 5).
 *
 *   npx tsx bench/realtime-fanout.ts [clients=10000] [rounds=10] [hold=19000]
 *
 * Starts the real server in a child process (fresh SQLite database in a temporary folder), signs
 * in as the demo tutor, then two load processes open raw WebSockets that speak the SignalR JSON
 * protocol (skipNegotiation, handshake, a ping every 10 s so the 30 s timeout never fires).
 * Phase 1: with `clients` connected, the server broadcasts one event per round through
 * app.notifier.toAll; the time from just before the send to the moment the last client has the
 * event is reported (min, median, max), and apart from it the server's own part: the time the
 * process spends serializing the event and writing it to every socket. Phase 2: the load processes keep opening connections until
 * the server holds `hold` of them or refuses more; the count and the server's memory are reported.
 * Both processes run on the same machine (two cores here), so the load side's work is counted too.
 * Each process is limited to 20000 open files: that, not the hub, caps phase 2.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { computeSignature } from '../src/domain/signature';

const RS = '\u001e';
const LOAD_PROCESSES = 2;
const CONNECT_CONCURRENCY = 100;
const APP_SECRET = 'bench-secret';
const now = () => performance.timeOrigin + performance.now();

type ToServer = { kind: 'broadcast'; seq: number } | { kind: 'stats' };
type FromServer =
  { kind: 'listening'; port: number } | { kind: 'sent'; seq: number; at: number; writeMs: number } | { kind: 'stats'; connections: number; rssMb: number };
type ToLoad = { kind: 'connect'; target: number } | { kind: 'expect'; seq: number } | { kind: 'stop' };
type FromLoad = { kind: 'connected'; open: number; failed: number } | { kind: 'received'; seq: number; count: number; lastAt: number };

const mode = process.argv[2];
if (mode === '--serve') await serve(process.argv[3] ?? '');
else if (mode === '--load') await load(Number(process.argv[3]), process.argv[4] ?? '');
else await main(Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 10), Number(process.argv[4] ?? 19_000));

/** The server process: the real app; broadcasts on request and reports its connection count. */
async function serve(dataDir: string): Promise<void> {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    ATTENDANCE_JOB_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const send = (message: FromServer) => process.send?.(message);
  process.on('message', (message: ToServer) => {
    if (message.kind === 'broadcast') {
      const at = now();
      // Without a backplane the writes to every socket happen before toAll's promise settles.
      void app.notifier.toAll('BenchEvent', [message.seq]).then(() => send({ kind: 'sent', seq: message.seq, at, writeMs: now() - at }));
    } else {
      send({ kind: 'stats', connections: app.hub.connectionCount, rssMb: Math.round(process.memoryUsage().rss / 1048576) });
    }
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  send({ kind: 'listening', port: (app.server.address() as { port: number }).port });
}

/** A load process: raw protocol clients; reports when each event has reached all of its clients. */
async function load(port: number, token: string): Promise<void> {
  const url = `ws://127.0.0.1:${port}/hubs/notice?access_token=${encodeURIComponent(token)}`;
  const sockets: WebSocket[] = [];
  const expected = new Map<number, { count: number; lastAt: number }>();
  const reply = (message: FromLoad) => process.send?.(message);
  let failed = 0;

  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      let handshaken = false;
      socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
      socket.on('message', (data) => {
        const text = (data as Buffer).toString('utf8');
        if (!handshaken) {
          handshaken = text.startsWith(`{}${RS}`);
          if (handshaken) sockets.push(socket);
          resolve(handshaken);
          return;
        }
        const at = text.indexOf('"BenchEvent","arguments":[');
        if (at < 0) return;
        const seq = Number.parseInt(text.slice(at + 26), 10);
        const seen = expected.get(seq);
        if (!seen) return;
        seen.count += 1;
        seen.lastAt = now();
        if (seen.count === sockets.length) reply({ kind: 'received', seq, count: seen.count, lastAt: seen.lastAt });
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });

  const keepAlive = setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
  }, 10_000);

  process.on('message', (message: ToLoad) => {
    if (message.kind === 'expect') {
      expected.set(message.seq, { count: 0, lastAt: 0 });
    } else if (message.kind === 'stop') {
      clearInterval(keepAlive);
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    } else {
      void openUpTo(message.target);
    }
  });

  // Opens until `target` are open or failures pile up (the file limit or the server refusing).
  async function openUpTo(target: number): Promise<void> {
    let consecutiveFailures = 0;
    while (sockets.length < target && consecutiveFailures < 3 * CONNECT_CONCURRENCY) {
      const batch = Math.min(CONNECT_CONCURRENCY, target - sockets.length);
      const results = await Promise.all(Array.from({ length: batch }, open));
      const bad = results.filter((ok) => !ok).length;
      failed += bad;
      consecutiveFailures = bad === batch ? consecutiveFailures + bad : 0;
    }
    reply({ kind: 'connected', open: sockets.length, failed });
  }
}

async function main(clients: number, rounds: number, hold: number): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-hub-'));
  const server = fork(self, ['--serve', dataDir], { execArgv: process.execArgv });
  const port = await new Promise<number>((resolve) => server.on('message', (message: FromServer) => message.kind === 'listening' && resolve(message.port)));
  const token = await signIn(port);
  const loads = Array.from({ length: LOAD_PROCESSES }, () => fork(self, ['--load', String(port), token], { execArgv: process.execArgv }));

  const connectAll = async (total: number) => {
    const started = now();
    const share = Math.ceil(total / LOAD_PROCESSES);
    const answers = await Promise.all(loads.map((child) => request<FromLoad>(child, { kind: 'connect', target: share }, 'connected')));
    const open = answers.reduce((sum, answer) => sum + (answer.kind === 'connected' ? answer.open : 0), 0);
    const failed = answers.reduce((sum, answer) => sum + (answer.kind === 'connected' ? answer.failed : 0), 0);
    return { open, failed, seconds: (now() - started) / 1000 };
  };
  const stats = () => request<FromServer>(server, { kind: 'stats' }, 'stats') as Promise<Extract<FromServer, { kind: 'stats' }>>;

  const baseline = await stats();
  const phase1 = await connectAll(clients);
  const held = await stats();
  console.log(
    `connected ${phase1.open} clients in ${phase1.seconds.toFixed(1)} s (${phase1.failed} failed); server holds ${held.connections}, RSS ${held.rssMb} MB`,
  );

  const latencies: number[] = [];
  const writeTimes: number[] = [];
  for (let seq = 1; seq <= rounds; seq += 1) {
    for (const child of loads) child.send({ kind: 'expect', seq } satisfies ToLoad);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reached = loads.map((child) => waitFor<FromLoad>(child, (message) => message.kind === 'received' && message.seq === seq));
    const sent = waitFor<FromServer>(server, (message) => message.kind === 'sent' && message.seq === seq);
    server.send({ kind: 'broadcast', seq } satisfies ToServer);
    const [sentMessage, ...answers] = await Promise.all([sent, ...reached]);
    const sentAt = sentMessage.kind === 'sent' ? sentMessage.at : 0;
    writeTimes.push(sentMessage.kind === 'sent' ? sentMessage.writeMs : 0);
    const lastAt = Math.max(...answers.map((answer) => (answer.kind === 'received' ? answer.lastAt : 0)));
    const count = answers.reduce((sum, answer) => sum + (answer.kind === 'received' ? answer.count : 0), 0);
    latencies.push(lastAt - sentAt);
    console.log(`round ${seq}: one event reached all ${count} clients in ${(lastAt - sentAt).toFixed(1)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `fan-out to ${phase1.open}: min ${sorted[0]?.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms over ${rounds} rounds`,
  );
  const writes = [...writeTimes].sort((a, b) => a - b);
  console.log(
    `server's own part (serialize and write to every socket): median ${(writes[Math.floor(writes.length / 2)] ?? 0).toFixed(1)} ms, min ${writes[0]?.toFixed(1)} ms`,
  );

  const phase2 = await connectAll(hold);
  const final = await stats();
  console.log(
    `hold: server holds ${final.connections} connections (target ${hold}, ${phase2.failed} failed opens), RSS ${final.rssMb} MB, ` +
      `about ${(((final.rssMb - baseline.rssMb) * 1024) / Math.max(final.connections, 1)).toFixed(1)} KB per connection over the idle server's ${baseline.rssMb} MB`,
  );

  for (const child of loads) child.send({ kind: 'stop' } satisfies ToLoad);
  server.disconnect();
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function signIn(port: number): Promise<string> {
  const body = { username: 'demo', password: 'demo1234' };
  const signature = computeSignature({}, body, APP_SECRET, (text) => createHash('md5').update(text).digest('hex'));
  const response = await fetch(`http://127.0.0.1:${port}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-id': 'tutor-portal-web', 'x-signature': signature },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { ErrorCode: number; Msg: string; Body: { access_token: string } };
  if (json.ErrorCode !== 0) throw new Error(`sign-in failed: ${json.Msg}`);
  return json.Body.access_token;
}

function waitFor<T>(child: ChildProcess, match: (message: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: T) => {
      if (!match(message)) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

function request<T extends { kind: string }>(child: ChildProcess, message: object, answerKind: T['kind']): Promise<T> {
  const answer = waitFor<T>(child, (reply) => reply.kind === answerKind);
  child.send(message);
  return answer;
}
