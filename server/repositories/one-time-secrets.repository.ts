import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../services/access-tokens';
import type { Clock } from '../services/clock';

/**
 * One-time secrets that stand for a tutor for a short while: AutoLogin codes (e-mail links, the
 * desktop client opening the browser, the cross-host redirect's hand-over) and login signs (the desktop client picking up a browser
 * sign-in). Only their SHA-256 hashes are stored; redeeming one marks it used in the same
 * statement that checks it, so two concurrent redemptions cannot both succeed.
 */
type SecretTable = 'auto_login_codes' | 'login_signs';
const HASH_COLUMN = { auto_login_codes: 'code_hash', login_signs: 'sign_hash' } as const;

/** Rows this long past their expiry are deleted when new secrets are made. */
const KEEP_EXPIRED_MS = 24 * 3600 * 1000;

/** What a code is for: each is redeemed only by its own call. */
export type AutoLoginPurpose = 'email' | 'desktop' | 'hand-over';

export interface IssuedSecret {
  secret: string;
  expiresAt: Date;
  expiresIn: number;
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueAutoLoginCode(
  db: Kysely<Database>,
  clock: Clock,
  input: { userId: number; purpose: AutoLoginPurpose; issuedBy: number; ttlSeconds: number },
): Promise<IssuedSecret> {
  const now = clock.now();
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  await purgeExpired(db, now, 'auto_login_codes');
  await db
    .insertInto('auto_login_codes')
    .values({
      code_hash: hashToken(secret),
      user_id: input.userId,
      purpose: input.purpose,
      issued_by: input.issuedBy,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { secret, expiresAt, expiresIn: input.ttlSeconds };
}

export async function issueLoginSign(db: Kysely<Database>, clock: Clock, input: { userId: number; ttlSeconds: number }): Promise<IssuedSecret> {
  const now = clock.now();
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  await purgeExpired(db, now, 'login_signs');
  await db
    .insertInto('login_signs')
    .values({
      sign_hash: hashToken(secret),
      user_id: input.userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { secret, expiresAt, expiresIn: input.ttlSeconds };
}

/** The user an AutoLogin code of one of `purposes` stands for, marking it used; null when it cannot be redeemed. */
export async function redeemAutoLoginCode(db: Kysely<Database>, clock: Clock, code: string, purposes: readonly AutoLoginPurpose[]): Promise<number | null> {
  if (!code) return null;
  const now = clock.now().toISOString();
  const row = await db
    .updateTable('auto_login_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(code))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? enabledUser(db, row.user_id) : null;
}

/** The user a login sign stands for, marking it used; null when unknown, used, expired or the user is disabled. */
export async function redeemLoginSign(db: Kysely<Database>, clock: Clock, sign: string): Promise<number | null> {
  if (!sign) return null;
  const now = clock.now().toISOString();
  const row = await db
    .updateTable('login_signs')
    .set({ used_at: now })
    .where('sign_hash', '=', hashToken(sign))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? enabledUser(db, row.user_id) : null;
}

async function enabledUser(db: Kysely<Database>, userId: number): Promise<number | null> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('disabled', '=', 0).executeTakeFirst();
  return user?.id ?? null;
}

/** Whether a secret could be redeemed now, without redeeming it. */
export async function isSecretUsable(db: Kysely<Database>, clock: Clock, table: SecretTable, secret: string): Promise<boolean> {
  if (!secret) return false;
  const row = await db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.user_id`)
    .select('users.id')
    .where(HASH_COLUMN[table], '=', hashToken(secret))
    .where(`${table}.used_at`, 'is', null)
    .where(`${table}.expires_at`, '>', clock.now().toISOString())
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

async function purgeExpired(db: Kysely<Database>, now: Date, table: SecretTable): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString();
  await db.deleteFrom(table).where('expires_at', '<', cutoff).execute();
}
