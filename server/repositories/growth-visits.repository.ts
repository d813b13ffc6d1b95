import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The growth centre's visit log. */
type Db = Kysely<Database>;

export async function insertVisit(db: Db, tutorId: number, page: string, at: string): Promise<number> {
  const row = await db
    .insertInto('growth_visit_logs')
    .values({ tutor_id: tutorId, page, started_at: at, last_seen_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One of the tutor's own visits (another tutor's id finds nothing). */
export function findVisit(db: Db, tutorId: number, id: number) {
  return db
    .selectFrom('growth_visit_logs')
    .select(['id', 'page', 'started_at', 'seconds'])
    .where('id', '=', id)
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
}

export async function updateVisitTime(db: Db, tutorId: number, id: number, seconds: number, at: string): Promise<void> {
  await db.updateTable('growth_visit_logs').set({ seconds, last_seen_at: at }).where('id', '=', id).where('tutor_id', '=', tutorId).execute();
}
