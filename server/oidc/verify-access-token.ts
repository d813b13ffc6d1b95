import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../services/access-tokens';

/** Resolves a single sign-on access token to the user it names, or null when it is not valid. */
export type AccessTokenVerifier = (token: string) => Promise<AuthenticatedUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the single sign-on plugin: the own provider's or the external provider's verifier. */
    singleSignOnTokenVerifier?: AccessTokenVerifier;
  }
}

/**
 * The auth plugin's second verifier: a bearer token that is not one of the portal's own tokens
 * may be an access token of the configured OpenID Connect provider.
 */
export async function verifyAccessToken(app: FastifyInstance, token: string): Promise<AuthenticatedUser | null> {
  const verifier = app.singleSignOnTokenVerifier;
  if (!token || !verifier) return null;
  return verifier(token);
}
