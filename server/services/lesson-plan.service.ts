import { ClassDetailMessages, LESSON_PLAN_TEXT_MAX } from '../../src/domain/class-detail';
import { ClassStatus } from '../../src/domain/classes';
import { findLesson } from '../repositories/class-materials.repository';
import { failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * Lesson plans (GetLessonPlanInfo, SaveLessonPlanInfo, GetTutorLessonPlanState,
 * SaveMaterialResonlist): what the tutor plans for a class and why its material was changed.
 * A plan can be written until the class has ended; it is the tutor's own note.
 */

const DAY = 86_400_000;
/** The plan state looks this far ahead. */
const PLAN_STATE_DAYS = 7;

export interface LessonPlanView {
  CLID: number;
  Content: string;
  MaterialReasons: Array<{ SID: number; Reason: string }>;
  SubjectName: string;
  UpdatedAt: string;
}

async function planRow(deps: ClassDetailDeps, classId: number) {
  return deps.db.selectFrom('lesson_plans').selectAll().where('class_id', '=', classId).executeTakeFirst();
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
    await deps.db
      .updateTable('lesson_plans')
      .set({ ...changes, updated_at: at })
      .where('class_id', '=', classId)
      .execute();
  } else {
    await deps.db
      .insertInto('lesson_plans')
      .values({ class_id: classId, tutor_id: tutorId, content: changes.content ?? '', material_reasons: changes.material_reasons ?? '[]', updated_at: at })
      .execute();
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
  reasons: Array<{ SID: number; Reason: string }>,
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
export async function lessonPlanState(deps: ClassDetailDeps, tutorId: number) {
  const now = deps.clock.now().getTime();
  const rows = await deps.db
    .selectFrom('classes as c')
    .leftJoin('lesson_plans as p', 'p.class_id', 'c.id')
    .select(['c.id', 'c.start_at', 'c.student_name', 'p.content'])
    .where('c.tutor_id', '=', tutorId)
    .where('c.status', '=', ClassStatus.booked)
    .where('c.start_at', '>=', new Date(now).toISOString())
    .where('c.start_at', '<', new Date(now + PLAN_STATE_DAYS * DAY).toISOString())
    .orderBy('c.start_at')
    .execute();
  const classes = rows.map((row) => ({ CLID: row.id, StartTime: row.start_at, StudentName: row.student_name, HasPlan: Boolean(row.content) }));
  return { Days: PLAN_STATE_DAYS, Pending: classes.filter((c) => !c.HasPlan).length, Classes: classes };
}
