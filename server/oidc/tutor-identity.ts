import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthenticatedUser } from '../services/access-tokens';

/** Who a single sign-on token names: the portal's own user id, or a claim of an external provider. */
export type TutorReference = { userId: number } | { claim: string; value: string };

/**
 * The enabled user a token names, with their roles, or null. An external provider's `email` claim
 * matches users.email; any other claim matches users.account; both case-insensitively.
 */
export async function findAuthenticatedUser(db: Kysely<Database>, reference: TutorReference, tokenHash: string): Promise<AuthenticatedUser | null> {
  // One query: the user with one row per role (a null role when they have none).
  let query = db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id as id', 'users.account as account', 'user_roles.role as role'])
    .where('users.disabled', '=', 0);
  if ('userId' in reference) {
    query = query.where('users.id', '=', reference.userId);
  } else {
    const column = reference.claim === 'email' ? 'users.email' : 'users.account';
    const value = reference.value.trim().toLowerCase();
    if (!value) return null;
    query = query.where((eb) => eb(eb.fn('lower', [column]), '=', value));
  }
  const rows = await query.limit(50).execute();
  const user = rows[0];
  // Two users sharing an e-mail address cannot be told apart: neither is signed in.
  if (!user || rows.some((row) => row.id !== user.id)) return null;
  const roles = rows.flatMap((row) => (row.role === null ? [] : [row.role]));
  return { userId: user.id, account: user.account, roles, tokenHash };
}
