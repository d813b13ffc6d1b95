import { sql, type Kysely } from 'kysely';

/**
 * Data-staff points (issue 21, issue 14): a data-staff entry's key (its source key,
 * `staff_points:<key>`) enters one ledger entry whatever its rule, so two requests with one key
 * and different rules cannot both count (the ledger's own unique key is per rule).
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index ledger_entries_staff_key on ledger_entries (source_key) where source_type = 'staff_points'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_staff_key').execute();
}
