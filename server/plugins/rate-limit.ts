import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RATE_LIMIT_STATUS } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { bearerTokenHash } from './auth';

/** Thrown by the limiter; the error handler answers it as HTTP 229 with the message as plain text. */
export class RateLimitedError extends Error {
  readonly statusCode = RATE_LIMIT_STATUS;
  constructor(readonly retryAfterSeconds: number) {
    super(Messages.rateLimited);
    this.name = 'RateLimitedError';
  }
}

/**
 * A request limit per signed-in user, or per client address before sign-in (rate-limit-keys.ts),
 * on /api (@fastify/rate-limit), answering HTTP 229 with the
 * message as a plain-text body (the spec's rate-limit signal). A route may set
 * `config.rateLimitFactor` to get a budget that many times larger, counted apart (upload chunks: a
 * 500 MB video is 1000 requests). With REDIS_URL the counts live in Redis, so several processes
 * enforce one limit; if Redis is unreachable requests pass rather than fail. The budget of each
 * route is settled when the route is added (pages and files get none), so a request pays for one
 * counter and nothing else.
 */
export default fp(async function rateLimit(app: FastifyInstance) {
  const { max, windowMs } = app.config.rateLimit;
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false, lazyConnect: true })
    : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store: Redis error'));
    // Counted from the first request when Redis is there; a Redis that is down only lets requests through.
    await redis.connect().catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit store: Redis not reachable yet'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  // Runs before the plugin's own onRoute hook (registered below), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const factor = route.config?.rateLimitFactor ?? 1;
    if (!isApi(route.url ?? route.path)) route.config = { ...route.config, rateLimit: false };
    else if (factor !== 1) route.config = { ...route.config, rateLimit: { max: max * factor, timeWindow: windowMs } };
  });

  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    max,
    timeWindow: windowMs,
    // A signed-in user's requests count against them, not their address (rate-limit-keys.ts).
    keyGenerator: (request) => app.rateLimitKeys.keyOf(bearerTokenHash(request), request.ip),
    ...(redis ? { redis, nameSpace: `${app.config.realtime.redisChannelPrefix}:rate-limit:`, skipOnError: true } : {}),
    // Only Retry-After, as before: the spec's client reads the status and the body.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
  });
});

function isApi(url: string): boolean {
  return url.toLowerCase().startsWith('/api/');
}
