import type { Kysely } from 'kysely';
import { ClassStatus } from '../../src/domain/classes';
import type { Database } from '../db/schema';

/** Reads a booking makes before its classes are inserted: the slots already taken and the names it snapshots. */

/** The tutors' classes that are not cancelled starting at any of `startIsos`, with their small class if any. */
export function listActiveClassesAt(db: Kysely<Database>, tutorIds: readonly number[], startIsos: readonly string[]) {
  return db
    .selectFrom('classes')
    .select(['tutor_id', 'start_at', 'small_class_id'])
    .where('tutor_id', 'in', tutorIds)
    .where('start_at', 'in', startIsos)
    .where('status', '!=', ClassStatus.cancelled)
    .execute();
}

export function listStudentNames(db: Kysely<Database>, studentIds: readonly number[]) {
  return db.selectFrom('students').select(['id', 'name', 'english_level']).where('id', 'in', studentIds).execute();
}

/** The course name of each enrolment (student_courses id), with its student. */
export function listEnrolmentCourseNames(db: Kysely<Database>, ucids: readonly number[]) {
  return db
    .selectFrom('student_courses as sc')
    .innerJoin('courses as c', 'c.id', 'sc.course_id')
    .select(['sc.id', 'c.name', 'sc.student_id'])
    .where('sc.id', 'in', ucids)
    .execute();
}

export function listSmallClassTitles(db: Kysely<Database>, smallClassIds: readonly number[]) {
  return db.selectFrom('small_classes').select(['id', 'title']).where('id', 'in', smallClassIds).execute();
}
