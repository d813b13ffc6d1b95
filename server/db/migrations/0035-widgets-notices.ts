import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The provider's layout notices (issue 18): the holiday greeting, the app download poster and the
 * system-transfer notice, as rows the provider's staff edit (kind, text, the provider days it runs
 * on, and optionally one tutor group it is meant for), and when each tutor closed each one, so a
 * notice shows once per tutor. Also the client-error log: what a browser reports when a page's code
 * failed to load (shell.md §8), kept for the provider's engineers. Frozen: change the schema with a
 * new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('layout_notices'))
    // 'holiday' | 'poster' | 'transfer'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_url', 'text', (c) => c.notNull().defaultTo(''))
    // Provider days (YYYY-MM-DD), both included.
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    // Null: every tutor; else only the tutors of this group.
    .addColumn('tutor_group', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('layout_notices_running').on('layout_notices').columns(['kind', 'active', 'first_day']).execute();
  await db.schema
    .createTable('tutor_notice_views')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('layout_notices.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tutor_notice_views_pk', ['user_id', 'notice_id'])
    .execute();
  await withIdColumn(db, db.schema.createTable('client_error_reports'))
    // Null when nobody was signed in (a public page's code failed).
    .addColumn('user_id', 'integer')
    // 'chunk': a lazy page's code failed to load
    .addColumn('kind', 'text', (c) => c.notNull())
    // The file the browser asked for.
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_error_reports_recent').on('client_error_reports').columns(['reported_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_error_reports').execute();
  await db.schema.dropTable('tutor_notice_views').execute();
  await db.schema.dropTable('layout_notices').execute();
}
