import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Growth, finished (issue 14): next week's schedule confirmations and shared class group photos
 * (their growth values are ledger entries), and the indexes the leaderboards rank over: every
 * board reads one provider month of one kind of event across all tutors (docs/rankings.md).
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('growth_schedule_confirmations')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The Monday (YYYY-MM-DD, provider time) of the week confirmed.
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('slot_count', 'integer', (c) => c.notNull())
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('growth_schedule_confirmations_pk', ['tutor_id', 'week'])
    .execute();
  await withIdColumn(db, db.schema.createTable('growth_class_photos'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('file_ref', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('shared_at', 'text', (c) => c.notNull())
    .execute();
  // One photo a class; GetPhotoSharing lists a tutor's newest first.
  await db.schema.createIndex('growth_class_photos_class').on('growth_class_photos').column('class_id').unique().execute();
  await db.schema.createIndex('growth_class_photos_tutor_time').on('growth_class_photos').columns(['tutor_id', 'shared_at']).execute();

  // Conversions (gv.trial_conversion entries) of a month, by tutor.
  await db.schema.createIndex('ledger_entries_rule_time').on('ledger_entries').columns(['rule', 'counts_at', 'tutor_id']).execute();
  // Class requests of a month, by tutor; their 'Grab it now' points by request.
  await db.schema.createIndex('class_requests_time').on('class_requests').columns(['created_at', 'tutor_id']).execute();
  await db.schema.createIndex('class_request_points_request').on('class_request_points').columns(['request_id', 'point_type', 'created_at']).execute();
  // Finished classes of a month, by tutor, with their rating: covering, so the average reads no table row.
  await db.schema.createIndex('classes_rated_time').on('classes').columns(['status', 'start_at', 'tutor_id', 'student_rating']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('classes_rated_time').execute();
  await db.schema.dropIndex('class_request_points_request').execute();
  await db.schema.dropIndex('class_requests_time').execute();
  await db.schema.dropIndex('ledger_entries_rule_time').execute();
  await db.schema.dropTable('growth_class_photos').execute();
  await db.schema.dropTable('growth_schedule_confirmations').execute();
}
