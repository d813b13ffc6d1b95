/**
 * Authenticated read vs a trivial route of the same server, in one run (issue: foundation).
 *
 *   npm run bench:auth            (or: npx tsx bench/auth-read.ts [seconds] [connections])
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auth   (on PostgreSQL,
 *   in a schema of its own, dropped afterwards)
 *
 * Builds the real server on a fresh SQLite database in a temporary folder, signs in as the demo
 * tutor, then runs autocannon with 50 connections against GET /api/System/GetTimestamp (no token,
 * no database) and GET /api/account/userinfo (signature check, token lookup, user state from four
 * queries). Prints requests per second, their ratio and p99 latency. The load generator shares the
 * machine's two cores with the server, so absolute figures are lower than on a dedicated box.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { computeSignature, type SignableParams } from '../src/domain/signature';
import { benchEnv } from './bench-env';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? '';
const postgres: Record<string, string> = postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: `bench_${process.pid}` } : {};
const config = loadConfig(benchEnv(dataDir, { RATE_LIMIT_WINDOW_MS: '100', ...postgres }));
const database = await openDatabase(config);
const app = await buildApp({ config, database });
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

async function run(title: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url: `${address}${url}`, connections, duration: seconds, headers });
  const line = { title, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
  console.log(JSON.stringify(line));
  return line;
}

const trivial = await run('trivial: GET /api/System/GetTimestamp', '/api/System/GetTimestamp', {});
const authenticated = await run('authenticated: GET /api/account/userinfo', '/api/account/userinfo', { authorization: `Bearer ${token}`, ...sign({}) });
console.log(
  JSON.stringify({
    ratio: Math.round((authenticated.requestsPerSecond / trivial.requestsPerSecond) * 1000) / 1000,
    connections,
    seconds,
    database: postgresUrl ? 'postgres' : 'sqlite',
  }),
);
await app.close();
if (postgresUrl) await sql`drop schema if exists ${sql.id(config.databaseSchema)} cascade`.execute(database.db);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
