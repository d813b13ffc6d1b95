import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A class's level rate and textbook score, one row per activity type. */

export function listClassScores(db: Kysely<Database>, classId: number) {
  return db.selectFrom('class_scores').select(['activity_type', 'score']).where('class_id', '=', classId).execute();
}

export function findClassScore(db: Kysely<Database>, classId: number, activityType: number) {
  return db.selectFrom('class_scores').select('score').where('class_id', '=', classId).where('activity_type', '=', activityType).executeTakeFirst();
}

export async function updateClassScore(
  db: Kysely<Database>,
  classId: number,
  activityType: number,
  values: { score: number; updated_at: string },
): Promise<void> {
  await db.updateTable('class_scores').set(values).where('class_id', '=', classId).where('activity_type', '=', activityType).execute();
}

export async function insertClassScore(
  db: Kysely<Database>,
  values: { class_id: number; activity_type: number; tutor_id: number; score: number; updated_at: string },
): Promise<void> {
  await db.insertInto('class_scores').values(values).execute();
}
