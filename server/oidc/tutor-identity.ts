import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthenticatedUser } from '../services/access-tokens';

/** Who a single sign-on token names: the portal's own user id, or a claim of an external provider. */
export type TutorReference = { userId: number } | { claim: string; value: string };

/**
 * The enabled user a token names, with their roles, or null. An external provider's `email` claim
 * matches users.email; any other claim matches users.account; both case-insensitively.
 */
export async function findAuthenticatedUser(
  db: Kysely<Database>,
  reference: TutorReference,
  tokenHash: string,
): Promise<AuthenticatedUser | null> {
  let query = db.selectFrom('users').select(['id', 'account']).where('disabled', '=', 0);
  if ('userId' in reference) {
    query = query.where('id', '=', reference.userId);
  } else {
    const column = reference.claim === 'email' ? 'email' : 'account';
    const value = reference.value.trim().toLowerCase();
    if (!value) return null;
    query = query.where((eb) => eb(eb.fn('lower', [column]), '=', value));
  }
  const users = await query.limit(2).execute();
  // Two users sharing an e-mail address cannot be told apart: neither is signed in.
  const user = users.length === 1 ? users[0] : undefined;
  if (!user) return null;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
  return { userId: user.id, account: user.account, roles: roles.map((r) => r.role), tokenHash };
}
