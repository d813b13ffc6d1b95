import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database';
import { POSTGRES_URL } from './harness';

/**
 * Migrations on PostgreSQL while other schemas of the same database come and go (issue 9: CI's
 * PostgreSQL suite failed with "schema t_… does not exist" when Kysely's introspector read a schema
 * another test file was dropping). PostgreSQL's own behaviour is under test, so this runs on it
 * whichever database the rest of the suite uses.
 */
const opened: DatabaseHandle[] = [];

async function open(schema: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: POSTGRES_URL, databaseSchema: schema, dataDir: '' });
  opened.push(handle);
  return handle;
}

afterAll(async () => {
  for (const handle of opened) {
    await sql`drop schema if exists ${sql.id(handle.schema ?? '')} cascade`.execute(handle.db);
    await handle.close();
  }
});

describe('PostgreSQL introspection of the portal schema', () => {
  it("lists the tables of the connection's own schema only", async () => {
    const own = await open(`intro_own_${randomBytes(4).toString('hex')}`);
    const other = await open(`intro_other_${randomBytes(4).toString('hex')}`);
    await sql`create table only_here (id serial primary key, label text)`.execute(own.db);
    await sql`create table elsewhere (id integer)`.execute(other.db);

    const tables = await own.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(['only_here']);
    expect(tables[0]?.schema).toBe(own.schema);
    expect(tables[0]?.columns.map((column) => [column.name, column.isAutoIncrementing, column.isNullable])).toEqual([
      ['id', true, false],
      ['label', false, true],
    ]);
  });

  it('migrates, and keeps reading its tables, while other schemas are created and dropped meanwhile', async () => {
    const churners = await Promise.all([1, 2, 3].map((n) => open(`intro_churn${n}_${randomBytes(4).toString('hex')}`)));
    let churning = true;
    const churnLoops = churners.map(async (churn) => {
      let round = 0;
      while (churning) {
        const name = `intro_gone_${randomBytes(4).toString('hex')}_${round++}`;
        await sql`create schema ${sql.id(name)}`.execute(churn.db);
        await sql`create table ${sql.id(name, 'filler')} (id serial primary key, note text)`.execute(churn.db);
        await sql`drop schema ${sql.id(name)} cascade`.execute(churn.db);
      }
      return round;
    });

    try {
      const migrated = await open(`intro_mig_${randomBytes(4).toString('hex')}`);
      await migrateToLatest(migrated);
      // What the migrator does on every start: look its tables up, here many times over the churn.
      for (let look = 0; look < 40; look++) {
        const names = (await migrated.db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
        expect(names).toContain('kysely_migration');
        expect(names).toContain('users');
      }
    } finally {
      churning = false;
    }
    const rounds = await Promise.all(churnLoops);
    expect(rounds.every((count) => count > 0)).toBe(true);
  });
});
