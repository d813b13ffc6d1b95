import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Medals and rights a tutor received. */
type Db = Kysely<Database>;

export function receivedMedals(db: Db, tutorId: number) {
  return db.selectFrom('growth_medals').select(['code', 'worn', 'received_at']).where('tutor_id', '=', tutorId).execute();
}

export async function insertMedal(db: Db, tutorId: number, code: string, at: string): Promise<void> {
  await db
    .insertInto('growth_medals')
    .values({ tutor_id: tutorId, code, worn: 0, received_at: at })
    .onConflict((oc) => oc.columns(['tutor_id', 'code']).doNothing())
    .execute();
}

/** Wears one medal and takes the others off, in the caller's transaction. */
export async function wearMedal(db: Db, tutorId: number, code: string): Promise<void> {
  await db.updateTable('growth_medals').set({ worn: 0 }).where('tutor_id', '=', tutorId).where('code', '!=', code).execute();
  await db.updateTable('growth_medals').set({ worn: 1 }).where('tutor_id', '=', tutorId).where('code', '=', code).execute();
}

export function receivedRights(db: Db, tutorId: number) {
  return db.selectFrom('growth_rights').select(['code', 'received_at']).where('tutor_id', '=', tutorId).orderBy('received_at', 'desc').execute();
}

export async function insertRight(db: Db, tutorId: number, code: string, at: string): Promise<void> {
  await db
    .insertInto('growth_rights')
    .values({ tutor_id: tutorId, code, received_at: at })
    .onConflict((oc) => oc.columns(['tutor_id', 'code']).doNothing())
    .execute();
}
