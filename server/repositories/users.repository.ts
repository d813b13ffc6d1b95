import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An enabled account's id and password hash, found by its account name in any letter case. */
export async function findSignInCredentials(db: Kysely<Database>, account: string): Promise<{ id: number; password_hash: string } | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('credentials', 'credentials.user_id', 'users.id')
    .select(['users.id', 'credentials.password_hash'])
    .where((eb) => eb(eb.fn('lower', ['users.account']), '=', account.toLowerCase()))
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
}

/** An enabled user's id, or undefined when there is none or it is disabled. */
export async function findEnabledUserId(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('disabled', '=', 0).executeTakeFirst();
  return row?.id;
}

export async function findRoles(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role);
}

export async function findUserEmail(db: Kysely<Database>, userId: number): Promise<{ email: string } | undefined> {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}
