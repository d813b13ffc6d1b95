import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Notification delivery (issue 17, beyond the spec): how long before a class the tutor wants a
 * reminder, and the notifications queued for e-mail or SMS (one per tutor, kind and source, so a
 * replayed event or a second job round never sends twice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reminder_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('notification_deliveries'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // classBooked, classCancelled, classReminder, feedbackReply, payStatement
    .addColumn('kind', 'text', (c) => c.notNull())
    // What it is about (a class id, a feedback id, a pay period): one delivery per source.
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // pending, sent (by at least one channel), skipped (the tutor wants neither channel)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('notification_deliveries_source', ['tutor_id', 'kind', 'source_key'])
    .execute();
  await db.schema.createIndex('notification_deliveries_status').on('notification_deliveries').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_deliveries').execute();
  await db.schema.dropTable('notification_settings').execute();
}
