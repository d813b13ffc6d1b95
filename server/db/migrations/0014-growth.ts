import type { Kysely } from 'kysely';

/**
 * Every figure now comes from the ledger (0013-ledger): the monthly scores table, whose numbers
 * were seeded or written beside the events, goes. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tutor_monthly_scores').execute();
}

/** Puts the table back empty (its numbers were never the truth; the ledger is). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tutor_monthly_scores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('flowers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('teaching_points', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('good_rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('absences', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bad_rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('other', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tutor_monthly_scores_pk', ['user_id', 'month'])
    .execute();
}
