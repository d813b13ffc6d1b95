import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { ClassStatus, ClassType } from '../../src/domain/classes';
import type { ClassEventsTable, ClassesTable, Database } from '../db/schema';

/**
 * Queries on classes. Reads a tutor makes are scoped to the tutor; writes are called only by
 * server/services/class.service.ts. Times are ISO text, so they compare as text.
 */
export type ClassRow = Selectable<ClassesTable>;
export type ClassEventRow = Selectable<ClassEventsTable>;
export type NewClassRow = Insertable<ClassesTable>;

/** Start of the first class in [fromIso, toIso) that is not cancelled, or null. */
export async function firstClassStartBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<string | null> {
  const row = await db
    .selectFrom('classes')
    .select('start_at')
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .where('status', '!=', ClassStatus.cancelled)
    .orderBy('start_at')
    .limit(1)
    .executeTakeFirst();
  return row?.start_at ?? null;
}

/** Every class starting in [fromIso, toIso) (cancelled ones included unless `status` narrows it), in start order. */
export function classesBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string, status?: ClassStatus): Promise<ClassRow[]> {
  let query = db.selectFrom('classes').selectAll().where('tutor_id', '=', tutorId).where('start_at', '>=', fromIso).where('start_at', '<', toIso);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy('start_at').orderBy('id').execute();
}

/** Booked classes starting at or after `fromIso`, the earliest `limit`. */
export function bookedClassesFrom(db: Kysely<Database>, tutorId: number, fromIso: string, limit: number): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('status', '=', ClassStatus.booked)
    .orderBy('start_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The earliest booked class that has not ended at `nowIso` (the one in progress, or the next). */
export async function currentOrNextBookedClass(db: Kysely<Database>, tutorId: number, nowIso: string): Promise<ClassRow | null> {
  const row = await db
    .selectFrom('classes')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .where('end_at', '>', nowIso)
    .where('status', '=', ClassStatus.booked)
    .orderBy('start_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** One class of one tutor, or undefined: a tutor never reads another's class. */
export function findTutorClass(db: Kysely<Database>, tutorId: number, classId: number): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('id', '=', classId).where('tutor_id', '=', tutorId).executeTakeFirst();
}

/** A class by id, for the class service and staff (not scoped). */
export function findClass(db: Kysely<Database>, classId: number): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('id', '=', classId).executeTakeFirst();
}

/** Classes by id, for the class service (not scoped), as a map. */
export async function findClasses(db: Kysely<Database>, classIds: readonly number[]): Promise<Map<number, ClassRow>> {
  const found = new Map<number, ClassRow>();
  const unique = [...new Set(classIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('classes')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/** Inserts classes, 200 a statement, answering the rows in the order given. */
export async function insertClasses(db: Kysely<Database>, rows: readonly NewClassRow[]): Promise<ClassRow[]> {
  const inserted: ClassRow[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const batch = await db
      .insertInto('classes')
      .values(rows.slice(i, i + 200))
      .returningAll()
      .execute();
    inserted.push(...batch.sort((a, b) => a.id - b.id));
  }
  return inserted;
}

/**
 * Changes a class only while it still has the status `from` (a compare-and-set, so two requests or
 * processes cannot both end a class); answers the changed row, or undefined when it had moved on.
 */
export function updateClassFrom(db: Kysely<Database>, classId: number, from: string, changes: Updateable<ClassesTable>): Promise<ClassRow | undefined> {
  return db.updateTable('classes').set(changes).where('id', '=', classId).where('status', '=', from).returningAll().executeTakeFirst();
}

export function updateClass(db: Kysely<Database>, classId: number, changes: Updateable<ClassesTable>): Promise<ClassRow | undefined> {
  return db.updateTable('classes').set(changes).where('id', '=', classId).returningAll().executeTakeFirst();
}

/** Appends events, 200 a statement, answering the rows in the order given. */
export async function insertClassEvents(db: Kysely<Database>, rows: ReadonlyArray<Insertable<ClassEventsTable>>): Promise<ClassEventRow[]> {
  const inserted: ClassEventRow[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const batch = await db
      .insertInto('class_events')
      .values(rows.slice(i, i + 200))
      .returningAll()
      .execute();
    inserted.push(...batch.sort((a, b) => a.id - b.id));
  }
  return inserted;
}

/** A class's history, oldest first. */
export function classEvents(db: Kysely<Database>, classId: number): Promise<ClassEventRow[]> {
  return db.selectFrom('class_events').selectAll().where('class_id', '=', classId).orderBy('id').execute();
}

/** The tutor's booked classes starting in [fromIso, toIso), in start order (a leave's period). */
export function bookedClassesBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<ClassRow[]> {
  return classesBetween(db, tutorId, fromIso, toIso, ClassStatus.booked);
}

/** The student's latest finished trial class that started in [fromIso, beforeIso). */
export function latestFinishedTrialBetween(db: Kysely<Database>, studentId: number, fromIso: string, beforeIso: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'tutor_id', 'start_at'])
    .where('student_id', '=', studentId)
    .where('class_type', '=', ClassType.trial)
    .where('status', '=', ClassStatus.finished)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', beforeIso)
    .orderBy('start_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the student finished a regular class that started before `beforeIso`. */
export async function hasFinishedRegularBefore(db: Kysely<Database>, studentId: number, beforeIso: string): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('student_id', '=', studentId)
    .where('class_type', '=', ClassType.regular)
    .where('status', '=', ClassStatus.finished)
    .where('start_at', '<', beforeIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tutor's public classes starting in [fromIso, toIso), in start order. */
export function openClassesBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'start_at', 'end_at', 'status', 'course_name', 'class_tool'])
    .where('tutor_id', '=', tutorId)
    .where('class_type', '=', ClassType.open)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .orderBy('start_at')
    .execute();
}
