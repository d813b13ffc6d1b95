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

/** A user's first and last name (staff sign what they record with it). */
export function findUserName(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

export async function findRoles(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role);
}

/** An enabled user's profile as the identity provider releases it. */
export function findEnabledUserProfile(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'account', 'first_name', 'last_name', 'email', 'avatar'])
    .where('id', '=', userId)
    .where('disabled', '=', 0)
    .executeTakeFirst();
}

/**
 * The enabled user with this id, or whose e-mail or account matches `value` case-insensitively,
 * with one row per role (a null role when they have none); at most 50 rows.
 */
export function findEnabledUserRoleRows(db: Kysely<Database>, by: { userId: number } | { column: 'email' | 'account'; value: string }) {
  let query = db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id as id', 'users.account as account', 'user_roles.role as role'])
    .where('users.disabled', '=', 0);
  if ('userId' in by) query = query.where('users.id', '=', by.userId);
  else {
    const column = by.column === 'email' ? 'users.email' : 'users.account';
    query = query.where((eb) => eb(eb.fn('lower', [column]), '=', by.value));
  }
  return query.limit(50).execute();
}

export async function findUserEmail(db: Kysely<Database>, userId: number): Promise<{ email: string } | undefined> {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}
