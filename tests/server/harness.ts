import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { ManualClock } from '../../server/services/clock';
import { APP_ID_HEADER, SIGNATURE_HEADER, computeSignature, type SignableParams } from '../../src/domain/signature';

/**
 * Builds the real server in process on a database of its own: a temporary SQLite file, or, with
 * TEST_DATABASE=postgres, a fresh schema in the `test` database on 127.0.0.1:5432. Every test file
 * gets its own, so files run in parallel and leave nothing behind.
 */
export const usingPostgres = process.env.TEST_DATABASE === 'postgres';
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean>;
  body?: SignableParams;
  headers?: Record<string, string>;
  /** Sign the request (default true). */
  sign?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Record<string, unknown>;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  json: { ErrorCode: number; Msg: string; Body: T };
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: ManualClock;
  database: DatabaseHandle;
  call<T = unknown>(method: 'GET' | 'POST', url: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Signs in and returns the bearer token; throws when sign-in fails. */
  login(account: string, password: string): Promise<string>;
  /** Closes the app and opens it again on the same data (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  clock?: ManualClock;
}

const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export function signHeaders(config: Config, query: SignableParams, body: SignableParams | undefined) {
  return {
    [APP_ID_HEADER]: config.appId,
    [SIGNATURE_HEADER]: computeSignature(query, body, config.appSecret, md5Hex),
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const id = randomBytes(6).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    SEED_DEMO_DATA: String(options.seed ?? true),
    ...(usingPostgres ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: `t_${id}` } : {}),
    ...options.env,
  });
  const clock = options.clock ?? new ManualClock(new Date());
  let database = await openDatabase(config);
  let app = await buildApp({ config, clock, database });

  const call: TestApp['call'] = async (method, url, callOptions = {}) => {
    const query = callOptions.query ?? {};
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const fullUrl = search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
    const allQuery: SignableParams = {};
    const queryIndex = fullUrl.indexOf('?');
    if (queryIndex >= 0) for (const [k, v] of new URLSearchParams(fullUrl.slice(queryIndex + 1))) allQuery[k] = v;
    const headers: Record<string, string> = {
      ...(callOptions.sign === false ? {} : signHeaders(config, allQuery, callOptions.body)),
      ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
      ...callOptions.headers,
    };
    const response = await app.inject({
      method,
      url: fullUrl,
      headers,
      ...(callOptions.body !== undefined ? { payload: callOptions.body } : {}),
    });
    let json: CallResult['json'];
    try {
      json = response.json();
    } catch {
      json = { ErrorCode: -1, Msg: response.body, Body: null };
    }
    return { status: response.statusCode, headers: response.headers, json, text: response.body } as CallResult<never>;
  };

  return {
    get app() {
      return app;
    },
    config,
    clock,
    get database() {
      return database;
    },
    call,
    async login(account, password) {
      const result = await call<{ access_token: string }>('POST', '/api/account/login', { body: { username: account, password } });
      if (result.json.ErrorCode !== 0) throw new Error(`login as ${account} failed: ${result.json.Msg}`);
      return result.json.Body.access_token;
    },
    async restart() {
      await app.close();
      await database.close();
      database = await openDatabase(config);
      app = await buildApp({ config, clock, database });
    },
    async close() {
      await app.close();
      if (usingPostgres) await sql`drop schema if exists ${sql.id(config.databaseSchema)} cascade`.execute(database.db);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Demo accounts seeded on an empty database. */
export { DemoUsers } from '../../server/seed/people.seed';

const HALF_HOUR = 30 * 60_000;

/**
 * The first half hour from `from` (forward, or back with step -1) when the tutor has no class within
 * half an hour either side. Demo classes sit at times of day relative to now, so a test that books at a
 * fixed offset from now collides with one at some hours of the day.
 */
export async function freeHalfHour(t: Pick<TestApp, 'database'>, tutorId: number, from: Date, step: 1 | -1 = 1): Promise<Date> {
  const rows = await t.database.db.selectFrom('classes').select('start_at').where('tutor_id', '=', tutorId).execute();
  const booked = new Set(rows.map((row) => Date.parse(row.start_at)));
  let at = Math.ceil(from.getTime() / HALF_HOUR) * HALF_HOUR;
  while (booked.has(at) || booked.has(at - HALF_HOUR) || booked.has(at + HALF_HOUR)) at += step * HALF_HOUR;
  return new Date(at);
}
