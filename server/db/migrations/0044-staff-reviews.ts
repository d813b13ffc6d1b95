import type { Kysely } from 'kysely';

/**
 * The staff review of absent pictures (issue 21): each picture waits as `pending` until staff
 * accept it (the tutor's absence penalty on the class is reversed) or refuse it with a reason.
 * Pictures sent before this migration wait too. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('absent_proofs')
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('absent_proofs').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('absent_proofs').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('absent_proofs').addColumn('review_reason', 'text').execute();
  await db.schema.createIndex('absent_proofs_review').on('absent_proofs').columns(['review_status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('absent_proofs_review').execute();
  for (const column of ['review_reason', 'reviewed_at', 'reviewed_by', 'review_status']) {
    await db.schema.alterTable('absent_proofs').dropColumn(column).execute();
  }
}
