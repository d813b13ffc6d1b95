import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_STATUS } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';

/**
 * A fixed-window request limit per client address on /api, answering HTTP 229 with the message as
 * a plain-text body (the spec's rate-limit signal). A route may set `config.rateLimitFactor` to
 * get a budget that many times larger, counted apart (upload chunks: a 500 MB video is 1000
 * requests). Counts live in this process: behind several processes each enforces its own share.
 */
export default fp(async function rateLimit(app: FastifyInstance) {
  const { max, windowMs } = app.config.rateLimit;
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const factor = request.routeOptions.config.rateLimitFactor ?? 1;
    const key = factor === 1 ? request.ip : `${request.ip} x${factor}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > max * factor) {
      const retryAfter = Math.ceil((windowStart + windowMs - now) / 1000);
      return reply
        .code(RATE_LIMIT_STATUS)
        .header('retry-after', String(retryAfter))
        .type('text/plain; charset=utf-8')
        .send(Messages.rateLimited);
    }
    return undefined;
  });
});
