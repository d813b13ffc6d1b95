import type { Kysely, Selectable } from 'kysely';
import { ClassStatus } from '../../src/domain/classes';
import type { Database } from '../db/schema';
import type { LessonPlansTable } from '../db/schema-class-detail';

/** Lesson plans: the tutor's plan for a class and why its material was chosen, one row per class. */

export type LessonPlanRow = Selectable<LessonPlansTable>;

export function findLessonPlan(db: Kysely<Database>, classId: number): Promise<LessonPlanRow | undefined> {
  return db.selectFrom('lesson_plans').selectAll().where('class_id', '=', classId).executeTakeFirst();
}

export async function updateLessonPlan(
  db: Kysely<Database>,
  classId: number,
  values: { content?: string; material_reasons?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('lesson_plans').set(values).where('class_id', '=', classId).execute();
}

export async function insertLessonPlan(
  db: Kysely<Database>,
  values: { class_id: number; tutor_id: number; content: string; material_reasons: string; updated_at: string },
): Promise<void> {
  await db.insertInto('lesson_plans').values(values).execute();
}

/** The tutor's booked classes starting in [fromIso, toIso) with their plan's content (null without a plan), in start order. */
export function listBookedClassesWithPlan(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('classes as c')
    .leftJoin('lesson_plans as p', 'p.class_id', 'c.id')
    .select(['c.id', 'c.start_at', 'c.student_name', 'p.content'])
    .where('c.tutor_id', '=', tutorId)
    .where('c.status', '=', ClassStatus.booked)
    .where('c.start_at', '>=', fromIso)
    .where('c.start_at', '<', toIso)
    .orderBy('c.start_at')
    .execute();
}
