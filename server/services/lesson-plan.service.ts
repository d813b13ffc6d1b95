import type { Static } from '@sinclair/typebox';
import type { MaterialReasonsBody } from '../../src/domain/api/class-detail.schemas';
import { ClassDetailMessages, LESSON_PLAN_TEXT_MAX, type LessonPlanState, type LessonPlanView } from '../../src/domain/class-detail';
import { ClassStatus } from '../../src/domain/classes';
import { findLesson } from '../repositories/class-materials.repository';
import { findLessonPlan, insertLessonPlan, listBookedClassesWithPlan, updateLessonPlan } from '../repositories/lesson-plans.repository';
import { failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * Lesson plans (GetLessonPlanInfo, SaveLessonPlanInfo, GetTutorLessonPlanState,
 * SaveMaterialResonlist): what the tutor plans for a class and why its material was changed.
 * A plan can be written until the class has ended; it is the tutor's own note.
 */

const DAY = 86_400_000;
/** The plan state looks this far ahead. */
const PLAN_STATE_DAYS = 7;

async function planRow(deps: ClassDetailDeps, classId: number) {
  return findLessonPlan(deps.db, classId);
}

export async function lessonPlan(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<LessonPlanView> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const row = await planRow(deps, lesson.id);
  const material = lesson.lesson_id ? await findLesson(deps.db, lesson.lesson_id) : undefined;
  return {
    CLID: lesson.id,
    Content: row?.content ?? '',
    MaterialReasons: row ? (JSON.parse(row.material_reasons) as LessonPlanView['MaterialReasons']) : [],
    SubjectName: material?.name ?? '',
    UpdatedAt: row?.updated_at ?? '',
  };
}

function assertPlannable(deps: ClassDetailDeps, lesson: { status: string; end_at: string }): void {
  if (lesson.status !== ClassStatus.booked || Date.parse(lesson.end_at) <= deps.clock.now().getTime()) throw failed(ClassDetailMessages.classEnded);
}

async function upsertPlan(deps: ClassDetailDeps, tutorId: number, classId: number, changes: { content?: string; material_reasons?: string }) {
  const at = deps.clock.now().toISOString();
  const existing = await planRow(deps, classId);
  if (existing) {
    await updateLessonPlan(deps.db, classId, { ...changes, updated_at: at });
  } else {
    await insertLessonPlan(deps.db, {
      class_id: classId,
      tutor_id: tutorId,
      content: changes.content ?? '',
      material_reasons: changes.material_reasons ?? '[]',
      updated_at: at,
    });
  }
}

export async function saveLessonPlan(deps: ClassDetailDeps, tutorId: number, classId: number, content: string): Promise<LessonPlanView> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  assertPlannable(deps, lesson);
  const text = content.trim();
  if (!text) throw failed(ClassDetailMessages.lessonPlanEmpty);
  if (text.length > LESSON_PLAN_TEXT_MAX) throw failed(ClassDetailMessages.lessonPlanTooLong);
  await upsertPlan(deps, tutorId, lesson.id, { content: text });
  return lessonPlan(deps, tutorId, lesson.id);
}

/** SaveMaterialResonlist: why each material of the class was chosen or changed (one reason per lesson, the last kept). */
export async function saveMaterialReasons(
  deps: ClassDetailDeps,
  tutorId: number,
  classId: number,
  reasons: Static<typeof MaterialReasonsBody>['Reasons'],
): Promise<LessonPlanView> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  assertPlannable(deps, lesson);
  const bySid = new Map<number, string>();
  for (const { SID, Reason } of reasons) {
    const text = Reason.trim();
    if (!text) continue;
    if (!(await findLesson(deps.db, SID))) throw failed(ClassDetailMessages.lessonNotInCourse);
    bySid.set(SID, text.slice(0, 500));
  }
  await upsertPlan(deps, tutorId, lesson.id, { material_reasons: JSON.stringify([...bySid].map(([SID, Reason]) => ({ SID, Reason }))) });
  return lessonPlan(deps, tutorId, lesson.id);
}

/** GetTutorLessonPlanState: the tutor's booked classes of the next 7 days and whether each has a plan. */
export async function lessonPlanState(deps: ClassDetailDeps, tutorId: number): Promise<LessonPlanState> {
  const now = deps.clock.now().getTime();
  const rows = await listBookedClassesWithPlan(deps.db, tutorId, new Date(now).toISOString(), new Date(now + PLAN_STATE_DAYS * DAY).toISOString());
  const classes = rows.map((row) => ({ CLID: row.id, StartTime: row.start_at, StudentName: row.student_name, HasPlan: Boolean(row.content) }));
  return { Days: PLAN_STATE_DAYS, Pending: classes.filter((c) => !c.HasPlan).length, Classes: classes };
}
