import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Helpers the migrations share so each stays portable between SQLite and PostgreSQL. Frozen like
 * the migrations themselves: change behaviour by adding a helper, never by editing one.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key named `id`. */
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** After rows were inserted with explicit ids, moves PostgreSQL's sequence past them. */
export async function syncIdSequence(db: Kysely<any>, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  const { sql } = await import('kysely');
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}
