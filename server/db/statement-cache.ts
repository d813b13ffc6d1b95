import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app has a few hundred queries, each of a fixed shape. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with its prepared statements reused: Kysely's SQLite driver prepares every query
 * it runs, and preparing (parsing and planning the SQL) costs more than running a lookup by key.
 * Statements are kept per SQL text, the least recently used dropped past `capacity`. Sharing one
 * is safe because Kysely runs one query at a time on its single SQLite connection, and SQLite
 * re-prepares a statement by itself after a migration changes the schema.
 */
export function withStatementCache(database: BetterSqlite3.Database, capacity = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string): SqliteStatement {
      const kept = statements.get(sqlText);
      if (kept) {
        // Map order is insertion order: move the hit to the back, so the front is the least used.
        statements.delete(sqlText);
        statements.set(sqlText, kept);
        return kept;
      }
      const statement = database.prepare(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
