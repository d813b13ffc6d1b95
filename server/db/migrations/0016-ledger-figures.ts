import type { Kysely } from 'kysely';

/**
 * A read-through cache of the person panel's ledger figures, one row per tutor, so the user state
 * (read on every page) does not sum a tutor's whole ledger. Every ledger write bumps the tutor's
 * `version` and clears `fresh` in its own transaction; a reader that finds the row stale recomputes
 * it from the ledger and stores it only if the version it read is still current, so a write that
 * lands meanwhile is never hidden. The month columns count for [month_from, month_to).
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_figures')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fresh', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_from', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('month_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_flowers', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_growth', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('month_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('month_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_good', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_absences', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_bad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_cancellations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_other', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_figures').execute();
}
