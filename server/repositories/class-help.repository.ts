import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { ClassAssistanceTable, MaterialMistakeReportsTable } from '../db/schema-class-detail';

/** Help during class: mistake reports on materials, and CS assistance requests that staff answer. */

export type ClassAssistanceRow = Selectable<ClassAssistanceTable>;

export function insertMistakeReport(db: Kysely<Database>, values: Insertable<MaterialMistakeReportsTable>) {
  return db.insertInto('material_mistake_reports').values(values).returning(['id', 'status', 'created_at']).executeTakeFirstOrThrow();
}

export function insertAssistance(db: Kysely<Database>, values: Insertable<ClassAssistanceTable>): Promise<ClassAssistanceRow> {
  return db.insertInto('class_assistance').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A class's requests, newest first. */
export function listClassAssistance(db: Kysely<Database>, classId: number): Promise<ClassAssistanceRow[]> {
  return db.selectFrom('class_assistance').selectAll().where('class_id', '=', classId).orderBy('id', 'desc').execute();
}

/** Requests of a status, oldest first (staff's queue). */
export function listAssistanceByStatus(db: Kysely<Database>, status: string, limit: number): Promise<ClassAssistanceRow[]> {
  return db.selectFrom('class_assistance').selectAll().where('status', '=', status).orderBy('id').limit(limit).execute();
}

export function findAssistance(db: Kysely<Database>, id: number): Promise<ClassAssistanceRow | undefined> {
  return db.selectFrom('class_assistance').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateAssistance(db: Kysely<Database>, id: number, values: Updateable<ClassAssistanceTable>): Promise<ClassAssistanceRow> {
  return db.updateTable('class_assistance').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
