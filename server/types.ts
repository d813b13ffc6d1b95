import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DialectName } from './db/database';
import type { Database } from './db/schema';
import type { AuthenticatedUser } from './services/access-tokens';
import type { Clock } from './services/clock';
import type { RateLimitKeys } from './services/rate-limit-keys';
import type { TokenCache } from './services/token-cache';
import type { FileStorage } from './uploads/file-storage';

/**
 * Who may call a route: anyone, any signed-in user, a tutor, the provider's staff, or an admin (a
 * staff role with more: staff accounts and system settings; never a tutor without `teacher`). 'optional'
 * lets anyone in and sets `request.user` when the call carries a valid token (of either kind).
 */
export type RouteAuth = 'public' | 'optional' | 'user' | 'tutor' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    config: Config;
    clock: Clock;
    /** Tokens this process has looked up (server/services/token-cache.ts). */
    tokenCache: TokenCache;
    /** Whom the rate limit counts a request against (server/services/rate-limit-keys.ts). */
    rateLimitKeys: RateLimitKeys;
    /** Where uploaded bytes live (UPLOAD_DIR): one store for the app, which keeps an upload's part file open between its chunks. */
    fileStorage: FileStorage;
  }
  interface FastifyRequest {
    /** The signed-in user; set for every route whose auth is not 'public' ('optional': when signed in). */
    user: AuthenticatedUser | null;
    /** Memo of `bearerTokenHash` (plugins/auth.ts): null until computed, '' without a token. */
    bearerTokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** Defaults to 'tutor' under /api. */
    auth?: RouteAuth;
    /** Defaults to true under /api: the request must carry a valid signature. */
    signed?: boolean;
    /** A rate-limit budget this many times the default, counted apart (default 1). */
    rateLimitFactor?: number;
  }
}

/** The signed-in user of a protected route (its auth hook has already refused anonymous calls). */
export function requireUser(request: { user: AuthenticatedUser | null }): AuthenticatedUser {
  if (!request.user) throw new Error('requireUser called on a public route');
  return request.user;
}
