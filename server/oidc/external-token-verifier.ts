import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { hashToken } from '../services/access-tokens';
import type { Clock } from '../services/clock';
import { findAuthenticatedUser } from './tutor-identity';
import type { AccessTokenVerifier } from './verify-access-token';

/** Asymmetric algorithms only: a token "signed" with a shared secret or none is never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Tolerated clock difference with the external provider (seconds). */
const CLOCK_TOLERANCE_SECONDS = 30;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

interface ProviderKeys {
  issuer: string;
  keys: JWTVerifyGetKey;
}

export interface ExternalVerifierOptions {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Accepts access tokens (JWTs) of an external OpenID Connect provider: signed by a key of the
 * provider's JWKS (found through its discovery document), from its issuer, for the configured
 * audience, unexpired by the app's clock, naming an enabled tutor through the configured claim.
 * The discovery document is read on first use and read again after a failure.
 */
export function externalAccessTokenVerifier({ db, clock, config, log }: ExternalVerifierOptions): AccessTokenVerifier {
  const { authority, audience, userClaim } = config.oidc;
  let discovered: Promise<ProviderKeys> | undefined;
  const providerKeys = () => {
    discovered ??= discover(authority).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return async (token) => {
    if (!JWT_SHAPE.test(token)) return null;
    let keys: ProviderKeys;
    try {
      keys = await providerKeys();
    } catch (error) {
      log.error({ err: error, authority }, 'the identity provider could not be reached');
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, keys.keys, {
        issuer: keys.issuer,
        audience,
        algorithms: ALGORITHMS,
        currentDate: clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
      });
      const value = payload[userClaim];
      if (typeof value !== 'string') return null;
      // An address the provider has not verified does not prove who the tutor is.
      if (userClaim === 'email' && payload.email_verified === false) return null;
      return await findAuthenticatedUser(db, { claim: userClaim, value }, hashToken(token));
    } catch (error) {
      log.info({ reason: (error as Error).message }, 'external access token refused');
      return null;
    }
  };
}

async function discover(authority: string): Promise<ProviderKeys> {
  const response = await fetch(`${authority}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`discovery answered HTTP ${response.status}`);
  const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (typeof metadata.issuer !== 'string' || metadata.issuer.replace(/\/+$/, '') !== authority) {
    throw new Error(`discovery names issuer '${String(metadata.issuer)}', not the configured authority '${authority}'`);
  }
  if (typeof metadata.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  return { issuer: metadata.issuer, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
}
