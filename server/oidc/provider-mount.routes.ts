import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { OWN_PROVIDER_PATH } from '../../src/domain/single-sign-on';

/**
 * Hands every request under /oidc to oidc-provider (a Koa app): discovery, JWKS, authorization,
 * token, userinfo, revocation and end-session. Fastify leaves the body unread so the provider
 * parses it itself, strips the mount path the way connect does, and lets the provider answer on
 * the raw response. Security headers set on the raw response by helmet still apply.
 */
const providerMountRoutes: FastifyPluginAsync<{ provider: Provider }> = async (app, { provider }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const callback = provider.callback();

  app.all(`${OWN_PROVIDER_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(OWN_PROVIDER_PATH.length) || '/';
    await callback(raw, reply.raw);
  });
};

export default providerMountRoutes;
