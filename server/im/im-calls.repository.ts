import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ImCallsTable } from '../db/schema';

export type CallRow = Selectable<ImCallsTable>;
type Db = Kysely<Database>;

export async function findCallById(db: Db, callId: number): Promise<CallRow | undefined> {
  return db.selectFrom('im_calls').selectAll().where('id', '=', callId).executeTakeFirst();
}

/** Ends a call in the given state at `endedAt`. */
export async function markCallEnded(db: Db, callId: number, state: string, endedAt: string): Promise<void> {
  await db.updateTable('im_calls').set({ state, ended_at: endedAt }).where('id', '=', callId).execute();
}

/** Answers a call: its new state and when. */
export async function markCallAnswered(db: Db, callId: number, state: string, answeredAt: string): Promise<void> {
  await db.updateTable('im_calls').set({ state, answered_at: answeredAt }).where('id', '=', callId).execute();
}

/** The calls a user is in (as caller or callee) whose state is one of `states`. */
export async function listCallsOfUserInStates(db: Db, userId: number, states: readonly string[]): Promise<CallRow[]> {
  return db
    .selectFrom('im_calls')
    .selectAll()
    .where((eb) => eb.or([eb('caller_id', '=', userId), eb('callee_id', '=', userId)]))
    .where('state', 'in', states)
    .execute();
}

export async function insertCall(db: Db, values: Insertable<ImCallsTable>): Promise<{ id: number }> {
  return db.insertInto('im_calls').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The newest call to a callee in the given state. */
export async function findLatestCallToInState(db: Db, calleeId: number, state: string): Promise<CallRow | undefined> {
  return db.selectFrom('im_calls').selectAll().where('callee_id', '=', calleeId).where('state', '=', state).orderBy('id', 'desc').executeTakeFirst();
}
