import type { Kysely } from 'kysely';

/**
 * Training content in the staff console (issue 21): a course or a training kit can be retired.
 * A retired one leaves the tutors' lists (the catalogue, the kit list), while the tutors who
 * subscribed to it or took it keep their progress and records. Null: in use.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('training_courses').addColumn('retired_at', 'text').execute();
  await db.schema.alterTable('training_kits').addColumn('retired_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('training_kits').dropColumn('retired_at').execute();
  await db.schema.alterTable('training_courses').dropColumn('retired_at').execute();
}
