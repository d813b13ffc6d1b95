import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findEnabledUserRoleRows } from '../repositories/users.repository';
import type { AuthenticatedUser } from '../services/access-tokens';

/** Who a single sign-on token names: the portal's own user id, or a claim of an external provider. */
export type TutorReference = { userId: number } | { claim: string; value: string };

/**
 * The enabled user a token names, with their roles, or null. An external provider's `email` claim
 * matches users.email; any other claim matches users.account; both case-insensitively.
 */
export async function findAuthenticatedUser(db: Kysely<Database>, reference: TutorReference, tokenHash: string): Promise<AuthenticatedUser | null> {
  let rows;
  if ('userId' in reference) {
    rows = await findEnabledUserRoleRows(db, { userId: reference.userId });
  } else {
    const value = reference.value.trim().toLowerCase();
    if (!value) return null;
    rows = await findEnabledUserRoleRows(db, { column: reference.claim === 'email' ? 'email' : 'account', value });
  }
  const user = rows[0];
  // Two users sharing an e-mail address cannot be told apart: neither is signed in.
  if (!user || rows.some((row) => row.id !== user.id)) return null;
  const roles = rows.flatMap((row) => (row.role === null ? [] : [row.role]));
  return { userId: user.id, account: user.account, roles, tokenHash };
}
