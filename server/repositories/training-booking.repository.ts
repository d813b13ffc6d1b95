import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of training sessions and bookings; the classes themselves are the class service's. */

export function sessionsBetween(db: Kysely<Database>, fromIso: string, toIso: string) {
  return db
    .selectFrom('training_sessions')
    .selectAll()
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

export function findSessionAt(db: Kysely<Database>, kinds: readonly string[], startIso: string, endIso: string | null) {
  let query = db.selectFrom('training_sessions').selectAll().where('start_at', '=', startIso).where('kind', 'in', kinds);
  if (endIso) query = query.where('end_at', '=', endIso);
  return query.orderBy('id').execute();
}

/** Booked (not cancelled) seats per session, and the tutor's own booked class of each. */
export async function seatsOf(db: Kysely<Database>, sessionIds: readonly number[], tutorId: number) {
  const taken = new Map<number, number>();
  const mine = new Map<number, number>();
  if (sessionIds.length === 0) return { taken, mine };
  const rows = await db
    .selectFrom('training_bookings as b')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .select(['b.session_id', 'b.tutor_id', 'b.class_id'])
    .where('b.session_id', 'in', sessionIds)
    .where('c.status', '=', 'booked')
    .execute();
  for (const row of rows) {
    taken.set(row.session_id, (taken.get(row.session_id) ?? 0) + 1);
    if (row.tutor_id === tutorId) mine.set(row.session_id, row.class_id);
  }
  return { taken, mine };
}

export function insertBooking(
  trx: Kysely<Database>,
  row: { class_id: number; tutor_id: number; session_id: number; remark: string; video_link: string; created_at: string },
) {
  return trx.insertInto('training_bookings').values(row).execute();
}

const bookingColumns = [
  'b.class_id',
  'b.remark',
  'b.video_link',
  'b.result',
  'b.result_comment',
  's.kind',
  's.title',
  's.trainer_name',
  'c.start_at',
  'c.end_at',
  'c.status',
  'c.status_reason',
] as const;

export function tutorBookings(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('training_bookings as b')
    .innerJoin('training_sessions as s', 's.id', 'b.session_id')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .select(bookingColumns)
    .where('b.tutor_id', '=', tutorId)
    .orderBy('c.start_at', 'desc')
    .execute();
}

export function findTutorBooking(db: Kysely<Database>, tutorId: number, classId: number) {
  return db
    .selectFrom('training_bookings as b')
    .innerJoin('training_sessions as s', 's.id', 'b.session_id')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .select(bookingColumns)
    .where('b.tutor_id', '=', tutorId)
    .where('b.class_id', '=', classId)
    .executeTakeFirst();
}

export async function hasPassedTestLesson(db: Kysely<Database>, tutorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('training_bookings as b')
    .innerJoin('training_sessions as s', 's.id', 'b.session_id')
    .select('b.class_id')
    .where('b.tutor_id', '=', tutorId)
    .where('s.kind', '=', 'test')
    .where('b.result', '=', 'pass')
    .executeTakeFirst();
  return row !== undefined;
}

export function findEvaluation(db: Kysely<Database>, tutorId: number, classId: number) {
  return db.selectFrom('training_evaluations').selectAll().where('tutor_id', '=', tutorId).where('class_id', '=', classId).executeTakeFirst();
}

export function insertEvaluation(trx: Kysely<Database>, row: { class_id: number; tutor_id: number; rating: number; comment: string; created_at: string }) {
  return trx
    .insertInto('training_evaluations')
    .values(row)
    .onConflict((oc) => oc.column('class_id').doNothing())
    .returning('class_id')
    .executeTakeFirst();
}

/** The tutor's earliest finished training booking not yet evaluated. */
export function firstUnevaluated(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('training_bookings as b')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .innerJoin('training_sessions as s', 's.id', 'b.session_id')
    .leftJoin('training_evaluations as e', 'e.class_id', 'b.class_id')
    .select(['b.class_id', 's.title'])
    .where('b.tutor_id', '=', tutorId)
    .where('c.status', '=', 'finished')
    .where('e.class_id', 'is', null)
    .orderBy('c.start_at')
    .executeTakeFirst();
}
