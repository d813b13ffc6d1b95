import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, StudentsTable } from '../db/schema';
import { containsPattern } from './staff-console.repository';

/** Students and their course enrolments, as the staff console creates and finds them. */

interface Page {
  offset: number;
  limit: number;
}

export function insertStudent(db: Kysely<Database>, values: Insertable<StudentsTable>) {
  return db.insertInto('students').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Enrols a student in a course (a UCID). */
export function insertStudentCourse(db: Kysely<Database>, values: { student_id: number; course_id: number; started_at: string }) {
  return db.insertInto('student_courses').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes a student's own fields; answers the row as it is now, or undefined when there is none. */
export function updateStudent(db: Kysely<Database>, studentId: number, values: Updateable<StudentsTable>) {
  return db.updateTable('students').set(values).where('id', '=', studentId).returningAll().executeTakeFirst();
}

/** The name a student's classes not held yet carry (a class copies it at booking). */
export async function renameStudentOnBookedClasses(db: Kysely<Database>, studentId: number, name: string): Promise<number> {
  const result = await db
    .updateTable('classes')
    .set({ student_name: name })
    .where('student_id', '=', studentId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findCourse(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('courses').select(['id', 'name', 'level']).where('id', '=', courseId).executeTakeFirst();
}

export function findStudent(db: Kysely<Database>, studentId: number) {
  return db.selectFrom('students').selectAll().where('id', '=', studentId).executeTakeFirst();
}

/**
 * Students whose id is the query or whose name contains it (case-insensitive), newest first
 * (the primary key's order); an empty query lists every student.
 */
export async function searchStudents(db: Kysely<Database>, query: string, page: Page) {
  const text = query.trim();
  let base = db.selectFrom('students');
  if (text !== '') {
    const pattern = containsPattern(text);
    const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
    base = base.where((eb) => eb.or([sql<boolean>`lower(name) like ${pattern} escape '\\'`, ...(id === null ? [] : [eb('id', '=', id)])]));
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'name', 'age_band', 'english_level', 'country', 'time_zone', 'learning_goals', 'created_at'])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The enrolments of these students with their course names (student_courses_student). */
export function enrolmentsOf(db: Kysely<Database>, studentIds: readonly number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_courses as sc')
    .innerJoin('courses as c', 'c.id', 'sc.course_id')
    .select(['sc.id', 'sc.student_id', 'sc.course_id', 'c.name'])
    .where('sc.student_id', 'in', [...studentIds])
    .orderBy('sc.id')
    .execute();
}

/** A page of the course catalogue, by name. */
export async function listCourses(db: Kysely<Database>, page: Page) {
  const [rows, count] = await Promise.all([
    db.selectFrom('courses').select(['id', 'name', 'level']).orderBy('name').orderBy('id').offset(page.offset).limit(page.limit).execute(),
    db
      .selectFrom('courses')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
