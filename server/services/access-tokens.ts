import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteTokensExpiredBefore,
  findTokenHolderRows,
  insertAccessToken,
  markTokenRevoked,
  markUserTokensRevoked,
} from '../repositories/access-tokens.repository';
import type { Clock } from './clock';
import type { TokenCache } from './token-cache';
import { announceRevocation } from './token-revocations';

/** What a valid token stands for. */
export interface AuthenticatedUser {
  userId: number;
  account: string;
  roles: string[];
  tokenHash: string;
  /** How the token was issued ('password', 'im', ...): a chat token opens the chat only. */
  kind?: string;
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
export async function issueAccessToken(db: Kysely<Database>, clock: Clock, userId: number, ttlSeconds: number, kind = 'password'): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const issuedAt = clock.now();
  const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
  await insertAccessToken(db, { tokenHash: hashToken(token), userId, kind, issuedAt: issuedAt.toISOString(), expiresAt: expiresAt.toISOString() });
  return { token, expiresIn: ttlSeconds, expiresAt };
}

/**
 * The user a token belongs to, or null when it is unknown, expired, revoked or its user disabled.
 * With a cache (the app's), a token looked up before is answered without the database; see
 * token-cache.ts for why that stays as strict as the database.
 */
export async function authenticateToken(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
  cache?: TokenCache,
  tokenHash = token ? hashToken(token) : '',
): Promise<AuthenticatedUser | null> {
  if (!token) return null;
  const now = clock.now();
  const cached = cache?.lookup(tokenHash, now.getTime());
  if (cached) return cached;
  const stamp = cache?.stamp();
  const rows = await findTokenHolderRows(db, { tokenHash, now: now.toISOString() });
  const first = rows[0];
  if (!first) return null;
  const roles = rows.flatMap((row) => (row.role === null ? [] : [row.role]));
  const user: AuthenticatedUser = { userId: first.userId, account: first.account, roles, tokenHash, kind: first.kind };
  if (cache && stamp !== undefined) cache.remember(stamp, user, Date.parse(first.expiresAt));
  return user;
}

export async function revokeAccessToken(db: Kysely<Database>, clock: Clock, tokenHash: string): Promise<void> {
  await markTokenRevoked(db, tokenHash, clock.now().toISOString());
  await announceRevocation(db, { tokenHashes: [tokenHash] });
}

/**
 * Revokes every token of `userId`: for a password reset and for staff disabling the account, so
 * no session (API or realtime, in any process) outlives them.
 */
export async function revokeAllTokensOf(db: Kysely<Database>, clock: Clock, userId: number): Promise<void> {
  await markUserTokensRevoked(db, userId, clock.now().toISOString());
  await announceRevocation(db, { userId });
}

/** Deletes tokens that expired more than a day ago, so the table does not grow without bound. */
export async function purgeExpiredTokens(db: Kysely<Database>, clock: Clock): Promise<number> {
  return deleteTokensExpiredBefore(db, new Date(clock.now().getTime() - 24 * 3600 * 1000).toISOString());
}
