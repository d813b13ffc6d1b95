import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

/** What a valid token stands for. */
export interface AuthenticatedUser {
  userId: number;
  account: string;
  roles: string[];
  tokenHash: string;
}

/** Only the hash of a token is stored: a leaked database does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresIn: number;
  expiresAt: Date;
}

/** Issues an opaque bearer token for `userId` valid for `ttlSeconds`. */
export async function issueAccessToken(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  ttlSeconds: number,
  kind = 'password',
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const issuedAt = clock.now();
  const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      kind,
      issued_at: issuedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { token, expiresIn: ttlSeconds, expiresAt };
}

/** The user a token belongs to, or null when it is unknown, expired, revoked or its user disabled. */
export async function authenticateToken(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<AuthenticatedUser | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select(['users.id as userId', 'users.account as account'])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', clock.now().toISOString())
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', row.userId).execute();
  return { userId: row.userId, account: row.account, roles: roles.map((r) => r.role), tokenHash };
}

export async function revokeAccessToken(db: Kysely<Database>, clock: Clock, tokenHash: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: clock.now().toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes tokens that expired more than a day ago, so the table does not grow without bound. */
export async function purgeExpiredTokens(db: Kysely<Database>, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - 24 * 3600 * 1000).toISOString();
  const result = await db.deleteFrom('access_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
