import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Chunked uploads: stored files, the upload sessions that lead to them and the chunks each session
 * has received. The bytes live in the file store; these rows say whose they are and where they are,
 * so an upload survives a restart between chunks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('stored_files'))
    .addColumn('file_ref', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_files_owner').on('stored_files').column('owner_id').execute();

  await withIdColumn(db, db.schema.createTable('upload_sessions'))
    .addColumn('file_code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('storage_prefix', 'text', (c) => c.notNull())
    .addColumn('stored_file_id', 'integer', (c) => c.references('stored_files.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_sessions_state_updated').on('upload_sessions').columns(['state', 'updated_at']).execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('upload_sessions.id').onDelete('cascade'))
    .addColumn('chunk_index', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['session_id', 'chunk_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_chunks').execute();
  await db.schema.dropTable('upload_sessions').execute();
  await db.schema.dropTable('stored_files').execute();
}
