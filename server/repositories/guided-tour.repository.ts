import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findTourCompletion(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('guided_tour_completions').select('completed_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.completed_at;
}

/** Records the first completion only: a later one leaves it as it was. */
export async function insertTourCompletion(db: Kysely<Database>, userId: number, completedAt: string): Promise<void> {
  await db
    .insertInto('guided_tour_completions')
    .values({ user_id: userId, completed_at: completedAt })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
