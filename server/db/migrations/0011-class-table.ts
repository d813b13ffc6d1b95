import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from './migration-helpers';

/**
 * The class table (issue 10): each tutor's secret calendar feed, the ClassIn test course a tutor
 * opens to try their devices, the short-notice class-request duty flag (IsDidiDutyTutor), the
 * divert flag of students (GetIsDivertUser), and which join call a classroom join came through.
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One feed per tutor; resetting replaces the secret, so an old subscription URL stops working.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('test_classrooms'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('tutor_profiles')
    .addColumn('is_didi_duty_tutor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('is_divert', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // JoinClassIn, JoinSmallClassRoom...: which call opened the room.
  await db.schema
    .alterTable('classroom_joins')
    .addColumn('via', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // The class table's week query on PostgreSQL: one tutor's week is ~10 rows on ~10 heap pages (classes
  // are written in time order across tutors); with every column it reads in the index, it is an
  // index-only scan of adjacent entries (bench/class-week.ts). SQLite reads its rows from the file
  // cache fast enough through classes_tutor_start.
  if (isPostgres(db)) {
    await sql`create index classes_tutor_week on classes (tutor_id, start_at, id) include (${sql.raw(CLASS_TABLE_COLUMNS.join(', '))})`.execute(db);
  }
}

/** The columns GetTutorRealTimeClassByWeek reads besides the key (server/repositories/class-table.repository.ts). */
const CLASS_TABLE_COLUMNS = [
  'student_id',
  'ucid',
  'sid',
  'lesson_id',
  'small_class_id',
  'student_name',
  'student_level',
  'course_name',
  'class_tool',
  'class_type',
  'end_at',
  'status',
  'status_changed_by',
  'absent_party',
  'booked_at',
  'status_changed_at',
];

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropIndex('classes_tutor_week').execute();
  await db.schema.alterTable('classroom_joins').dropColumn('via').execute();
  await db.schema.alterTable('students').dropColumn('is_divert').execute();
  await db.schema.alterTable('tutor_profiles').dropColumn('is_didi_duty_tutor').execute();
  await db.schema.dropTable('test_classrooms').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
