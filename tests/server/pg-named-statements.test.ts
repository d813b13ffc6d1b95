import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_STATEMENTS_PER_CONNECTION, withNamedStatements } from '../../server/db/pg-named-statements';
import { POSTGRES_URL } from './harness';

/**
 * The PostgreSQL statement reuse (issue 9) against the real server, whichever database the rest of
 * the suite runs on: it is PostgreSQL's own behaviour that is under test.
 */
const schema = `named_${randomBytes(4).toString('hex')}`;
const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 1, options: `-c search_path=${schema}` });
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });

/** The statements the one pooled connection holds prepared, as PostgreSQL lists them. */
async function preparedNames(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await sql`create table items (id integer primary key, label text not null)`.execute(db);
  await db
    .insertInto('items')
    .values([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ])
    .execute();
});

afterAll(async () => {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

describe('PostgreSQL statements kept prepared', () => {
  it('prepares a query shape once and answers every call with its own parameters', async () => {
    const before = (await preparedNames()).length;
    const byId = (id: number) => db.selectFrom('items').select('label').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ label: 'one' });
    expect(await byId(2)).toEqual({ label: 'two' });
    expect(await byId(3)).toBeUndefined();
    // One new prepared statement for the three calls (the listing query was already kept by the first listing).
    expect((await preparedNames()).length).toBe(before + 1);
  });

  it('runs DDL unnamed and keeps working after a table changes shape under a prepared select *', async () => {
    const all = () => db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst();
    expect(await all()).toEqual({ id: 1, label: 'one' });
    await sql`alter table items add column note text default 'n'`.execute(db);
    // PostgreSQL refuses the kept plan (its result columns changed): the call is answered unnamed.
    expect(await all()).toEqual({ id: 1, label: 'one', note: 'n' });
    expect(await all()).toEqual({ id: 1, label: 'one', note: 'n' });
    expect((await preparedNames()).some((name) => !name.startsWith('k'))).toBe(false);
  });

  it('keeps at most the cap of statements per connection and still answers past it', async () => {
    for (let i = 0; i < NAMED_STATEMENTS_PER_CONNECTION + 20; i++) {
      // A distinct SQL text each time (a different literal column alias).
      const row = await sql<{ n: number }>`select ${sql.raw(String(i))}::int as n`.execute(db);
      expect(row.rows[0]?.n).toBe(i);
    }
    expect((await preparedNames()).length).toBeLessThanOrEqual(NAMED_STATEMENTS_PER_CONNECTION);
  });
});
