import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AttendanceConfirmationsTable, Database } from '../db/schema';

/** Attendance confirmation states as stored. */
export const ConfirmationStatus = { pending: 0, confirmed: 1, declined: 2, autoCancelled: 3 } as const;

export async function insertConfirmation(db: Kysely<Database>, row: Insertable<AttendanceConfirmationsTable>) {
  return db.insertInto('attendance_confirmations').values(row).returning(['id', 'class_time', 'class_count']).executeTakeFirstOrThrow();
}

/** The tutor's confirmations still waiting for an answer with their class, soonest class first. */
export async function listPendingConfirmations(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('attendance_confirmations as ac')
    .innerJoin('classes as c', 'c.id', 'ac.class_id')
    .select(['ac.id', 'ac.class_time', 'ac.class_count', 'c.id as class_id', 'c.student_name', 'c.lesson_fee_php'])
    .where('ac.tutor_id', '=', tutorId)
    .where('ac.status', '=', ConfirmationStatus.pending)
    .orderBy('ac.class_time')
    .execute();
}

/** One of the tutor's confirmations with its class's start, or undefined (another tutor's too). */
export async function findTutorConfirmation(db: Kysely<Database>, tutorId: number, confirmationId: number) {
  return db
    .selectFrom('attendance_confirmations as ac')
    .innerJoin('classes as c', 'c.id', 'ac.class_id')
    .select(['ac.id', 'ac.status', 'ac.message_id', 'c.start_at'])
    .where('ac.id', '=', confirmationId)
    .where('ac.tutor_id', '=', tutorId)
    .executeTakeFirst();
}

/** A confirmation with what its cancellation needs of its class. */
export async function findConfirmationWithClass(db: Kysely<Database>, confirmationId: number) {
  return db
    .selectFrom('attendance_confirmations as ac')
    .innerJoin('classes as c', 'c.id', 'ac.class_id')
    .select(['ac.id', 'ac.tutor_id', 'ac.message_id', 'c.id as class_id', 'c.start_at', 'c.student_name', 'c.lesson_fee_php'])
    .where('ac.id', '=', confirmationId)
    .executeTakeFirstOrThrow();
}

/** Pending confirmations whose class starts at or before the instant, soonest first. */
export async function listDueConfirmationIds(db: Kysely<Database>, dueBeforeIso: string): Promise<number[]> {
  const rows = await db
    .selectFrom('attendance_confirmations')
    .select('id')
    .where('status', '=', ConfirmationStatus.pending)
    .where('class_time', '<=', dueBeforeIso)
    .orderBy('class_time')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Answers a pending confirmation: a conditional update, so of two requests or processes only one
 * gets it. True when this call did.
 */
export async function claimPendingConfirmation(
  db: Kysely<Database>,
  confirmationId: number,
  changes: Updateable<AttendanceConfirmationsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('attendance_confirmations')
    .set(changes)
    .where('id', '=', confirmationId)
    .where('status', '=', ConfirmationStatus.pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
