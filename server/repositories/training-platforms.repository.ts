import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the training platforms' id token names: the tutor's account, name, e-mail and entry key. */
export function findEntryKeyOwner(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('tutor_profiles as p', 'p.user_id', 'u.id')
    .select(['u.account', 'u.first_name', 'u.last_name', 'u.email', 'p.entry_key'])
    .where('u.id', '=', tutorId)
    .executeTakeFirst();
}
