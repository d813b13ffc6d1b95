import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Training-class lines with their session, class status and evaluation, for the tutor's lists and the trainers. */

const lineColumns = [
  'b.class_id',
  'b.tutor_id',
  'b.video_link',
  'b.result',
  'b.result_comment',
  'b.absent_party',
  'b.trainee_comment',
  'b.trainer_absent_reported_at',
  's.kind',
  's.title',
  's.trainer_name',
  'c.start_at',
  'c.end_at',
  'c.status',
  'e.rating',
] as const;

function lines(db: Kysely<Database>) {
  return db
    .selectFrom('training_bookings as b')
    .innerJoin('training_sessions as s', 's.id', 'b.session_id')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .leftJoin('training_evaluations as e', 'e.class_id', 'b.class_id');
}

export type TrainingLineRow = Awaited<ReturnType<typeof findLine>> & object;

export function findLine(db: Kysely<Database>, classId: number) {
  return lines(db).select(lineColumns).where('b.class_id', '=', classId).executeTakeFirst();
}

export interface LineFilter {
  tutorId: number;
  /** Only classes ending after (upcoming) or before (past) this instant. */
  endsAfter?: string;
  endsBefore?: string;
  status?: string;
}

function filtered(db: Kysely<Database>, filter: LineFilter) {
  let query = lines(db).where('b.tutor_id', '=', filter.tutorId);
  if (filter.endsAfter) query = query.where('c.end_at', '>', filter.endsAfter);
  if (filter.endsBefore) query = query.where('c.end_at', '<=', filter.endsBefore);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  return query;
}

/** One page of the tutor's training classes and the total, newest first unless `ascending`. */
export async function linePage(db: Kysely<Database>, filter: LineFilter, page: { offset: number; limit: number; ascending?: boolean }) {
  const [items, total] = await Promise.all([
    filtered(db, filter)
      .select(lineColumns)
      .orderBy('c.start_at', page.ascending ? 'asc' : 'desc')
      .orderBy('b.class_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** The tutor's earliest booked training class whose classroom is open at `nowIso` (opened `opensIso` before the start). */
export function openTrainingClass(db: Kysely<Database>, tutorId: number, nowIso: string, latestStartIso: string) {
  return db
    .selectFrom('training_bookings as b')
    .innerJoin('classes as c', 'c.id', 'b.class_id')
    .select('b.class_id')
    .where('b.tutor_id', '=', tutorId)
    .where('c.status', '=', 'booked')
    .where('c.end_at', '>', nowIso)
    .where('c.start_at', '<=', latestStartIso)
    .orderBy('c.start_at')
    .executeTakeFirst();
}

export function reportTrainerAbsent(db: Kysely<Database>, tutorId: number, classId: number, at: string) {
  return db
    .updateTable('training_bookings')
    .set({ trainer_absent_reported_at: at })
    .where('tutor_id', '=', tutorId)
    .where('class_id', '=', classId)
    .where('trainer_absent_reported_at', 'is', null)
    .executeTakeFirst();
}

export function setTraineeComment(db: Kysely<Database>, tutorId: number, classId: number, comment: string) {
  return db.updateTable('training_bookings').set({ trainee_comment: comment }).where('tutor_id', '=', tutorId).where('class_id', '=', classId).execute();
}

/** Records the trainers' outcome once: only while no result and no absence is stored. */
export function recordOutcome(
  db: Kysely<Database>,
  classId: number,
  values: { result: string | null; absent_party: string | null; result_comment: string; recorded_by: string },
) {
  return db
    .updateTable('training_bookings')
    .set(values)
    .where('class_id', '=', classId)
    .where('result', 'is', null)
    .where('absent_party', 'is', null)
    .executeTakeFirst();
}

/** Started, still booked training classes of every tutor: the trainers' list to record. */
export async function startedUnrecorded(db: Kysely<Database>, nowIso: string, page: { offset: number; limit: number }) {
  const base = () => lines(db).where('c.status', '=', 'booked').where('c.start_at', '<=', nowIso);
  const [items, total] = await Promise.all([
    base().select(lineColumns).orderBy('c.start_at').orderBy('b.class_id').limit(page.limit).offset(page.offset).execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}
