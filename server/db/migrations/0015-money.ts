import type { Kysely } from 'kysely';

/**
 * Money (issue 15). One row per tutor that every flower exchange updates first in its transaction:
 * the row lock serialises a tutor's exchanges, so two at once can never both pass the monthly quota
 * or the balance; its counter names each exchange (the ledger source `exchange:<tutor>-<n>`).
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flower_exchange_counters')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('exchanges', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flower_exchange_counters').execute();
}
