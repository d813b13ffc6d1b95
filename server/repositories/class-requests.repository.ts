import type { Insertable, Kysely } from 'kysely';
import type { ClassRequestPointsTable, ClassRequestsTable, Database } from '../db/schema';

export async function insertClassRequest(db: Kysely<Database>, row: Insertable<ClassRequestsTable>): Promise<number> {
  const inserted = await db.insertInto('class_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The tutor's unread class requests, newest first. */
export async function listUnreadClassRequests(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('class_requests')
    .select(['id', 'class_id', 'dialog', 'is_pop_up_point'])
    .where('tutor_id', '=', tutorId)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The tutor's request for a class: the given one, or the newest when no id is given. */
export async function findTutorClassRequest(db: Kysely<Database>, tutorId: number, classId: number, requestId?: number) {
  return db
    .selectFrom('class_requests')
    .select(['id', 'message_id'])
    .where('tutor_id', '=', tutorId)
    .where('class_id', '=', classId)
    .$if(requestId !== undefined, (query) => query.where('id', '=', requestId ?? 0))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function markClassRequestRead(db: Kysely<Database>, requestId: number, nowIso: string): Promise<void> {
  await db.updateTable('class_requests').set({ read_at: nowIso }).where('id', '=', requestId).where('read_at', 'is', null).execute();
}

export async function insertClassRequestPoint(db: Kysely<Database>, row: Insertable<ClassRequestPointsTable>): Promise<void> {
  await db.insertInto('class_request_points').values(row).execute();
}

/** What the grab-orders ticket carries of the tutor. */
export async function findGrabOrdersUser(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('users').select(['id', 'email', 'first_name']).where('id', '=', tutorId).executeTakeFirstOrThrow();
}
