import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * More layout widgets (issue 18): monitoring warnings staff issue to a tutor (agreed with the
 * protocol), and the learning tags: a catalogue of short lessons and the tags assigned to each
 * tutor, in order, with when each was learned; the dialog list (prompts the layout opens, Type 1
 * asks for the Skype id) and the Skype id a tutor gave. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('monitoring_warnings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('agreed_at', 'text')
    .execute();
  await db.schema.createIndex('monitoring_warnings_open').on('monitoring_warnings').columns(['user_id', 'agreed_at']).execute();
  await db.schema
    .createTable('learning_tags')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tutor_learning_tags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('learning_tags.id').onDelete('cascade'))
    // The order the tutor sees the tags in.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('learned_at', 'text')
    .addPrimaryKeyConstraint('tutor_learning_tags_pk', ['user_id', 'tag_id'])
    .execute();
  await withIdColumn(db, db.schema.createTable('tutor_dialog_prompts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 1: the Skype id prompt (growth-account.md §9)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('tutor_dialog_prompts_open').on('tutor_dialog_prompts').columns(['user_id', 'answered_at']).execute();
  await db.schema
    .createTable('tutor_messenger_ids')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sky', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tutor_messenger_ids').execute();
  await db.schema.dropTable('tutor_dialog_prompts').execute();
  await db.schema.dropTable('tutor_learning_tags').execute();
  await db.schema.dropTable('learning_tags').execute();
  await db.schema.dropTable('monitoring_warnings').execute();
}
