import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The shell (issue 3): class details the dashboard shows, the contract check, feedback notices,
 * home banners, client download and shortcut click logs, and the guided tour's completion.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // `classes` comes from 0002-messages; the dashboard also shows the student's level and course.
  await db.schema
    .alterTable('classes')
    .addColumn('student_level', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('course_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('tutor_contracts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // -1 not signed, 0 auditing, 1 audit passed, 2 audit failed (shell.md §4)
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('feedback_notices'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('feedback_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('feedback_notices_user_unread').on('feedback_notices').columns(['user_id', 'read_at']).execute();

  await withIdColumn(db, db.schema.createTable('home_banners'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('client_download_logs'))
    // Null when the download page was used without signing in.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source_type', 'integer', (c) => c.notNull())
    .addColumn('client_type', 'integer', (c) => c.notNull())
    .addColumn('client_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('model_click_logs'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('clicked_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('guided_tour_completions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['guided_tour_completions', 'model_click_logs', 'client_download_logs', 'home_banners', 'feedback_notices', 'tutor_contracts']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('classes').dropColumn('course_name').execute();
  await db.schema.alterTable('classes').dropColumn('student_level').execute();
}
