import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Voices (issue 16): a tutor's feedback and appeals with their replies, and the complaints about a
 * tutor's classes (from students, or the tutor's own) with theirs. The dot on Feedback stays in
 * feedback_notices (0004-shell), now pointing at the feedback replied to.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('feedbacks'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer')
    .addColumn('respondents', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('file_ref', 'text', (c) => c.notNull())
    // 0 pending, 1 replied, 2 appeal granted, 3 appeal declined (src/domain/feedback.ts).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    // The provider month it counts against (YYYY-MM): the quota per period.
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('feedbacks_tutor_created').on('feedbacks').columns(['tutor_id', 'created_at']).execute();
  await db.schema.createIndex('feedbacks_tutor_period').on('feedbacks').columns(['tutor_id', 'period_key']).execute();
  await db.schema.createIndex('feedbacks_status_created').on('feedbacks').columns(['status', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('feedback_replies'))
    .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedbacks.id').onDelete('cascade'))
    // tutor or staff.
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_replies_feedback').on('feedback_replies').columns(['feedback_id', 'id']).execute();
  await db.schema.createIndex('feedback_notices_feedback').on('feedback_notices').columns(['feedback_id', 'read_at']).execute();

  await withIdColumn(db, db.schema.createTable('complaints'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull())
    // student: about the tutor's class (a ledger event while it stands); tutor: the tutor's own.
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('complainant', 'text', (c) => c.notNull())
    .addColumn('complaint_type', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // standing or withdrawn.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('filed_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdraw_reason', 'text')
    .execute();
  await db.schema.createIndex('complaints_tutor_origin_created').on('complaints').columns(['tutor_id', 'origin', 'created_at']).execute();
  await db.schema.createIndex('complaints_class').on('complaints').columns(['class_id']).execute();

  await withIdColumn(db, db.schema.createTable('complaint_replies'))
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaint_replies_complaint').on('complaint_replies').columns(['complaint_id', 'id']).execute();

  // The tutor's feedback on a finished class (the recitation classes report): one per class.
  await db.schema
    .createTable('recitation_feedback')
    .addColumn('class_id', 'integer', (c) => c.primaryKey())
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recitation_feedback_tutor').on('recitation_feedback').columns(['tutor_id', 'class_id']).execute();

  // A student's comment on a finished class, with the labels they picked.
  await withIdColumn(db, db.schema.createTable('student_comments'))
    .addColumn('class_id', 'integer', (c) => c.notNull().unique())
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    // 1 good, 2 average, 3 poor (src/domain/comments.ts).
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_comments_tutor_created').on('student_comments').columns(['tutor_id', 'created_at']).execute();
  await db.schema
    .createTable('student_comment_labels')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('student_comments.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_comment_labels_pk', ['comment_id', 'label'])
    .execute();
  await db.schema.createIndex('student_comment_labels_tutor').on('student_comment_labels').columns(['tutor_id', 'label']).execute();

  // A tutor application a tutor referred (TutorSource 12), and its track.
  await withIdColumn(db, db.schema.createTable('tutor_applications'))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('sky_id', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('tutor_source', 'integer', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tutor_applications_referrer').on('tutor_applications').columns(['referrer_id', 'created_at']).execute();
  await withIdColumn(db, db.schema.createTable('application_tracks'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('tutor_applications.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_tracks_application').on('application_tracks').columns(['application_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_tracks').execute();
  await db.schema.dropTable('tutor_applications').execute();
  await db.schema.dropTable('student_comment_labels').execute();
  await db.schema.dropTable('student_comments').execute();
  await db.schema.dropTable('recitation_feedback').execute();
  await db.schema.dropTable('complaint_replies').execute();
  await db.schema.dropTable('complaints').execute();
  await db.schema.dropIndex('feedback_notices_feedback').execute();
  await db.schema.dropTable('feedback_replies').execute();
  await db.schema.dropTable('feedbacks').execute();
}
