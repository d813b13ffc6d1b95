import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Classes (a minimal table: no other area had one yet), messages, attendance confirmations, class
 * requests and their point reports. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('classes'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    // booked, finished, cancelled
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('lesson_fee_php', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('class_tool', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('classes_tutor_start').on('classes').columns(['tutor_id', 'start_at']).execute();

  await withIdColumn(db, db.schema.createTable('messages'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminder_type', 'text')
    .addColumn('reminder_fields', 'text')
    .addColumn('notice_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refuse_reason', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'integer')
    .execute();
  await db.schema.createIndex('messages_tutor_category').on('messages').columns(['tutor_id', 'category', 'created_at']).execute();
  await db.schema.createIndex('messages_tutor_unread').on('messages').columns(['tutor_id', 'read_at']).execute();

  await withIdColumn(db, db.schema.createTable('attendance_confirmations'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .addColumn('class_time', 'text', (c) => c.notNull())
    .addColumn('class_count', 'integer', (c) => c.notNull().defaultTo(1))
    // 0 pending, 1 confirmed, 2 declined, 3 cancelled by the deadline job
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'integer')
    .addColumn('cancel_remark', 'text')
    .addColumn('attachment', 'text')
    .addColumn('penalty_tier', 'text')
    .addColumn('penalty_php', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('points_deducted', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('attendance_confirmations_pending').on('attendance_confirmations').columns(['status', 'class_time']).execute();
  await db.schema.createIndex('attendance_confirmations_tutor').on('attendance_confirmations').columns(['tutor_id', 'status']).execute();

  await withIdColumn(db, db.schema.createTable('class_requests'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    // The class on offer is not the tutor's yet, so no foreign key.
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('dialog', 'text', (c) => c.notNull())
    .addColumn('is_pop_up_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('class_requests_tutor').on('class_requests').columns(['tutor_id', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('class_request_points'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'integer', (c) => c.references('class_requests.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('point_type', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('class_request_points_tutor').on('class_request_points').columns(['tutor_id', 'class_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['class_request_points', 'class_requests', 'attendance_confirmations', 'messages', 'classes']) {
    await db.schema.dropTable(table).execute();
  }
}
