import type { Static } from '@sinclair/typebox';
import type {
  CheckCategoryQuery,
  CheckCategorySchema,
  CourseSearchQuery,
  CourseSearchSchema,
  DivertSetQuery,
  KnowledgePointsSchema,
  SameMaterialsBody,
  TeachingMaterialsBody,
} from '../../src/domain/api/class-detail.schemas';
import { ClassDetailMessages, currentLessonIndex, lessonTypeOf, type MaterialLine, type MaterialList, type MaterialSet } from '../../src/domain/class-detail';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import type { ClassRow } from '../repositories/classes.repository';
import {
  enrolledCategories,
  findEnrolment,
  findLesson,
  lessonsOfCourses,
  searchLessonsByName,
  studentLessonClasses,
  testCategoryIds,
  testCourseIds,
  type CourseLessonRow,
} from '../repositories/class-materials.repository';
import { ClassTableMessages } from '../../src/domain/class-table';
import { findStudent } from '../repositories/class-table.repository';
import { setClassMaterialIn } from './class.service';
import { eventContext, failed, ownClass, ownStudent, type ClassDetailDeps } from './class-detail-access';

/**
 * Teaching materials of the class detail page (teaching.md §3 "Teaching material line", §4): the
 * list of a student's course with what was studied (USID), what is set for other coming classes
 * (USAID) and for this class (CSID), the lesson type and the current lesson by the spec's rules;
 * setting, copying ("same materials") and checking material. Every call is scoped to the tutor.
 */

function toLine(row: CourseLessonRow, index: number, marks: { csid: number; usid: number; usaid: number }): MaterialLine {
  const facts = { ClassType: row.class_type, USID: marks.usid, IsRemark: row.is_remark === 1 };
  return {
    CSID: marks.csid,
    USID: marks.usid,
    USAID: marks.usaid,
    RowNum: index + 1,
    IsRemark: row.is_remark === 1,
    ClassType: row.class_type,
    SubjectName: row.name,
    SID: row.id,
    CatId: row.category_id,
    IsTest: row.is_test === 1,
    UnitID: row.unit_id,
    UnitName: row.unit_name,
    Sort: row.sort,
    VipNumber: row.vip_number,
    TestNumber: row.test_number,
    IsCurrentCourseware: false,
    LessonType: lessonTypeOf(facts),
  };
}

/** The courses a class's material comes from: the test courses for a test class, else its enrolment's course. */
async function materialCourses(deps: ClassDetailDeps, ucid: number | null, isTest: boolean): Promise<number[]> {
  if (isTest) return testCourseIds(deps.db);
  const enrolment = ucid ? await findEnrolment(deps.db, ucid) : undefined;
  return enrolment ? [enrolment.course_id] : [];
}

/** GetTeachingMaterials {UCID, isTest, CLID?}: the student's material list with the current lesson marked. */
export async function teachingMaterials(deps: ClassDetailDeps, tutorId: number, request: Static<typeof TeachingMaterialsBody>): Promise<MaterialList> {
  const enrolment = await findEnrolment(deps.db, request.UCID);
  if (!enrolment) throw new ApiFailure(ErrorCode.NotFound, ClassTableMessages.notYourStudent, 404);
  await ownStudent(deps.db, tutorId, enrolment.student_id);
  const lesson = request.CLID ? await ownClass(deps.db, tutorId, request.CLID) : null;
  if (lesson && lesson.ucid !== enrolment.id) throw new ApiFailure(ErrorCode.NotFound, ClassDetailMessages.classNotFound, 404);
  const rows = await lessonsOfCourses(deps.db, await materialCourses(deps, enrolment.id, request.isTest === true));
  const nowIso = deps.clock.now().toISOString();
  const studied = new Set<number>();
  const assigned = new Set<number>();
  for (const c of await studentLessonClasses(deps.db, enrolment.student_id)) {
    if (c.status === ClassStatus.finished && c.sid) studied.add(c.sid);
    else if (c.status === ClassStatus.booked && c.lesson_id && c.id !== lesson?.id && c.end_at > nowIso) assigned.add(c.lesson_id);
  }
  // Ids stand for themselves: a line says which lesson is studied or set, never which class of another tutor.
  const lines = rows.map((row, i) =>
    toLine(row, i, {
      csid: lesson && lesson.status === ClassStatus.booked && lesson.lesson_id === row.id ? row.id : 0,
      usid: studied.has(row.id) ? row.id : 0,
      usaid: assigned.has(row.id) ? row.id : 0,
    }),
  );
  const current = currentLessonIndex(lines);
  if (current >= 0) lines[current]!.IsCurrentCourseware = true;
  return { UCID: enrolment.id, CLID: lesson?.id ?? 0, Lines: lines, CurrentIndex: current };
}

/** A lesson the class may be taught from; anything else is refused. */
async function lessonForClass(deps: ClassDetailDeps, lesson: ClassRow, sid: number): Promise<CourseLessonRow> {
  const row = await findLesson(deps.db, sid);
  const courses = await materialCourses(deps, lesson.ucid, lesson.class_type === ClassType.test);
  if (!row || !courses.includes(row.course_id)) throw failed(ClassDetailMessages.lessonNotInCourse);
  return row;
}

function assertChangeable(deps: ClassDetailDeps, lesson: ClassRow): void {
  if (lesson.status !== ClassStatus.booked || Date.parse(lesson.end_at) <= deps.clock.now().getTime()) throw failed(ClassDetailMessages.classEnded);
}

async function setMaterial(deps: ClassDetailDeps, tutorId: number, lesson: ClassRow, row: CourseLessonRow, how: string): Promise<MaterialSet> {
  const at = deps.clock.now();
  await deps.db
    .transaction()
    .execute((trx) => setClassMaterialIn(trx, lesson, { lessonId: row.id, actor: ClassActor.tutor, actorId: tutorId, how }, at, eventContext(deps)));
  return { CLID: lesson.id, SID: row.id, SubjectName: row.name };
}

/** SetTeachingMaterials {CLID, SID}: sets a coming class's material to a lesson of its course. */
export async function setTeachingMaterial(deps: ClassDetailDeps, tutorId: number, classId: number, sid: number): Promise<MaterialSet> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  assertChangeable(deps, lesson);
  return setMaterial(deps, tutorId, lesson, await lessonForClass(deps, lesson, sid), 'set');
}

/**
 * SumbitTheSameMaterials {clid, tuid, uid, classTime}: teaches the lesson of the student's previous
 * class again (the lesson taught, or the one set if it was not recorded). tuid and uid must be the
 * tutor and the class's student, or the class is answered as missing.
 */
export async function sameMaterials(deps: ClassDetailDeps, tutorId: number, request: Static<typeof SameMaterialsBody>): Promise<MaterialSet> {
  const lesson = await ownClass(deps.db, tutorId, request.clid);
  if (request.tuid !== tutorId || lesson.student_id !== request.uid) throw new ApiFailure(ErrorCode.NotFound, ClassDetailMessages.classNotFound, 404);
  assertChangeable(deps, lesson);
  const earlier = (await studentLessonClasses(deps.db, request.uid))
    .filter((c) => c.start_at < lesson.start_at && c.id !== lesson.id && (c.status === ClassStatus.finished || c.status === ClassStatus.booked))
    .pop();
  const sid = earlier ? (earlier.sid ?? earlier.lesson_id) : null;
  if (!sid) throw failed(ClassDetailMessages.noMaterialToCopy);
  return setMaterial(deps, tutorId, lesson, await lessonForClass(deps, lesson, sid), 'same');
}

/** GetCoursewareKnowledgePointBySId: what a lesson teaches (courseware is the provider's, readable by every tutor). */
export async function knowledgePoints(deps: ClassDetailDeps, sid: number): Promise<Static<typeof KnowledgePointsSchema>> {
  const row = await findLesson(deps.db, sid);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'This lesson does not exist.', 404);
  const topic = row.name.split(': ').pop() ?? row.name;
  const points = row.is_remark
    ? ['Review the unit vocabulary', 'Review the unit sentence patterns']
    : [`Vocabulary of ${topic}`, `Sentence pattern of ${topic}`, `Speaking practice: ${row.unit_name}`];
  return { SID: row.id, SubjectName: row.name, KnowledgePoints: points.map((Name, i) => ({ Id: row.id * 10 + i + 1, Name })) };
}

/**
 * CheckCategory?cateId&cateName&uid&classTime: whether a course category suits the student: one
 * they are enrolled in, or a test category (placement tests fit anyone).
 */
export async function checkCategory(
  deps: ClassDetailDeps,
  tutorId: number,
  request: Static<typeof CheckCategoryQuery>,
): Promise<Static<typeof CheckCategorySchema>> {
  await ownStudent(deps.db, tutorId, request.uid);
  const enrolled = await enrolledCategories(deps.db, request.uid);
  const allowed = enrolled.some((e) => e.category_id === request.cateId) || (await testCategoryIds(deps.db)).includes(request.cateId);
  return { Allowed: allowed, Msg: allowed ? '' : "This category is not one of the student's courses." };
}

/** A divert user's class: the class's own student, who must be a divert user. */
async function divertClass(deps: ClassDetailDeps, tutorId: number, classId: number, uid: number): Promise<ClassRow> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if (lesson.student_id !== uid) throw new ApiFailure(ErrorCode.NotFound, ClassDetailMessages.classNotFound, 404);
  const student = await findStudent(deps.db, uid);
  if (student?.is_divert !== 1) throw failed('This student is not a divert user.');
  return lesson;
}

/** GetMaterialsByDivertUser?clid&uid: the material list of a divert user's class. */
export async function materialsByDivertUser(deps: ClassDetailDeps, tutorId: number, classId: number, uid: number): Promise<MaterialList> {
  const lesson = await divertClass(deps, tutorId, classId, uid);
  if (!lesson.ucid) return { UCID: 0, CLID: lesson.id, Lines: [], CurrentIndex: -1 };
  return teachingMaterials(deps, tutorId, { UCID: lesson.ucid, CLID: lesson.id, isTest: lesson.class_type === ClassType.test });
}

/** SetMaterialsByDivertUser?clid&uid&sid&catId: sets a divert user's class material; the category must be the lesson's. */
export async function setMaterialByDivertUser(deps: ClassDetailDeps, tutorId: number, request: Static<typeof DivertSetQuery>): Promise<MaterialSet> {
  const lesson = await divertClass(deps, tutorId, request.clid, request.uid);
  assertChangeable(deps, lesson);
  const row = await lessonForClass(deps, lesson, request.sid);
  if (row.category_id !== request.catId) throw failed(ClassDetailMessages.lessonNotInCourse);
  return setMaterial(deps, tutorId, lesson, row, 'divert');
}

/** The courseware room's search (/api/NetlessRTCRoom/SearchCourseInfoByName): lessons by name, paged. */
export async function searchCourseInfo(deps: ClassDetailDeps, request: Static<typeof CourseSearchQuery>): Promise<Static<typeof CourseSearchSchema>> {
  const pattern = `%${request.subjectName
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { total, rows } = await searchLessonsByName(deps.db, pattern, { limit: request.pageSize, offset: (request.currentPage - 1) * request.pageSize });
  return {
    Total: Number(total?.count ?? 0),
    CurrentPage: request.currentPage,
    PageSize: request.pageSize,
    Items: rows.map((row) => ({ SID: row.id, SubjectName: row.name, CourseName: row.course_name, UnitName: row.unit_name, CatId: row.category_id })),
  };
}

/** ChangeSidByLessonInfo {CLID, SID}: the courseware room changes the class's lesson (the same rules as SetTeachingMaterials). */
export async function changeSidByLessonInfo(deps: ClassDetailDeps, tutorId: number, classId: number, sid: number): Promise<MaterialSet> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  assertChangeable(deps, lesson);
  return setMaterial(deps, tutorId, lesson, await lessonForClass(deps, lesson, sid), 'courseware_room');
}
