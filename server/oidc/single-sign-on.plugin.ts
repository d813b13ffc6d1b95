import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { externalAccessTokenVerifier } from './external-token-verifier';
import interactionRoutes from './interaction.routes';
import { loadOrCreateOidcKeys } from './oidc-keys';
import { SIGN_IN_STYLESHEET_PATH } from './oidc-pages';
import { purgeExpiredOidcPayloads } from './oidc-payload-adapter';
import { usesOwnProvider } from './oidc-settings';
import { createOwnProvider } from './own-provider';
import { ownAccessTokenVerifier } from './own-token-verifier';
import providerMountRoutes from './provider-mount.routes';
import './verify-access-token';

const PURGE_INTERVAL_MS = 3600 * 1000;

/**
 * Single sign-on. Without OIDC_AUTHORITY the portal hosts its own OpenID Connect provider under
 * /oidc, with its sign-in page, and the API accepts that provider's access tokens. With it, the
 * portal hosts nothing and the API accepts the external provider's access tokens instead.
 * Register before the auth plugin: it reads the verifier this plugin decorates.
 */
export default fp(
  async function singleSignOn(app: FastifyInstance) {
    const { db, clock, config } = app;
    if (!usesOwnProvider(config)) {
      app.decorate('singleSignOnTokenVerifier', externalAccessTokenVerifier({ db, clock, config, log: app.log }));
      return;
    }

    const keys = await loadOrCreateOidcKeys(db, clock);
    // The same switch as Fastify's trustProxy in app.ts: https and host from the proxy's headers.
    const provider = createOwnProvider({ db, config, keys, trustProxy: config.trustProxy });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
    app.decorate('singleSignOnTokenVerifier', ownAccessTokenVerifier(provider, db, config));

    await app.register(providerMountRoutes, { provider });
    await app.register(interactionRoutes, { provider });

    const stylesheet = fs.readFileSync(new URL('./views/sign-in.css', import.meta.url), 'utf8');
    app.get(SIGN_IN_STYLESHEET_PATH, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stylesheet),
    );

    const purge = () => purgeExpiredOidcPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'purging sign-in state failed'));
    await purge();
    const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'single-sign-on' },
);
