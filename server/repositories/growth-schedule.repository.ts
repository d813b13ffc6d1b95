import type { Kysely } from 'kysely';
import { ClassStatus, ClassType } from '../../src/domain/classes';
import type { Database } from '../db/schema';
import type { IsoRange } from './growth.repository';
import { SlotStatus } from './schedule-slots.repository';

/** Schedule confirmations and shared class photos of the growth system. */
type Db = Kysely<Database>;

/** The starts of the tutor's open or booked slots in a week, in order (cancelled and disabled slots left out). */
export async function plottedSlotStarts(db: Db, tutorId: number, range: IsoRange): Promise<string[]> {
  const rows = await db
    .selectFrom('schedule_slots')
    .select('start_at')
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', range.fromIso)
    .where('start_at', '<', range.toIso)
    .where('status', 'in', [SlotStatus.waited, SlotStatus.confirmed])
    .where('disabled', '=', 0)
    .orderBy('start_at')
    .execute();
  return rows.map((row) => row.start_at);
}

export function findScheduleConfirmation(db: Db, tutorId: number, week: string) {
  return db
    .selectFrom('growth_schedule_confirmations')
    .select(['slot_count', 'confirmed_at'])
    .where('tutor_id', '=', tutorId)
    .where('week', '=', week)
    .executeTakeFirst();
}

/** Records the confirmation; false when the week was already confirmed. */
export async function insertScheduleConfirmation(db: Db, row: { tutor_id: number; week: string; slot_count: number; confirmed_at: string }): Promise<boolean> {
  const result = await db
    .insertInto('growth_schedule_confirmations')
    .values(row)
    .onConflict((oc) => oc.columns(['tutor_id', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records a class's photo; null when the class already has one. */
export async function insertClassPhoto(
  db: Db,
  row: { tutor_id: number; class_id: number; file_ref: string; caption: string; shared_at: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('growth_class_photos')
    .values(row)
    .onConflict((oc) => oc.column('class_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

/** The tutor's finished classes since `sinceIso` that have no photo yet, newest first (training classes have no students to photograph). */
export function finishedClassesWithoutPhoto(db: Db, tutorId: number, sinceIso: string, untilIso: string, limit: number) {
  return db
    .selectFrom('classes as c')
    .leftJoin('growth_class_photos as p', 'p.class_id', 'c.id')
    .select(['c.id', 'c.student_name', 'c.start_at'])
    .where('c.tutor_id', '=', tutorId)
    .where('c.start_at', '>=', sinceIso)
    .where('c.start_at', '<', untilIso)
    .where('c.status', '=', ClassStatus.finished)
    .where('c.class_type', '!=', ClassType.training)
    .where('p.id', 'is', null)
    .orderBy('c.start_at', 'desc')
    .limit(limit)
    .execute();
}

/** The tutor's shared photos with their classes, newest first. */
export function listClassPhotos(db: Db, tutorId: number, limit: number) {
  return db
    .selectFrom('growth_class_photos as p')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select(['p.id', 'p.class_id', 'p.file_ref', 'p.caption', 'p.shared_at', 'c.student_name', 'c.start_at'])
    .where('p.tutor_id', '=', tutorId)
    .orderBy('p.shared_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}
