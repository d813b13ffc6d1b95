import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { POSTGRES_URL, signHeaders, usingPostgres } from './harness';

/** Counts every query that reaches the database, reusable (pre-compiled) ones included. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  transformResult: KyselyPlugin['transformResult'] = async (args) => {
    this.count += 1;
    return args.result;
  };
}

describe(`queries per hot-path request (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  const counter = new QueryCounter();
  let app: FastifyInstance;
  let config: Config;
  let database: DatabaseHandle;
  let dataDir: string;
  let token: string;

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { ...signHeaders(config, {}, undefined), authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'none'),
      ...(usingPostgres ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: `t_${randomBytes(6).toString('hex')}` } : {}),
    });
    database = await openDatabase(config);
    app = await buildApp({ config, database: { ...database, db: database.db.withPlugin(counter) } });
    const body = { username: 'demo', password: 'demo1234' };
    const login = await app.inject({ method: 'POST', url: '/api/account/login', payload: body, headers: signHeaders(config, {}, body) });
    token = login.json<{ Body: { access_token: string } }>().Body.access_token;
  });
  afterAll(async () => {
    await app.close();
    if (usingPostgres) await sql`drop schema if exists ${sql.id(config.databaseSchema)} cascade`.execute(database.db);
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the user state from one query once the token is cached: the token with its roles is read on its first use only', async () => {
    // The first use reads the token; the first read after a ledger write recomputes the cached figures: two more queries.
    counter.count = 0;
    await get('/api/account/userinfo');
    expect(counter.count).toBe(4);
    counter.count = 0;
    const answer = await get('/api/account/userinfo');
    expect(answer.json()).toMatchObject({ ErrorCode: 0, Body: { account: 'demo', roles: expect.arrayContaining(['teacher']) } });
    expect(counter.count).toBe(1);
  });

  it('authenticates a cached token without a query, and the revoked token is refused at once', async () => {
    counter.count = 0;
    await get('/api/account/logout');
    // Only the revocation itself.
    expect(counter.count).toBe(1);
    counter.count = 0;
    expect((await get('/api/account/userinfo')).json()).toMatchObject({ ErrorCode: 3 });
    // Forgotten by the cache, so the database is asked: the portal's tokens say no, then the single sign-on provider's.
    expect(counter.count).toBe(2);
  });
});
