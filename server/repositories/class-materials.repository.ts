import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Reads behind the teaching material list: a course's lessons in order with their unit, a
 * student's enrolments, and the student's classes that carry a lesson (what was studied or set).
 */

export interface CourseLessonRow {
  id: number;
  course_id: number;
  unit_id: number;
  unit_name: string;
  name: string;
  sort: number;
  is_remark: number;
  class_type: number;
  vip_number: number;
  test_number: number;
  category_id: number;
  is_test: number;
}

/** The lessons of some courses in course then lesson order (course_lessons_course index). */
export function lessonsOfCourses(db: Kysely<Database>, courseIds: readonly number[]): Promise<CourseLessonRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('course_units as u', 'u.id', 'l.unit_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select([
      'l.id',
      'l.course_id',
      'l.unit_id',
      'u.name as unit_name',
      'l.name',
      'l.sort',
      'l.is_remark',
      'l.class_type',
      'l.vip_number',
      'l.test_number',
      'c.category_id',
      'c.is_test',
    ])
    .where('l.course_id', 'in', courseIds)
    .orderBy('l.course_id')
    .orderBy('l.sort')
    .execute();
}

export function findLesson(db: Kysely<Database>, lessonId: number): Promise<CourseLessonRow | undefined> {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('course_units as u', 'u.id', 'l.unit_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select([
      'l.id',
      'l.course_id',
      'l.unit_id',
      'u.name as unit_name',
      'l.name',
      'l.sort',
      'l.is_remark',
      'l.class_type',
      'l.vip_number',
      'l.test_number',
      'c.category_id',
      'c.is_test',
    ])
    .where('l.id', '=', lessonId)
    .executeTakeFirst();
}

/** The test courses (placement tests), whose lessons a test class is taught from. */
export async function testCourseIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('courses').select('id').where('is_test', '=', 1).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function testCategoryIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('courses').select('category_id').where('is_test', '=', 1).execute();
  return rows.map((row) => row.category_id);
}

export function findEnrolment(db: Kysely<Database>, ucid: number) {
  return db.selectFrom('student_courses').select(['id', 'student_id', 'course_id']).where('id', '=', ucid).executeTakeFirst();
}

/** The student's enrolled courses with their category (classes_student_start and student_courses_student indexes). */
export function enrolledCategories(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('student_courses as sc')
    .innerJoin('courses as c', 'c.id', 'sc.course_id')
    .select(['sc.id', 'c.category_id', 'c.name'])
    .where('sc.student_id', '=', studentId)
    .execute();
}

/** The student's classes (any tutor) that carry a lesson: taught (sid) or set as material (lesson_id). */
export function studentLessonClasses(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'tutor_id', 'status', 'sid', 'lesson_id', 'start_at', 'end_at'])
    .where('student_id', '=', studentId)
    .where((eb) => eb.or([eb('sid', 'is not', null), eb('lesson_id', 'is not', null)]))
    .orderBy('start_at')
    .execute();
}

/**
 * Lessons whose lower-cased name matches a LIKE pattern (escaped with a backslash), in course then
 * lesson order, one page of them, with how many match in all (counted first).
 */
export async function searchLessonsByName(db: Kysely<Database>, pattern: string, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('course_lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .innerJoin('course_units as u', 'u.id', 'l.unit_id')
    .where(sql<boolean>`lower(l.name) like ${pattern} escape '\\'`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  const rows = await base
    .select(['l.id', 'l.name', 'c.name as course_name', 'u.name as unit_name', 'c.category_id'])
    .orderBy('l.course_id')
    .orderBy('l.sort')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total, rows };
}
