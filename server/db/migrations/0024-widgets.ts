import type { Kysely } from 'kysely';

/**
 * The layout's widgets (issue 18): when each tutor agreed to the protocol (the protocol reminder,
 * `GetIsAgreeProtocol` / `AgreeProtocolByTuid`). One row per tutor, the first agreement kept.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('protocol_agreements')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('agreed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('protocol_agreements').execute();
}
