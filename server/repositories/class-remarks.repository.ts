import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ClassRemarksTable } from '../db/schema-class-detail';

export type ClassRemarkRow = Selectable<ClassRemarksTable>;

/** A class's remarks, every kind (class_remarks_class_kind). */
export function remarksOfClass(db: Kysely<Database>, classId: number): Promise<ClassRemarkRow[]> {
  return db.selectFrom('class_remarks').selectAll().where('class_id', '=', classId).orderBy('kind').execute();
}

/** Writes a class's remark of a kind: a new row, or the one row of that kind changed. */
export async function upsertRemark(
  db: Kysely<Database>,
  row: { classId: number; tutorId: number; kind: string; status: string; content: string; at: string; submittedAt: string | null },
): Promise<ClassRemarkRow> {
  const existing = await db.selectFrom('class_remarks').selectAll().where('class_id', '=', row.classId).where('kind', '=', row.kind).executeTakeFirst();
  if (existing) {
    return db
      .updateTable('class_remarks')
      .set({ status: row.status, content: row.content, updated_at: row.at, submitted_at: row.submittedAt ?? existing.submitted_at })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('class_remarks')
    .values({
      class_id: row.classId,
      tutor_id: row.tutorId,
      kind: row.kind,
      status: row.status,
      content: row.content,
      created_at: row.at,
      updated_at: row.at,
      submitted_at: row.submittedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The submitted remarks of a student's classes before an instant, newest first (classes_student_start). */
export function studentRemarksBefore(db: Kysely<Database>, studentId: number, beforeIso: string, limit: number) {
  return db
    .selectFrom('classes as c')
    .innerJoin('class_remarks as r', 'r.class_id', 'c.id')
    .leftJoin('course_lessons as l', 'l.id', 'c.sid')
    .select(['c.id as class_id', 'c.tutor_id', 'c.start_at', 'l.name as lesson_name', 'r.kind', 'r.content'])
    .where('c.student_id', '=', studentId)
    .where('c.start_at', '<', beforeIso)
    .where('r.status', '=', 'submitted')
    .orderBy('c.start_at', 'desc')
    .limit(limit)
    .execute();
}

/** A class's submitted remark of a kind. */
export function findSubmittedRemark(db: Kysely<Database>, classId: number, kind: string) {
  return db
    .selectFrom('class_remarks')
    .select(['content', 'submitted_at'])
    .where('class_id', '=', classId)
    .where('kind', '=', kind)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
}
