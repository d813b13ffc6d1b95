/**
 * The HTTP pipeline against a bare Fastify, in one run (issue 9):
 *
 *   npm run bench:http            (or: npx tsx bench/http.ts [seconds=10] [connections=50] [sqlite,postgres])
 *
 * Measures, with autocannon in a separate process (bench/http-load.ts) so the load generator does
 * not share the server's event loop: a bare Fastify hello-world, the trivial route
 * GET /api/System/GetTimestamp, GET /api/account/userinfo with a token, and one page of the
 * message list (a per-tutor read), on SQLite and on PostgreSQL (127.0.0.1:5432, database `test`,
 * a schema of its own, dropped afterwards; set BENCH_POSTGRES_URL to use another). The portal runs
 * in production mode with its real hooks (security headers, rate limit with a budget too large to
 * trip, signature, auth). Prints a table: requests per second, p99 latency and the ratio to the
 * hello-world, and the server's CPU time per request (user + system of the server's process,
 * which hosts nothing else during a measurement): on a machine shared with other work,
 * throughput swings with the neighbours while CPU per request stays comparable. Two calibration
 * rows follow the hello-world: the same route spending 20 and 40 µs more per request. The two cores are
 * shared with the load generator, so compare figures from the same run only.
 *
 * Each read is followed by its floor: a route behind the same hooks answering the bytes the read
 * answered, already serialised (registered through buildApp's `extraRoutes`). It is what a perfect
 * cache of that read would cost, so a read's ratio can never be better than its floor's.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { computeSignature, type SignableParams } from '../src/domain/signature';
import { benchEnv } from './bench-env';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const databases = (process.argv[4] ?? 'sqlite,postgres').split(',');
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'http-load.ts');
const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

interface Row {
  database: string;
  name: string;
  requestsPerSecond: number;
  requests: number;
  cpuMicrosPerRequest: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}
const rows: Row[] = [];

/** Runs autocannon in a child process against `url` and returns its figures. */
function load(url: string, method: 'GET' | 'POST', headers: Record<string, string>): Promise<Omit<Row, 'database' | 'name' | 'cpuMicrosPerRequest'>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', loadScript, JSON.stringify({ url, method, headers, connections, seconds })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Omit<Row, 'database' | 'name' | 'cpuMicrosPerRequest'>) : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

async function measure(database: string, name: string, url: string, method: 'GET' | 'POST', headers: Record<string, string> = {}) {
  const cpuBefore = process.cpuUsage();
  const figures = await load(url, method, headers);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMicrosPerRequest = Math.round((cpu.user + cpu.system) / Math.max(1, figures.requests));
  rows.push({ database, name, ...figures, cpuMicrosPerRequest });
  console.error(`${database.padEnd(10)} ${name.padEnd(44)} ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, ${cpuMicrosPerRequest} µs CPU/request`);
}

/** Spends `micros` of CPU on the event loop, as a handler doing that much work would. */
function busyFor(micros: number): void {
  const until = process.hrtime.bigint() + BigInt(micros * 1000);
  while (process.hrtime.bigint() < until);
}

/**
 * The hello-world, then the same route spending a fixed 20 and 40 µs more per request: the ratios
 * this machine allows a route that costs that much more, whatever the work (the load generator
 * shares the two cores, and a slower server also pays more in the kernel for each answer).
 */
async function helloWorld() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  app.get('/busy/:micros', async (request) => {
    busyFor(Number((request.params as { micros: string }).micros));
    return { hello: 'world' };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  await measure('-', 'hello-world (bare Fastify)', `${address}/`, 'GET');
  for (const micros of [20, 40]) await measure('-', `hello-world spending ${micros} µs more`, `${address}/busy/${micros}`, 'GET');
  await app.close();
}

/**
 * The floor under any cache: a route behind the portal's hooks (security headers, rate limit,
 * signature, auth) that answers, already serialised, what the real read answered. No cache of
 * the read, however clever, answers faster than this.
 */
function storedAnswerRoutes(answers: ReadonlyMap<string, string>): FastifyPluginAsync {
  return async (app) => {
    const answer = (name: string) => async (_request: unknown, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(answers.get(name));
    app.get('/api/bench/stored/userinfo', { config: { auth: 'user' } }, answer('userinfo'));
    app.post('/api/bench/stored/messages', answer('messages'));
  };
}

async function portal(database: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig(benchEnv(dataDir, database === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}));
  // What each real read answered, replayed by the stored-answer routes below.
  const storedAnswers = new Map<string, string>();
  const app = await buildApp({ config, extraRoutes: storedAnswerRoutes(storedAnswers) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const sign = (query: Record<string, string>, body?: SignableParams) => ({
    'x-app-id': config.appId,
    'x-signature': computeSignature(query, body, config.appSecret, md5Hex),
  });
  const loginBody = { username: 'demo', password: 'demo1234' };
  const login = await fetch(`${address}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sign({}, loginBody) },
    body: JSON.stringify(loginBody),
  });
  const token = ((await login.json()) as { Body: { access_token: string } }).Body.access_token;
  const authorization = `Bearer ${token}`;
  const listQuery = { type: '1', page: '1', size: '10' };

  const userinfoUrl = `${address}/api/account/userinfo`;
  const userinfoHeaders = { authorization, ...sign({}) };
  const messagesQuery = new URLSearchParams(listQuery).toString();
  const messagesUrl = `${address}/api/Message/GetTutorMessageList?${messagesQuery}`;
  const messagesHeaders = { authorization, ...sign(listQuery) };
  storedAnswers.set('userinfo', await (await fetch(userinfoUrl, { headers: userinfoHeaders })).text());
  storedAnswers.set('messages', await (await fetch(messagesUrl, { method: 'POST', headers: messagesHeaders })).text());

  try {
    await measure(database, 'GET /api/System/GetTimestamp', `${address}/api/System/GetTimestamp`, 'GET');
    await measure(database, 'GET /api/account/userinfo (token)', userinfoUrl, 'GET', userinfoHeaders);
    await measure(database, "userinfo's answer, stored", `${address}/api/bench/stored/userinfo`, 'GET', { authorization, ...sign({}) });
    await measure(database, 'POST /api/Message/GetTutorMessageList (page)', messagesUrl, 'POST', messagesHeaders);
    await measure(database, "the message page's answer, stored", `${address}/api/bench/stored/messages?${messagesQuery}`, 'POST', messagesHeaders);
  } finally {
    await app.close();
    if (database === 'postgres') {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await helloWorld();
for (const database of databases) await portal(database as 'sqlite' | 'postgres');

const baseline = rows[0]?.requestsPerSecond ?? 1;
const revision = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
console.log(`\nHTTP pipeline, ${connections} connections, ${seconds} s each, commit ${revision}, load average ${os.loadavg()[0]?.toFixed(2)}\n`);
const baselineCpu = rows[0]?.cpuMicrosPerRequest ?? 1;
console.log(`| Database | Request | req/s | p99 ms | x hello-world | server CPU µs/request | CPU x hello-world | errors | non-2xx |`);
console.log(`|---|---|---:|---:|---:|---:|---:|---:|---:|`);
for (const row of rows) {
  const ratio = (row.requestsPerSecond / baseline).toFixed(3);
  const cpuRatio = (row.cpuMicrosPerRequest / baselineCpu).toFixed(1);
  console.log(
    `| ${row.database} | ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} | ${ratio} | ${row.cpuMicrosPerRequest} | ${cpuRatio} | ${row.errors} | ${row.non2xx} |`,
  );
}
