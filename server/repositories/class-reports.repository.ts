import type { Kysely } from 'kysely';
import { ClassStatus } from '../../src/domain/classes';
import type { Database } from '../db/schema';

/**
 * Reads behind the student's reports on the class detail page: the tutor's finished classes with
 * the student or on a lesson, the lesson's name and the student's profile.
 */

/** The tutor's latest finished class on a lesson. */
export function findLatestFinishedClassOfLesson(db: Kysely<Database>, tutorId: number, lessonId: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'start_at', 'student_id', 'lesson_id'])
    .where('tutor_id', '=', tutorId)
    .where('lesson_id', '=', lessonId)
    .where('status', '=', ClassStatus.finished)
    .orderBy('start_at', 'desc')
    .executeTakeFirst();
}

/** The ids of the tutor's finished classes with the student starting at or before `untilIso`. */
export function listFinishedClassIdsWithStudent(db: Kysely<Database>, tutorId: number, studentId: number, untilIso: string) {
  return db
    .selectFrom('classes')
    .select('id')
    .where('tutor_id', '=', tutorId)
    .where('student_id', '=', studentId)
    .where('status', '=', ClassStatus.finished)
    .where('start_at', '<=', untilIso)
    .execute();
}

/** How many finished classes the tutor had with the student, and the start of the last. */
export function countFinishedClassesWithStudent(db: Kysely<Database>, tutorId: number, studentId: number) {
  return db
    .selectFrom('classes')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('start_at').as('last')])
    .where('tutor_id', '=', tutorId)
    .where('student_id', '=', studentId)
    .where('status', '=', ClassStatus.finished)
    .executeTakeFirst();
}

export function findLessonName(db: Kysely<Database>, lessonId: number) {
  return db.selectFrom('course_lessons').select('name').where('id', '=', lessonId).executeTakeFirst();
}

/** The student's zone, goals and interests (the profile on the class detail page). */
export function findStudentProfile(db: Kysely<Database>, studentId: number) {
  return db.selectFrom('students').select(['time_zone', 'learning_goals', 'interests']).where('id', '=', studentId).executeTakeFirst();
}
