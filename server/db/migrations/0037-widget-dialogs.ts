import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The layout's last dialogs and logs (issue 18):
 * - bi-aspect tags (growth-account.md §7 `GetTutorBiAspectDataList`, `SubmitSelectedTutorBiAspectTags`):
 *   the provider's tags in two aspects, the tutors asked to choose (bi-aspect teachers) and what
 *   each chose;
 * - the tutor's subject type (`GetTutorSubjectType`), one row per tutor who does not teach the default;
 * - the layout's client logs (`AddTutorClientUsageLog`, `LoginLog`), one row per report;
 * - which reminder messages the layout has shown a tutor as a toast at start (`GetSelfScheduleRemind`),
 *   so each shows once, not at every page load.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('bi_aspect_tags'))
    // 1 teaching style, 2 personality (src/domain/bi-aspect.ts)
    .addColumn('aspect', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('bi_aspect_tags_listed').on('bi_aspect_tags').columns(['active', 'aspect', 'position']).execute();
  await db.schema
    .createTable('bi_aspect_teachers')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tutor_bi_aspect_tags')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('bi_aspect_tags.id').onDelete('cascade'))
    .addColumn('selected_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tutor_bi_aspect_tags_pk', ['tutor_id', 'tag_id'])
    .execute();
  await db.schema
    .createTable('tutor_subject_types')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('subject_type', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('tutor_client_logs'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'usage' (AddTutorClientUsageLog) | 'login' (LoginLog)
    .addColumn('kind', 'text', (c) => c.notNull())
    // usage: the page or feature used; login: how the tutor signed in
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_info', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tutor_shown_reminds')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('shown_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tutor_shown_reminds_pk', ['tutor_id', 'message_id'])
    .execute();
  await db.schema.createIndex('tutor_client_logs_by_tutor').on('tutor_client_logs').columns(['tutor_id', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tutor_shown_reminds').execute();
  await db.schema.dropTable('tutor_client_logs').execute();
  await db.schema.dropTable('tutor_subject_types').execute();
  await db.schema.dropTable('tutor_bi_aspect_tags').execute();
  await db.schema.dropTable('bi_aspect_teachers').execute();
  await db.schema.dropTable('bi_aspect_tags').execute();
}
