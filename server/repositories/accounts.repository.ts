import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AccountRow {
  id: number;
  account: string;
  email: string;
  firstName: string;
  lastName: string;
}

const accountColumns = ['users.id', 'users.account', 'users.email', 'users.first_name as firstName', 'users.last_name as lastName'] as const;

/** An active user by e-mail, compared case-insensitively. */
export async function findActiveUserByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(accountColumns)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .where('users.disabled', '=', 0)
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
}

export async function findActiveUserById(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(accountColumns).where('users.id', '=', id).where('users.disabled', '=', 0).executeTakeFirst();
}

export async function emailUsedByOther(db: Kysely<Database>, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateEmail(db: Kysely<Database>, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(db: Kysely<Database>, userId: number, hash: string, at: string): Promise<void> {
  await db.updateTable('credentials').set({ password_hash: hash, updated_at: at }).where('user_id', '=', userId).execute();
}

/** Revokes every live session token of a user; answers how many. */
export async function revokeAllTokens(db: Kysely<Database>, userId: number, at: string): Promise<number> {
  const result = await db.updateTable('access_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
