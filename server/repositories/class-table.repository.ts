import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The class table's reads: a tutor's classes in a period with their lesson names (one indexed range
 * on classes(tutor_id, start_at), then the lessons by primary key), one class, the tutor's zone and
 * flags, joins, calendar feeds and test classrooms. Every read a tutor makes is scoped to the tutor.
 */

const CLASS_COLUMNS = [
  'c.id',
  'c.tutor_id',
  'c.student_id',
  'c.ucid',
  'c.sid',
  'c.lesson_id',
  'c.small_class_id',
  'c.student_name',
  'c.student_level',
  'c.course_name',
  'c.class_tool',
  'c.class_type',
  'c.start_at',
  'c.end_at',
  'c.status',
  'c.status_changed_by',
  'c.absent_party',
  'c.booked_at',
  'c.status_changed_at',
] as const;

export interface ClassTableRow {
  id: number;
  tutor_id: number;
  student_id: number | null;
  ucid: number | null;
  sid: number | null;
  lesson_id: number | null;
  small_class_id: number | null;
  student_name: string;
  student_level: string;
  course_name: string;
  class_tool: number;
  class_type: string;
  start_at: string;
  end_at: string;
  status: string;
  status_changed_by: string | null;
  absent_party: string | null;
  booked_at: string | null;
  status_changed_at: string | null;
  lesson_name: string | null;
}

/** The tutor's classes starting in [fromIso, toIso), every status, in start order. */
export function tutorClassesBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<ClassTableRow[]> {
  return tutorClassesBetweenQuery(db, tutorId, fromIso, toIso).execute();
}

/** The week query itself (the benchmark explains it). */
export function tutorClassesBetweenQuery(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('classes as c')
    .leftJoin('course_lessons as l', 'l.id', 'c.lesson_id')
    .select([...CLASS_COLUMNS, 'l.name as lesson_name'])
    .where('c.tutor_id', '=', tutorId)
    .where('c.start_at', '>=', fromIso)
    .where('c.start_at', '<', toIso)
    .orderBy('c.start_at')
    .orderBy('c.id');
}

/** One class of the tutor, or undefined (another tutor's class is not found). */
export function tutorClassById(db: Kysely<Database>, tutorId: number, classId: number): Promise<ClassTableRow | undefined> {
  return db
    .selectFrom('classes as c')
    .leftJoin('course_lessons as l', 'l.id', 'c.lesson_id')
    .select([...CLASS_COLUMNS, 'l.name as lesson_name'])
    .where('c.id', '=', classId)
    .where('c.tutor_id', '=', tutorId)
    .executeTakeFirst();
}

/** The tutor's seat of a small class: the booked one nearest to now first (the one a Join opens). */
export function tutorSmallClassSeats(db: Kysely<Database>, tutorId: number, smallClassId: number): Promise<ClassTableRow[]> {
  return db
    .selectFrom('classes as c')
    .leftJoin('course_lessons as l', 'l.id', 'c.lesson_id')
    .select([...CLASS_COLUMNS, 'l.name as lesson_name'])
    .where('c.small_class_id', '=', smallClassId)
    .where('c.tutor_id', '=', tutorId)
    .orderBy('c.start_at')
    .orderBy('c.id')
    .execute();
}

export function findSmallClass(db: Kysely<Database>, smallClassId: number) {
  return db
    .selectFrom('small_classes as s')
    .leftJoin('courses as c', 'c.id', 's.course_id')
    .select(['s.id', 's.title', 's.capacity', 'c.name as course_name'])
    .where('s.id', '=', smallClassId)
    .executeTakeFirst();
}

/** A student's facts the class detail header shows. */
export function findStudent(db: Kysely<Database>, studentId: number) {
  return db.selectFrom('students').select(['id', 'name', 'english_level', 'country', 'age_band', 'is_divert']).where('id', '=', studentId).executeTakeFirst();
}

/** Whether the student has any class with the tutor (what lets a tutor read a student's flags). */
export async function studentHasClassWith(db: Kysely<Database>, tutorId: number, studentId: number): Promise<boolean> {
  const row = await db.selectFrom('classes').select('id').where('tutor_id', '=', tutorId).where('student_id', '=', studentId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export function tutorZoneAndFlags(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('tutor_profiles').select(['display_time_zone', 'is_didi_duty_tutor']).where('user_id', '=', tutorId).executeTakeFirst();
}

export async function setTutorDisplayZone(db: Kysely<Database>, tutorId: number, zone: string): Promise<boolean> {
  const result = await db.updateTable('tutor_profiles').set({ display_time_zone: zone }).where('user_id', '=', tutorId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function insertClassroomJoin(
  db: Kysely<Database>,
  row: { classId: number; tutorId: number; classTool: number; client: string; via: string; at: string },
) {
  return db
    .insertInto('classroom_joins')
    .values({ class_id: row.classId, tutor_id: row.tutorId, class_tool: row.classTool, client: row.client, via: row.via, joined_at: row.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function calendarFeedOf(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('calendar_feeds').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
}

export function calendarFeedBySecret(db: Kysely<Database>, secret: string) {
  return db.selectFrom('calendar_feeds').selectAll().where('secret', '=', secret).executeTakeFirst();
}

/** Creates the tutor's feed with `secret`, or replaces its secret (a reset). */
export async function saveCalendarFeed(db: Kysely<Database>, tutorId: number, secret: string, at: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ tutor_id: tutorId, secret, created_at: at })
    .onConflict((oc) => oc.column('tutor_id').doUpdateSet({ secret, created_at: at }))
    .execute();
}

/** Creates the feed only when the tutor has none (two first reads at once keep one secret). */
export async function createCalendarFeedIfMissing(db: Kysely<Database>, tutorId: number, secret: string, at: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ tutor_id: tutorId, secret, created_at: at })
    .onConflict((oc) => oc.column('tutor_id').doNothing())
    .execute();
}

export function testClassroomOf(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('test_classrooms').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function createTestClassroomIfMissing(db: Kysely<Database>, tutorId: number, room: string, at: string): Promise<void> {
  await db
    .insertInto('test_classrooms')
    .values({ tutor_id: tutorId, room, created_at: at })
    .onConflict((oc) => oc.column('tutor_id').doNothing())
    .execute();
}
