import type { Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query';
import type { Database } from '../db/schema';

export async function insertAccessToken(
  db: Kysely<Database>,
  values: { tokenHash: string; userId: number; kind: string; issuedAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      kind: values.kind,
      issued_at: values.issuedAt,
      expires_at: values.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/**
 * A live token's user with their roles, in one query by the token's primary key: one row per
 * role (one row with a null role when the user has none), none when the token is unknown,
 * expired or revoked or its user disabled.
 */
export const findTokenHolderRows = reusableQuery((db, p: { tokenHash: string; now: string }) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select([
      'users.id as userId',
      'users.account as account',
      'access_tokens.kind as kind',
      'access_tokens.expires_at as expiresAt',
      'user_roles.role as role',
    ])
    .where('access_tokens.token_hash', '=', p.tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', p.now)
    .where('users.disabled', '=', 0),
);

/** When a token expires, or undefined when it is not one of the portal's own tokens. */
export async function findTokenExpiresAt(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('access_tokens').select('expires_at').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.expires_at;
}

export async function markTokenRevoked(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Revokes every live token of a user (password reset, account disabled). */
export async function markUserTokensRevoked(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export async function deleteTokensExpiredBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('access_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
