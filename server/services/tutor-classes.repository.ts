import type { Kysely, Selectable } from 'kysely';
import { ClassStatus } from '../../src/domain/classes';
import type { ClassesTable, Database } from '../db/schema';

/** Queries on a tutor's classes; every one is scoped to the tutor. Times are ISO text, so they compare as text. */
export type ClassRow = Selectable<ClassesTable>;

const columns = [
  'id',
  'tutor_id',
  'student_name',
  'student_level',
  'course_name',
  'start_at',
  'end_at',
  'status',
  'class_tool',
  'lesson_fee_php',
] as const;

/** Start of the first class in [fromIso, toIso) that is not cancelled, or null. */
export async function firstClassStartBetween(
  db: Kysely<Database>,
  tutorId: number,
  fromIso: string,
  toIso: string,
): Promise<string | null> {
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

/** Every class starting in [fromIso, toIso), cancelled ones included, in start order. */
export function classesBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .select(columns)
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

/** Booked classes starting at or after `fromIso`, the earliest `limit`. */
export function bookedClassesFrom(db: Kysely<Database>, tutorId: number, fromIso: string, limit: number): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .select(columns)
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
    .select(columns)
    .where('tutor_id', '=', tutorId)
    .where('end_at', '>', nowIso)
    .where('status', '=', ClassStatus.booked)
    .orderBy('start_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
