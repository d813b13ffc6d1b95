import type { Insertable, Kysely } from 'kysely';
import type { Database, SelfCancellationsTable } from '../db/schema';

/** How many self-cancellations used the allowance of the week starting `allowanceWeek`. */
export async function countSelfCancellationsOfWeek(db: Kysely<Database>, tutorId: number, allowanceWeek: string): Promise<number> {
  const row = await db
    .selectFrom('self_cancellations')
    .select(db.fn.countAll().as('n'))
    .where('tutor_id', '=', tutorId)
    .where('allowance_week', '=', allowanceWeek)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSelfCancellation(db: Kysely<Database>, values: Insertable<SelfCancellationsTable>): Promise<void> {
  await db.insertInto('self_cancellations').values(values).execute();
}
