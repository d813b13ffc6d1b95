import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of SOP scores; every read is scoped to one tutor. */

const scoreColumns = [
  'e.id',
  'e.class_id',
  'e.evaluator_name',
  'e.comment',
  'e.evaluated_at',
  'c.start_at',
  'c.student_name',
  'c.course_name',
  'c.class_type',
] as const;

export async function countTutorScores(db: Kysely<Database>, tutorId: number, fromIso: string | null, toIso: string | null): Promise<number> {
  let query = db
    .selectFrom('sop_evaluations as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('e.tutor_id', '=', tutorId);
  if (fromIso) query = query.where('c.start_at', '>=', fromIso);
  if (toIso) query = query.where('c.start_at', '<', toIso);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A page of the tutor's scored classes, newest class first, optionally within [from, to). */
export function tutorScorePage(db: Kysely<Database>, tutorId: number, range: { fromIso: string | null; toIso: string | null }, offset: number, limit: number) {
  let query = db.selectFrom('sop_evaluations as e').innerJoin('classes as c', 'c.id', 'e.class_id').select(scoreColumns).where('e.tutor_id', '=', tutorId);
  if (range.fromIso) query = query.where('c.start_at', '>=', range.fromIso);
  if (range.toIso) query = query.where('c.start_at', '<', range.toIso);
  return query.orderBy('c.start_at', 'desc').orderBy('e.id', 'desc').offset(offset).limit(limit).execute();
}

export function tutorScoreOfClass(db: Kysely<Database>, tutorId: number, classId: number) {
  return db
    .selectFrom('sop_evaluations as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .select(scoreColumns)
    .where('e.tutor_id', '=', tutorId)
    .where('e.class_id', '=', classId)
    .executeTakeFirst();
}

/** The item scores of the evaluations given, in one query. */
export function itemScoresOf(db: Kysely<Database>, evaluationIds: readonly number[]) {
  if (evaluationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('sop_evaluation_scores').select(['evaluation_id', 'item', 'score', 'max_score']).where('evaluation_id', 'in', evaluationIds).execute();
}

/** Every item score of the tutor's classes that started in [from, to), with the class start. */
export function tutorItemScoresBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('sop_evaluations as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .innerJoin('sop_evaluation_scores as s', 's.evaluation_id', 'e.id')
    .select(['e.id', 'c.start_at', 's.item', 's.score'])
    .where('e.tutor_id', '=', tutorId)
    .where('c.start_at', '>=', fromIso)
    .where('c.start_at', '<', toIso)
    .orderBy('e.id')
    .execute();
}

export interface NewSopEvaluation {
  class_id: number;
  tutor_id: number;
  evaluator_id: number | null;
  evaluator_name: string;
  comment: string;
  evaluated_at: string;
}

/** Inserts an evaluation with its item scores; undefined when the class already has one. */
export async function insertSopEvaluation(
  trx: Kysely<Database>,
  row: NewSopEvaluation,
  scores: ReadonlyArray<{ item: string; score: number; max_score: number }>,
) {
  const inserted = await trx
    .insertInto('sop_evaluations')
    .values(row)
    .onConflict((oc) => oc.column('class_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  await trx
    .insertInto('sop_evaluation_scores')
    .values(scores.map((score) => ({ evaluation_id: inserted.id, ...score })))
    .execute();
  return inserted.id;
}

/** The class staff score: its tutor and status. */
export function findClassToScore(db: Kysely<Database>, classId: number) {
  return db.selectFrom('classes').select(['id', 'tutor_id', 'status']).where('id', '=', classId).executeTakeFirst();
}
