import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of the training kits: kits, questions with keys, learning, test records and labels. */

export function listKitsWithCategories(db: Kysely<Database>) {
  return (
    db
      .selectFrom('training_kits as k')
      .innerJoin('training_kit_categories as c', 'c.id', 'k.category_id')
      .select(['k.id', 'k.name', 'k.icon', 'c.name as category_name', 'c.id as category_id'])
      // Retired kits leave the list (staff console); a tutor's records of them stay.
      .where('k.retired_at', 'is', null)
      .orderBy('c.sort')
      .orderBy('c.id')
      .orderBy('k.sort')
      .orderBy('k.id')
      .execute()
  );
}

export function findKit(db: Kysely<Database>, kitId: number) {
  return db
    .selectFrom('training_kits as k')
    .innerJoin('training_kit_categories as c', 'c.id', 'k.category_id')
    .selectAll('k')
    .select('c.name as category_name')
    .where('k.id', '=', kitId)
    .executeTakeFirst();
}

export function kitQuestions(db: Kysely<Database>, kitId: number) {
  return db.selectFrom('training_kit_questions').selectAll().where('kit_id', '=', kitId).orderBy('sort').orderBy('id').execute();
}

export function countKitQuestions(db: Kysely<Database>, kitId: number) {
  return db
    .selectFrom('training_kit_questions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kit_id', '=', kitId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** Per kit, the tutor's latest attempt and whether any attempt passed. */
export async function testSummaries(db: Kysely<Database>, tutorId: number, kitIds?: readonly number[]) {
  if (kitIds && kitIds.length === 0) return new Map<number, { latestId: number; score: number; submittedAt: string; passed: boolean }>();
  let query = db.selectFrom('training_test_records').select(['id', 'kit_id', 'score', 'submitted_at', 'passed']).where('tutor_id', '=', tutorId).orderBy('id');
  if (kitIds) query = query.where('kit_id', 'in', kitIds);
  const rows = await query.execute();
  const byKit = new Map<number, { latestId: number; score: number; submittedAt: string; passed: boolean }>();
  for (const row of rows) {
    const before = byKit.get(row.kit_id);
    byKit.set(row.kit_id, { latestId: row.id, score: row.score, submittedAt: row.submitted_at, passed: (before?.passed ?? false) || row.passed === 1 });
  }
  return byKit;
}

export function findLearning(db: Kysely<Database>, tutorId: number, kitId: number) {
  return db.selectFrom('training_kit_learning').selectAll().where('tutor_id', '=', tutorId).where('kit_id', '=', kitId).executeTakeFirst();
}

/** Adds the learning time and keeps completion once reached. */
export async function addLearning(trx: Kysely<Database>, tutorId: number, kitId: number, seconds: number, completed: boolean, atIso: string) {
  const existing = await findLearning(trx, tutorId, kitId);
  if (!existing) {
    await trx
      .insertInto('training_kit_learning')
      .values({ tutor_id: tutorId, kit_id: kitId, used_seconds: seconds, completed: completed ? 1 : 0, updated_at: atIso })
      .execute();
    return;
  }
  await trx
    .updateTable('training_kit_learning')
    .set({ used_seconds: existing.used_seconds + seconds, completed: existing.completed === 1 || completed ? 1 : 0, updated_at: atIso })
    .where('tutor_id', '=', tutorId)
    .where('kit_id', '=', kitId)
    .execute();
}

export function insertTestRecord(
  trx: Kysely<Database>,
  row: { tutor_id: number; kit_id: number; started_at: string; submitted_at: string; score: number; passed: number; answers: string; report: string },
) {
  return trx.insertInto('training_test_records').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findTestRecord(db: Kysely<Database>, tutorId: number, recordId: number) {
  return db.selectFrom('training_test_records').selectAll().where('id', '=', recordId).where('tutor_id', '=', tutorId).executeTakeFirst();
}

export function findLabel(db: Kysely<Database>, tutorId: number, kitId: number) {
  return db.selectFrom('tutor_labels').selectAll().where('tutor_id', '=', tutorId).where('kit_id', '=', kitId).executeTakeFirst();
}

export function insertLabel(trx: Kysely<Database>, tutorId: number, kitId: number, label: string, atIso: string) {
  return trx
    .insertInto('tutor_labels')
    .values({ tutor_id: tutorId, kit_id: kitId, label, created_at: atIso })
    .onConflict((oc) => oc.columns(['tutor_id', 'kit_id']).doNothing())
    .execute();
}

export function tutorLabels(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('tutor_labels').select(['kit_id', 'label', 'created_at']).where('tutor_id', '=', tutorId).orderBy('created_at').execute();
}
