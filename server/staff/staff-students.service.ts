import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { CoursePage, CreateStudentBody, StudentPage } from '../../src/domain/api/staff-bookings.schemas';
import type { UpdateStudentBody } from '../../src/domain/api/staff-reviews.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { StaffBookingMessages, studentDraftError, type StaffStudent, type StudentDraft } from '../../src/domain/staff-bookings';
import { StaffMessages } from '../../src/domain/staff-console';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  enrolmentsOf,
  findCourse,
  findStudent,
  insertStudent,
  insertStudentCourse,
  listCourses,
  renameStudentOnBookedClasses,
  searchStudents,
  updateStudent,
} from '../repositories/students.repository';
import type { Clock } from '../services/clock';

/** Students in the staff console (issue 21): create one (optionally enrolled in a course), find them, paged. */
export interface StaffStudentsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const pageOf = (pageIndex: number, pageSize: number) => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });

type StudentRow = Awaited<ReturnType<typeof searchStudents>>['rows'][number];
type EnrolmentRow = Awaited<ReturnType<typeof enrolmentsOf>>[number];

function toStudent(row: StudentRow, enrolments: readonly EnrolmentRow[]): StaffStudent {
  return {
    StuUID: row.id,
    Name: row.name,
    AgeBand: row.age_band,
    EnglishLevel: row.english_level,
    Country: row.country,
    TimeZone: row.time_zone,
    LearningGoals: row.learning_goals,
    CreatedAt: row.created_at,
    Courses: enrolments.filter((e) => e.student_id === row.id).map((e) => ({ UCID: e.id, CourseId: e.course_id, CourseName: e.name })),
  };
}

/** Creates a student and, when a course is given, their enrolment in it (a UCID to book against); audited. */
export async function createStudent(deps: StaffStudentsDeps, staffId: number, draft: Static<typeof CreateStudentBody>): Promise<StaffStudent> {
  const fields = {
    Name: draft.Name.trim(),
    AgeBand: (draft.AgeBand ?? '').trim(),
    EnglishLevel: (draft.EnglishLevel ?? '').trim(),
    Country: (draft.Country ?? '').trim(),
    TimeZone: (draft.TimeZone ?? '').trim(),
    LearningGoals: (draft.LearningGoals ?? '').trim(),
  };
  const problem = studentDraftError(fields);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const course = draft.CourseId ? await findCourse(trx, draft.CourseId) : null;
    if (draft.CourseId && !course) throw new ApiFailure(ErrorCode.Failed, StaffBookingMessages.courseNotFound);
    const student = await insertStudent(trx, {
      name: fields.Name,
      age_band: fields.AgeBand,
      english_level: fields.EnglishLevel,
      country: fields.Country,
      // Empty: the provider's zone, as the class detail reads it.
      time_zone: fields.TimeZone,
      learning_goals: fields.LearningGoals,
      created_at: at,
    });
    const enrolment = course ? await insertStudentCourse(trx, { student_id: student.id, course_id: course.id, started_at: at }) : null;
    const created = toStudent(student, enrolment && course ? [{ id: enrolment.id, student_id: student.id, course_id: course.id, name: course.name }] : []);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'student.create',
      subjectType: 'student',
      subjectId: student.id,
      before: undefined,
      after: created,
      at,
    });
    return created;
  });
}

type StudentFields = Omit<StudentDraft, 'CourseId'>;

/**
 * Changes a student's name, age band, level, country, time zone and learning goals (a field not sent
 * keeps its value), checked as CreateStudent checks them; audited with before and after. A new name
 * also goes on the student's classes still booked; held classes keep the name they had.
 */
export async function updateStudentOf(
  deps: StaffStudentsDeps,
  staffId: number,
  studentId: number,
  changes: Omit<Static<typeof UpdateStudentBody>, 'StuUID'>,
): Promise<StaffStudent> {
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findStudent(trx, studentId);
    if (!row) throw new ApiFailure(ErrorCode.NotFound, StaffBookingMessages.studentNotFound, 404);
    const enrolments = await enrolmentsOf(trx, [studentId]);
    const before = toStudent(row, enrolments);
    const fields: StudentFields = {
      Name: (changes.Name ?? before.Name).trim(),
      AgeBand: (changes.AgeBand ?? before.AgeBand).trim(),
      EnglishLevel: (changes.EnglishLevel ?? before.EnglishLevel).trim(),
      Country: (changes.Country ?? before.Country).trim(),
      TimeZone: (changes.TimeZone ?? before.TimeZone).trim(),
      LearningGoals: (changes.LearningGoals ?? before.LearningGoals).trim(),
    };
    const problem = studentDraftError(fields);
    if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
    const updated = await updateStudent(trx, studentId, {
      name: fields.Name,
      age_band: fields.AgeBand,
      english_level: fields.EnglishLevel,
      country: fields.Country,
      time_zone: fields.TimeZone,
      learning_goals: fields.LearningGoals,
    });
    if (!updated) throw new ApiFailure(ErrorCode.NotFound, StaffBookingMessages.studentNotFound, 404);
    if (fields.Name !== before.Name) await renameStudentOnBookedClasses(trx, studentId, fields.Name);
    const after = toStudent(updated, enrolments);
    await appendAudit(trx, { actorId: staffId, action: 'student.update', subjectType: 'student', subjectId: studentId, before, after, at });
    return after;
  });
}

export async function findStudents(deps: StaffStudentsDeps, query: string, pageIndex: number, pageSize: number): Promise<Static<typeof StudentPage>> {
  if (query.length > 100) throw new ApiFailure(ErrorCode.Failed, StaffMessages.queryTooLong);
  const { rows, total } = await searchStudents(deps.db, query, pageOf(pageIndex, pageSize));
  const enrolments = await enrolmentsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return { Total: total, Items: rows.map((row) => toStudent(row, enrolments)) };
}

export async function courses(deps: StaffStudentsDeps, pageIndex: number, pageSize: number): Promise<Static<typeof CoursePage>> {
  const { rows, total } = await listCourses(deps.db, pageOf(pageIndex, pageSize));
  return { Total: total, Items: rows.map((row) => ({ CourseId: row.id, Name: row.name, Level: row.level })) };
}
