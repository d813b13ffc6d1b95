import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Teacher tasks, the network and device check, and the desktop client's version records (issue 20):
 * tasks staff assign to tutors with their attachment links, one assignment per tutor and task with
 * its state, every answer a tutor submitted (history kept), and the review of each answer; the
 * speed tests and device checks tutors ran; the TutorClient versions the desktop client reported.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('teacher_tasks'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    // 1: the answer must carry a file (upload module ToturTaskFile).
    .addColumn('file_answer', 'integer', (c) => c.notNull())
    // The growth task this task is, when it is one (a code of the growth centre's tasks).
    .addColumn('growth_task_code', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teacher_tasks_created').on('teacher_tasks').columns(['created_at']).execute();
  await withIdColumn(db, db.schema.createTable('teacher_task_attachments'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('teacher_tasks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teacher_task_attachments_task').on('teacher_task_attachments').columns(['task_id', 'position']).execute();
  await withIdColumn(db, db.schema.createTable('teacher_task_assignments'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('teacher_tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // assigned, submitted, reviewed, returned (overdue is computed from due_at)
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('reviewed_at', 'text')
    .addUniqueConstraint('teacher_task_assignments_one', ['task_id', 'user_id'])
    .execute();
  // The tutor's list, newest first, and staff's answers of a task by state.
  await db.schema.createIndex('teacher_task_assignments_tutor').on('teacher_task_assignments').columns(['user_id', 'assigned_at']).execute();
  await db.schema.createIndex('teacher_task_assignments_state').on('teacher_task_assignments').columns(['task_id', 'state']).execute();
  await withIdColumn(db, db.schema.createTable('teacher_task_answers'))
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('teacher_task_assignments.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('file_ref', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teacher_task_answers_assignment').on('teacher_task_answers').columns(['assignment_id', 'submitted_at']).execute();
  await withIdColumn(db, db.schema.createTable('teacher_task_reviews'))
    .addColumn('answer_id', 'integer', (c) => c.notNull().unique().references('teacher_task_answers.id').onDelete('cascade'))
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('speed_tests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ping_ms', 'real', (c) => c.notNull())
    .addColumn('jitter_ms', 'real', (c) => c.notNull())
    .addColumn('download_mbps', 'real', (c) => c.notNull())
    .addColumn('upload_mbps', 'real', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('tested_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('speed_tests_user').on('speed_tests').columns(['user_id', 'tested_at']).execute();
  await withIdColumn(db, db.schema.createTable('device_checks'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('camera', 'text', (c) => c.notNull())
    .addColumn('microphone', 'text', (c) => c.notNull())
    .addColumn('speakers', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_checks_user').on('device_checks').columns(['user_id', 'checked_at']).execute();
  await withIdColumn(db, db.schema.createTable('pc_client_versions'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pc_client_versions').execute();
  await db.schema.dropTable('device_checks').execute();
  await db.schema.dropTable('speed_tests').execute();
  await db.schema.dropTable('teacher_task_reviews').execute();
  await db.schema.dropTable('teacher_task_answers').execute();
  await db.schema.dropTable('teacher_task_assignments').execute();
  await db.schema.dropTable('teacher_task_attachments').execute();
  await db.schema.dropTable('teacher_tasks').execute();
}
