/**
 * The larger fuzz run (issue 22):
 *
 *   npm run fuzz            (or: npx tsx bench/fuzz.ts [runs per operation=300] [sqlite,postgres] [seed])
 *
 * The generator of the server suite (tests/server/fuzz-openapi.ts) against the real server over
 * real HTTP (so Node's parser and the router see every byte), on SQLite and PostgreSQL: for every
 * operation of /api/docs/openapi.json, `runs` malformed and boundary requests, plus raw requests
 * Node itself refuses (oversized headers, long paths, bytes that are not HTTP). Unlike the test it
 * does not stop at the first problem: it counts requests, 5xx and non-envelope answers, prints
 * the first few of each, checks the server still answers after each operation, and exits 1 when
 * anything was found.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { operationsOf, problemWith, requestsFor, type FuzzAnswer, type FuzzRequest, type Signer } from '../tests/server/fuzz-openapi';
import { computeSignature } from '../src/domain/signature';
import { createHash } from 'node:crypto';

const runs = Number(process.argv[2] ?? 300);
const databases = (process.argv[3] ?? 'sqlite,postgres').split(',');
const seed = Number(process.argv[4] ?? Date.now() % 100_000);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

interface Tally {
  database: string;
  operations: number;
  requests: number;
  serverErrors: number;
  notEnvelope: number;
  deadAfter: number;
  statuses: Map<number, number>;
  examples: string[];
}

/** Writes raw bytes and reads the whole answer (the server closes after refusing). */
function raw(port: number, text: string): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
      resolve({ status, contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '', body: answer.slice(head.length + 4) });
    });
  });
}

async function fuzz(database: 'sqlite' | 'postgres'): Promise<Tally> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-'));
  const schema = `fuzz_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: 'fuzz-secret',
    LOG_LEVEL: 'fatal',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_MAX: '1000000',
    LOGIN_LOCK_AFTER_ADDRESS_FAILURES: '10000',
    ATTENDANCE_JOB_INTERVAL_MS: '0',
    UPLOAD_CLEANUP_INTERVAL_SECONDS: '0',
    ...(database === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
  });
  const app = await buildApp({ config });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(base).port);
  const tally: Tally = { database, operations: 0, requests: 0, serverErrors: 0, notEnvelope: 0, deadAfter: 0, statuses: new Map(), examples: [] };

  const send = async (request: FuzzRequest): Promise<FuzzAnswer> => {
    tally.requests += 1;
    try {
      const response = await fetch(`${base}${request.url}`, {
        method: request.method,
        headers: request.headers,
        ...(request.payload !== undefined ? { body: typeof request.payload === 'string' ? request.payload : new Uint8Array(request.payload) } : {}),
      });
      return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
    } catch (error) {
      return { status: 599, contentType: '', body: `no answer: ${String(error)}` };
    }
  };
  const record = (request: FuzzRequest, answer: FuzzAnswer) => {
    tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
    const problem = problemWith(request, answer);
    if (!problem) return;
    if (answer.status >= 500) tally.serverErrors += 1;
    else tally.notEnvelope += 1;
    if (tally.examples.length < 10) tally.examples.push(`${request.method} ${request.url.slice(0, 160)}: ${problem}`);
  };
  const login = async (username: string, password: string) => {
    const body = { username, password };
    const response = await fetch(`${base}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app-id': config.appId, 'x-signature': computeSignature({}, body, config.appSecret, md5Hex) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { Body: { access_token: string } }).Body.access_token;
  };
  const signer: Signer = { appId: config.appId, appSecret: config.appSecret, tokens: { tutor: '', staff: '' } };
  const document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as unknown;
  const operations = operationsOf(document);
  tally.operations = operations.length;

  try {
    for (const operation of operations) {
      // Fresh tokens for each operation: a fuzzed logout may have revoked the last ones.
      signer.tokens = { tutor: await login('demo', 'demo1234'), staff: await login('staff', 'staff1234') };
      const samples = fc.sample(requestsFor(operation, signer), { numRuns: runs, seed: seed + tally.operations });
      for (const request of samples) record(request, await send(request));
      const alive = await send({ method: 'GET', url: '/api/System/GetTimestamp', headers: {} });
      if (alive.status !== 200) tally.deadAfter += 1;
    }
    const rawRequests = [
      `GET /api/System/GetTimestamp?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/System/GetTimestamp HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
      `GET /api/Upload/File/${'a'.repeat(2_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'NOT HTTP AT ALL\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nhello',
      'POST /api/account/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      'GET /api/%ZZ HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /hubs/notice/negotiate HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    for (const text of rawRequests) {
      tally.requests += 1;
      record({ method: 'RAW', url: '/api/', headers: {} }, await raw(port, text));
    }
  } finally {
    await app.close();
    if (database === 'postgres') {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return tally;
}

const tallies: Tally[] = [];
for (const database of databases) tallies.push(await fuzz(database as 'sqlite' | 'postgres'));
console.log(`\nFuzz over HTTP, ${runs} runs per operation, seed ${seed}\n`);
console.log('| Database | Operations | Requests | 5xx | Not the envelope | Dead after an operation | Statuses |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const tally of tallies) {
  const statuses = [...tally.statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `| ${tally.database} | ${tally.operations} | ${tally.requests} | ${tally.serverErrors} | ${tally.notEnvelope} | ${tally.deadAfter} | ${statuses} |`,
  );
  for (const example of tally.examples) console.log(`  ${example}`);
}
process.exit(tallies.some((tally) => tally.serverErrors + tally.notEnvelope + tally.deadAfter > 0) ? 1 : 0);
