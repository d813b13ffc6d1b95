import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/schema';
import { findOidcKeyMaterial, insertOidcKeyIfMissing } from '../repositories/oidc-keys.repository';
import type { Clock } from '../services/clock';

export interface OidcKeys {
  /** Private signing keys (JWK) of the provider; the first signs. */
  signing: JWK[];
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookies: string[];
}

const SIGNING_KEY_ID = 'signing';
const COOKIE_KEYS_ID = 'cookies';

/**
 * The provider's keys, generated on the first start and stored, so tokens, sessions and cookies
 * stay valid across restarts and between processes sharing a database. When two processes start
 * at once, the first insert wins and both read it back.
 */
export async function loadOrCreateOidcKeys(db: Kysely<Database>, clock: Clock): Promise<OidcKeys> {
  const signing = await loadOrCreate(db, clock, SIGNING_KEY_ID, () => [newSigningKey()]);
  const cookies = await loadOrCreate(db, clock, COOKIE_KEYS_ID, () => [randomBytes(32).toString('base64url')]);
  return { signing: signing as JWK[], cookies: cookies as string[] };
}

async function loadOrCreate(db: Kysely<Database>, clock: Clock, id: string, create: () => unknown): Promise<unknown> {
  await insertOidcKeyIfMissing(db, { id, material: JSON.stringify(create()), createdAt: clock.now().toISOString() });
  return JSON.parse(await findOidcKeyMaterial(db, id));
}

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(jwk.n ?? '')
    .digest('base64url')
    .slice(0, 16);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}
