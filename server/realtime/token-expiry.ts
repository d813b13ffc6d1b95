import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** When a portal token expires (epoch ms), or null when it is not one of the portal's own tokens. */
export async function portalTokenExpiry(db: Kysely<Database>, tokenHash: string): Promise<number | null> {
  const row = await db.selectFrom('access_tokens').select('expires_at').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? Date.parse(row.expires_at) : null;
}
