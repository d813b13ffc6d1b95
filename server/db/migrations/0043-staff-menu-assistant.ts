import type { Kysely } from 'kysely';

/**
 * The staff console's menu and assistant settings (issue 21, Content):
 * - menu_items.tutor_group: an entry only one tutor group's tutors see (null: every tutor);
 * - assistant_settings: the assistant's settings staff changed, one row per setting, its value as
 *   JSON; a setting without a row takes the server configuration's default.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('menu_items').addColumn('tutor_group', 'text').execute();
  await db.schema
    .createTable('assistant_settings')
    .addColumn('setting_key', 'text', (col) => col.primaryKey())
    .addColumn('value_json', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assistant_settings').execute();
  await db.schema.alterTable('menu_items').dropColumn('tutor_group').execute();
}
