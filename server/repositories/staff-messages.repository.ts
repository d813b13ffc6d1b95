import type { Kysely } from 'kysely';
import { Role } from '../../src/domain/routes';
import type { Database } from '../db/schema';

/** The ids of the enabled tutors, in id order; only that one when `tutorId` is given. */
export async function listActiveTutorIds(db: Kysely<Database>, tutorId?: number): Promise<number[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.id')
    .where('user_roles.role', '=', Role.teacher)
    .where('users.disabled', '=', 0);
  if (tutorId !== undefined) query = query.where('users.id', '=', tutorId);
  return (await query.orderBy('users.id').execute()).map((row) => row.id);
}
