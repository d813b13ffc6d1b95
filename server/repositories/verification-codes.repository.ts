import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodesTable } from '../db/schema';

export type VerificationCodeRow = Selectable<VerificationCodesTable>;

export interface NewVerificationCode {
  purpose: string;
  target: string;
  userId: number | null;
  codeHash: string;
  ip: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertVerificationCode(db: Kysely<Database>, code: NewVerificationCode): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      purpose: code.purpose,
      target: code.target,
      user_id: code.userId,
      code_hash: code.codeHash,
      requested_ip: code.ip,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The newest code of a purpose sent to a target, used or not. */
export async function latestCode(db: Kysely<Database>, purpose: string, target: string): Promise<VerificationCodeRow | undefined> {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesForTargetSince(db: Kysely<Database>, target: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target', '=', target)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countCodesFromAddressSince(db: Kysely<Database>, ip: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requested_ip', '=', ip)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts a wrong entry; answers the attempts now made. */
export async function recordFailedAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks a code used, only if nobody used it first (two racing requests: one wins). */
export async function markCodeUsed(db: Kysely<Database>, id: number, usedAt: string): Promise<boolean> {
  const result = await db.updateTable('verification_codes').set({ used_at: usedAt }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
