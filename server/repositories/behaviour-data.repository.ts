import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of the behaviour-data service: the reported user, and its events in class_detail_logs. */

/** Any user's id (enabled or not), or undefined when there is none. */
export function findUserId(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
}

/** A `custom_data` event (no class) with its details as JSON. */
export async function insertCustomDataLog(db: Kysely<Database>, row: { tutor_id: number; details: string; created_at: string }): Promise<void> {
  await db
    .insertInto('class_detail_logs')
    .values({ tutor_id: row.tutor_id, class_id: null, kind: 'custom_data', details: row.details, created_at: row.created_at })
    .execute();
}
