import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findTokenExpiresAt } from '../repositories/access-tokens.repository';

/** When a portal token expires (epoch ms), or null when it is not one of the portal's own tokens. */
export async function portalTokenExpiry(db: Kysely<Database>, tokenHash: string): Promise<number | null> {
  const expiresAt = await findTokenExpiresAt(db, tokenHash);
  return expiresAt === undefined ? null : Date.parse(expiresAt);
}
