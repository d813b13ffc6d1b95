import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The teaching model (../shared/design/domain-model.md): students, courses with units and lessons,
 * the student's courses (UCID) and lesson progress, small classes, the class's own fields (student,
 * course, lesson, type, outcome), `class_events`, the tutor's plotted `schedule_slots`, classroom
 * joins, and the tutor's display time zone. Existing `classes` rows stay valid: they become regular
 * classes, and cancelled ones are recorded as cancelled by the system. Frozen: change the schema
 * with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('students'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age_band', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('english_level', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('learning_goals', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('interests', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('courses'))
    .addColumn('name', 'text', (c) => c.notNull())
    // CatId of the teaching material lines.
    .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('course_units'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('course_units_course').on('course_units').columns(['course_id', 'sort']).execute();

  // A lesson is a SID: one teaching material line of its course.
  await withIdColumn(db, db.schema.createTable('course_lessons'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('course_units.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_remark', 'integer', (c) => c.notNull().defaultTo(0))
    // > 0 for test lessons (teaching.md §4 "Lesson type").
    .addColumn('class_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('test_number', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('course_lessons_course').on('course_lessons').columns(['course_id', 'sort']).execute();

  // UCID: a student's enrolment in a course.
  await withIdColumn(db, db.schema.createTable('student_courses'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('student_courses_student').on('student_courses').column('student_id').execute();

  await withIdColumn(db, db.schema.createTable('small_classes'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('classes')
    .addColumn('student_id', 'integer', (c) => c.references('students.id'))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('ucid', 'integer', (c) => c.references('student_courses.id'))
    .execute();
  // The lesson set as the class's teaching material, and the lesson recorded as taught when it finished.
  await db.schema
    .alterTable('classes')
    .addColumn('lesson_id', 'integer', (c) => c.references('course_lessons.id'))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('sid', 'integer', (c) => c.references('course_lessons.id'))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('small_class_id', 'integer', (c) => c.references('small_classes.id'))
    .execute();
  await db.schema
    .alterTable('classes')
    .addColumn('class_type', 'text', (c) => c.notNull().defaultTo('regular'))
    .execute();
  await db.schema.alterTable('classes').addColumn('booked_at', 'text').execute();
  await db.schema.alterTable('classes').addColumn('status_changed_at', 'text').execute();
  await db.schema.alterTable('classes').addColumn('status_changed_by', 'text').execute();
  await db.schema.alterTable('classes').addColumn('status_reason', 'text').execute();
  await db.schema.alterTable('classes').addColumn('cancelled_hours_before', 'integer').execute();
  await db.schema.alterTable('classes').addColumn('absent_party', 'text').execute();
  await db.schema.alterTable('classes').addColumn('student_rating', 'integer').execute();
  await sql`update classes set status_changed_by = 'system', status_changed_at = start_at where status = 'cancelled'`.execute(db);
  await sql`update classes set status_changed_by = 'system', status_changed_at = end_at where status = 'finished'`.execute(db);
  // The class table's week query and the status jobs read by these.
  await db.schema.createIndex('classes_status_start').on('classes').columns(['status', 'start_at']).execute();
  await db.schema.createIndex('classes_student_start').on('classes').columns(['student_id', 'start_at']).execute();
  await db.schema.createIndex('classes_small_class').on('classes').column('small_class_id').execute();

  // Append-only history of every class change, written in the same transaction as the change.
  await withIdColumn(db, db.schema.createTable('class_events'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    // JSON object with what the kind needs (reason, hours before, rating...).
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('class_events_class').on('class_events').columns(['class_id', 'id']).execute();
  await db.schema.createIndex('class_events_tutor_time').on('class_events').columns(['tutor_id', 'created_at']).execute();

  // A tutor's plotted half-hour slots (teaching.md §4 "Self-schedule slot").
  await withIdColumn(db, db.schema.createTable('schedule_slots'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    // waited, confirmed, canceled
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waited'))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_busy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('class_id', 'integer', (c) => c.references('classes.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedule_slots_tutor_start', ['tutor_id', 'start_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('classroom_joins'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('class_tool', 'integer', (c) => c.notNull())
    // web or tutorclient
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classroom_joins_class').on('classroom_joins').columns(['class_id', 'joined_at']).execute();

  // Empty: the tutor reads times in the provider's zone.
  await db.schema
    .alterTable('tutor_profiles')
    .addColumn('display_time_zone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tutor_profiles').dropColumn('display_time_zone').execute();
  for (const table of ['classroom_joins', 'schedule_slots', 'class_events']) await db.schema.dropTable(table).execute();
  for (const index of ['classes_small_class', 'classes_student_start', 'classes_status_start']) await db.schema.dropIndex(index).execute();
  for (const column of [
    'student_rating',
    'absent_party',
    'cancelled_hours_before',
    'status_reason',
    'status_changed_by',
    'status_changed_at',
    'booked_at',
    'class_type',
    'small_class_id',
    'sid',
    'lesson_id',
    'ucid',
    'student_id',
  ]) {
    await db.schema.alterTable('classes').dropColumn(column).execute();
  }
  for (const table of ['small_classes', 'student_courses', 'course_lessons', 'course_units', 'courses', 'students']) {
    await db.schema.dropTable(table).execute();
  }
}
