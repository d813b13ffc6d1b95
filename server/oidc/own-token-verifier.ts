import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { TEACHER_API_SCOPE } from '../../src/domain/single-sign-on';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { hashToken } from '../services/access-tokens';
import { teacherApiResource } from './oidc-settings';
import { findAuthenticatedUser } from './tutor-identity';
import type { AccessTokenVerifier } from './verify-access-token';

/** oidc-provider's opaque tokens are 43 characters; anything much longer is not one. */
const MAX_OPAQUE_TOKEN_LENGTH = 128;

/**
 * Accepts access tokens of the portal's own provider: known, unexpired (both checked by
 * AccessToken.find, which also drops tokens whose provider session has ended), issued to the
 * portal's client for the teacher API with its scope, under a grant that still exists.
 */
export function ownAccessTokenVerifier(provider: Provider, db: Kysely<Database>, config: Config): AccessTokenVerifier {
  const resource = teacherApiResource(config);
  return async (token) => {
    if (token.length > MAX_OPAQUE_TOKEN_LENGTH) return null;
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken || accessToken.isExpired) return null;
    if (accessToken.aud !== resource || !accessToken.scopes.has(TEACHER_API_SCOPE)) return null;
    if (accessToken.clientId !== config.oidc.clientId || !accessToken.grantId) return null;
    const grant = await provider.Grant.find(accessToken.grantId);
    if (!grant || grant.accountId !== accessToken.accountId) return null;
    const userId = Number(accessToken.accountId);
    if (!Number.isSafeInteger(userId)) return null;
    return findAuthenticatedUser(db, { userId }, hashToken(token));
  };
}
