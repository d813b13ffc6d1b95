import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Training (issue 13): training kits in categories, their questions with stored answer keys, each
 * tutor's learning of a kit, test attempts scored by the server, teachable-course labels; and the
 * training center's courses with chapters, subscriptions, chapter progress and announcements; training sessions, the tutor's bookings of them and their evaluations. Frozen: change the
 * schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('training_kit_categories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('training_kits'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('training_kit_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of { Title, Body }: the material studied before the test.
    .addColumn('sections', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pass_score', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('test_minutes', 'integer', (c) => c.notNull().defaultTo(20))
    // The teachable-course label passing grants ('' for none).
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    // The growth rule a first pass earns (a ledger rule id), or null.
    .addColumn('growth_rule', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('training_kits_category').on('training_kits').columns(['category_id', 'sort']).execute();

  await withIdColumn(db, db.schema.createTable('training_kit_questions'))
    .addColumn('kit_id', 'integer', (c) => c.notNull().references('training_kits.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // The QA report's CatName ("Grammar Result").
    .addColumn('cat_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of option texts, and the answer key: JSON array of the right option indexes.
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('training_kit_questions_kit').on('training_kit_questions').columns(['kit_id', 'sort']).execute();

  await db.schema
    .createTable('training_kit_learning')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kit_id', 'integer', (c) => c.notNull().references('training_kits.id').onDelete('cascade'))
    .addColumn('used_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_kit_learning_pk', ['tutor_id', 'kit_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('training_test_records'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kit_id', 'integer', (c) => c.notNull().references('training_kits.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    // JSON: the answers as sent (question id -> chosen indexes) and the per-category report.
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_test_records_tutor_kit').on('training_test_records').columns(['tutor_id', 'kit_id', 'id']).execute();

  await db.schema
    .createTable('tutor_labels')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kit_id', 'integer', (c) => c.notNull().references('training_kits.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tutor_labels_pk', ['tutor_id', 'kit_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('training_courses'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 'course' (training center), 'self_study' (self-study list), 'online' (online training).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    // Growth value (hundredths) finishing every chapter earns, 0 for none.
    .addColumn('growth_amount', 'integer', (c) => c.notNull().defaultTo(0))
    // The downloadable self-study source: file name and text content.
    .addColumn('source_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('training_courses_kind').on('training_courses').columns(['kind', 'sort']).execute();

  await withIdColumn(db, db.schema.createTable('training_chapters'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('training_courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('training_chapters_course').on('training_chapters').columns(['course_id', 'sort']).execute();

  await db.schema
    .createTable('training_subscriptions')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('training_courses.id').onDelete('cascade'))
    .addColumn('subscribed_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('training_subscriptions_pk', ['tutor_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('training_chapter_progress')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('training_chapters.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('learned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_chapter_progress_pk', ['tutor_id', 'chapter_id'])
    .execute();
  await db.schema.createIndex('training_chapter_progress_course').on('training_chapter_progress').columns(['tutor_id', 'course_id']).execute();

  await withIdColumn(db, db.schema.createTable('training_announcements'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_announcements_published').on('training_announcements').column('published_at').execute();

  // Training classes the training team offers: a training class, a QA lesson or a test lesson (TL).
  await withIdColumn(db, db.schema.createTable('training_sessions'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('trainer_name', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('video_link', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('training_sessions_start').on('training_sessions').columns(['start_at', 'kind']).execute();

  // A tutor's booking of a session: the class (written by the class service) and what only training keeps.
  await db.schema
    .createTable('training_bookings')
    .addColumn('class_id', 'integer', (c) => c.primaryKey().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_link', 'text', (c) => c.notNull().defaultTo(''))
    // null until the trainer records it: 'pass' or 'fail', with a comment.
    .addColumn('result', 'text')
    .addColumn('result_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_bookings_tutor').on('training_bookings').columns(['tutor_id', 'session_id']).execute();
  await db.schema.createIndex('training_bookings_session').on('training_bookings').column('session_id').execute();

  // The tutor's evaluation of a finished training class, once.
  await db.schema
    .createTable('training_evaluations')
    .addColumn('class_id', 'integer', (c) => c.primaryKey().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_evaluations_tutor').on('training_evaluations').column('tutor_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'training_evaluations',
    'training_bookings',
    'training_sessions',
    'training_announcements',
    'training_chapter_progress',
    'training_subscriptions',
    'training_chapters',
    'training_courses',
    'tutor_labels',
    'training_test_records',
    'training_kit_learning',
    'training_kit_questions',
    'training_kits',
    'training_kit_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
