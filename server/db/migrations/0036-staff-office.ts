import { sql, type Kysely } from 'kysely';

/**
 * The staff back office (issue 21, continued):
 * - users.disabled_at / disabled_reason: when and why staff disabled an account (users.disabled
 *   stays the switch every sign-in and token check reads);
 * - audit_log.tutor_id filled on the leave, complaint, feedback and class-assistance entries
 *   written before those calls named their tutor, so a tutor's record lists them.
 * Frozen: change the schema with a new migration.
 */
const SUBJECT_TABLES = [
  ['tutor_leave', 'tutor_leaves'],
  ['complaint', 'complaints'],
  ['feedback', 'feedbacks'],
  ['class_assistance', 'class_assistance'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('disabled_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [subjectType, table] of SUBJECT_TABLES) {
    await sql`update audit_log set tutor_id = (select s.tutor_id from ${sql.table(table)} s where cast(s.id as text) = audit_log.subject_id)
      where subject_type = ${subjectType} and tutor_id is null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_reason').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
