import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { Role, heldRoles } from '../../src/domain/routes';
import { ApiFailure } from '../http/envelope';
import { verifyAccessToken } from '../oidc/verify-access-token';
import { authenticateToken, hashToken } from '../services/access-tokens';
import type { RouteAuth } from '../types';
import { IM_TOKEN_KIND, isImScopedPath } from '../im/im-token';

/**
 * Resolves the bearer token on every /api route that is not public, and refuses: a missing,
 * expired or revoked token with ErrorCode 3; a role that does not fit the route with ErrorCode 4.
 * Routes are protected unless they say `config: { auth: 'public' }`; `auth: 'optional'` lets
 * anyone in and knows the caller when the token is valid (a sign-in of either kind).
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('bearerTokenHash', null);
  app.addHook('preValidation', async (request) => {
    const needed = routeAuth(request);
    if (needed === 'public' || request.is404) return;
    const token = bearerToken(request);
    if (needed === 'optional' && !token) return;
    const tokenHash = bearerTokenHash(request);
    // The portal's own tokens first, then an access token of the single sign-on provider.
    const user = (await authenticateToken(app.db, app.clock, token, app.tokenCache, tokenHash)) ?? (await verifyAccessToken(app, token));
    if (user) app.rateLimitKeys.remember(tokenHash, user.userId);
    if (needed === 'optional') {
      request.user = user;
      return;
    }
    if (!user) throw new ApiFailure(ErrorCode.Unauthorized, Messages.tokenInvalid, 401);
    // A chat token (GetImToken) opens the chat's calls and the hub, nothing else.
    if (user.kind === IM_TOKEN_KIND && !isImScopedPath(request.url)) throw new ApiFailure(ErrorCode.Unauthorized, Messages.tokenInvalid, 401);
    if (!roleFits(needed, user.roles)) throw new ApiFailure(ErrorCode.Forbidden, Messages.forbidden, 403);
    request.user = user;
  });
});

function routeAuth(request: FastifyRequest): RouteAuth {
  if (!request.url.toLowerCase().startsWith('/api/')) return request.routeOptions.config.auth ?? 'public';
  return request.routeOptions.config.auth ?? 'tutor';
}

/** Whether the roles open a route: admin counts as staff, and only `teacher` opens tutor calls. */
export function roleFits(needed: RouteAuth, roles: readonly string[]): boolean {
  const held = heldRoles(roles);
  if (needed === 'public' || needed === 'optional' || needed === 'user') return true;
  if (needed === 'tutor') return held.has(Role.teacher);
  if (needed === 'admin') return held.has(Role.admin);
  return held.has(Role.staff);
}

/**
 * The SHA-256 of the request's bearer token, or '' without one, computed once per request: the rate
 * limit (which counts a known token against its user) and the auth hook both need it.
 */
export function bearerTokenHash(request: FastifyRequest): string {
  if (request.bearerTokenHash === null) {
    const token = bearerToken(request);
    request.bearerTokenHash = token ? hashToken(token) : '';
  }
  return request.bearerTokenHash;
}

/** The token from `Authorization: Bearer`, or '' when there is none. */
export function bearerToken(request: FastifyRequest): string {
  const value = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1]?.trim() ?? '';
}
