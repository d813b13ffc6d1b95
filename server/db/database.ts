import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations/index';
import { withNamedStatements } from './pg-named-statements';
import { CurrentSchemaPostgresDialect } from './pg-schema-introspector';
import { withStatementCache } from './statement-cache';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use (its own migration tables live there too). */
  schema?: string;
  close(): Promise<void>;
}

/** Opens SQLite in the data folder (WAL) or PostgreSQL when `databaseUrl` is set. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseSchema'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, options: `-c search_path=${schema}` });
    const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: withNamedStatements(pool) }) });
    if (schema !== 'public') await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    return { db, dialect: 'postgres', schema, close: () => db.destroy() };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = new SQLite(path.join(config.dataDir, 'portal.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest({ db, schema }: Pick<DatabaseHandle, 'db' | 'schema'>): Promise<void> {
  // Kysely looks for its migration tables in any schema unless told which: several schemas in one
  // PostgreSQL database (one per test file) would otherwise share one lock table.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, { cause: error });
  }
}
