import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import type { EntryKeyAnswer } from '../../src/domain/training-platforms';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findEntryKeyOwner } from '../repositories/training-platforms.repository';
import type { Clock } from './clock';

/**
 * GetEntryKey (growth-account.md §5 account calls, §2 "Training-platform single sign-on links"): the
 * tutor's entry key, a short-lived id token the training platforms verify (HS256 with the shared
 * TRAINING_SSO_SECRET), and where the platforms are. The page builds the links
 * (src/domain/training-platforms.ts): which host depends on the page's own host.
 */
export const TRAINING_ID_TOKEN_AUDIENCE = 'training-platforms';

export function trainingSsoKey(config: Pick<Config, 'appSecret' | 'trainingPlatforms'>): Uint8Array {
  const secret = config.trainingPlatforms.ssoSecret || createHmac('sha256', config.appSecret).update('training-platform-sso').digest('hex');
  return new TextEncoder().encode(secret);
}

export async function entryKeyAnswer(deps: { db: Kysely<Database>; clock: Clock; config: Config }, tutorId: number): Promise<EntryKeyAnswer> {
  const row = await findEntryKeyOwner(deps.db, tutorId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'This tutor has no profile.', 404);
  const platforms = deps.config.trainingPlatforms;
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const idToken = row.entry_key
    ? await new SignJWT({ name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, preferred_username: row.account, entry_key: row.entry_key })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(deps.config.publicOrigin || 'tutor-portal')
        .setSubject(String(tutorId))
        .setAudience(TRAINING_ID_TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + platforms.idTokenTtlSeconds)
        .setJti(randomUUID())
        .sign(trainingSsoKey(deps.config))
    : '';
  return {
    EntryKey: row.entry_key,
    IdToken: idToken,
    Platforms: { moodle: platforms.moodleUrl, academy: platforms.academyUrl },
    TestUrl: platforms.testUrl,
    ProductionHosts: platforms.productionHosts,
  };
}
