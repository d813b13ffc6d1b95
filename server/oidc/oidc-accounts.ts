import type { Kysely } from 'kysely';
import type { Account, FindAccount } from 'oidc-provider';
import type { Database } from '../db/schema';
import { findEnabledUserProfile } from '../repositories/users.repository';
import { DEFAULT_AVATAR } from '../services/user-state.service';

/** Claims the provider releases per scope. */
export const OIDC_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'picture'],
  email: ['email'],
};

/**
 * The provider's accounts are the portal's users: the subject is users.id. A disabled or deleted
 * user has no account, which also invalidates their tokens.
 */
export function findAccountIn(db: Kysely<Database>): FindAccount {
  return async (_ctx, sub) => {
    const id = Number(sub);
    if (!Number.isSafeInteger(id)) return undefined;
    const user = await findEnabledUserProfile(db, id);
    if (!user) return undefined;
    const account: Account = {
      accountId: String(user.id),
      claims: () => ({
        sub: String(user.id),
        name: `${user.first_name} ${user.last_name}`.trim(),
        given_name: user.first_name,
        family_name: user.last_name,
        preferred_username: user.account,
        picture: user.avatar || DEFAULT_AVATAR,
        email: user.email,
      }),
    };
    return account;
  };
}
