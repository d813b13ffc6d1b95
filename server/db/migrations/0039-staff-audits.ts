import type { Kysely } from 'kysely';

/**
 * The staff console's audit queues and a tutor record's lists (issue 21):
 * - complaints.reviewed_at / reviewed_by: staff confirmed that a student's complaint stands, so it
 *   leaves the complaints queue (withdrawing it is the other way out);
 * - indexes for each queue (what waits, oldest first) and each paged list of a tutor's record.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('complaints').addColumn('reviewed_by', 'integer').execute();
  await db.schema.createIndex('complaints_queue').on('complaints').columns(['status', 'origin', 'reviewed_at', 'created_at']).execute();
  await db.schema.createIndex('tutor_profiles_await_approval').on('tutor_profiles').columns(['await_approval', 'user_id']).execute();
  await db.schema.createIndex('tutor_contracts_audit').on('tutor_contracts').columns(['audit_status', 'updated_at']).execute();
  await db.schema.createIndex('tesol_information_review').on('tesol_information').columns(['review_status', 'submitted_at']).execute();
  await db.schema.createIndex('ledger_entries_tutor_time').on('ledger_entries').columns(['tutor_id', 'counts_at', 'id']).execute();
  await db.schema.createIndex('messages_tutor_created').on('messages').columns(['tutor_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('stored_files_owner_created').on('stored_files').columns(['owner_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'stored_files_owner_created',
    'messages_tutor_created',
    'ledger_entries_tutor_time',
    'tesol_information_review',
    'tutor_contracts_audit',
    'tutor_profiles_await_approval',
    'complaints_queue',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('complaints').dropColumn('reviewed_by').execute();
  await db.schema.alterTable('complaints').dropColumn('reviewed_at').execute();
}
