import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import authPlugin from './plugins/auth';
import { httpServerOptions } from './http/server-options';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import { signInCspSources } from './oidc/oidc-settings';
import singleSignOnPlugin from './oidc/single-sign-on.plugin';
import signaturePlugin from './plugins/signature';
import spaPlugin from './plugins/spa';
import hubPlugin from './realtime/hub.plugin';
import { registerRoutes } from './routes/index';
import { seedDemoData } from './seed/seed';
import { systemClock, type Clock } from './services/clock';
import { RateLimitKeys } from './services/rate-limit-keys';
import { TokenCache } from './services/token-cache';
import { onTokensRevoked } from './services/token-revocations';
import { createLocalFileStorage } from './uploads/local-file-storage';
import './types';

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** Reuse an open database (tests that restart the app on the same data). */
  database?: DatabaseHandle;
  /**
   * Routes registered after the API, behind the same hooks: bench/http.ts measures through them
   * what the pipeline alone costs an answer of a given size. The portal itself passes none.
   */
  extraRoutes?: FastifyPluginAsync;
}

/**
 * Builds the whole server as one Fastify instance: database (migrated, seeded when empty and
 * allowed), security, rate limit, signature and auth hooks, the API and the single-page app.
 * Nothing listens here: server/main.ts does, and tests call `inject` or listen on port 0.
 */
export async function buildApp({ config, clock = systemClock, database, extraRoutes }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-signature"]'],
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...httpServerOptions(config),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const handle = database ?? (await openDatabase(config));
  await migrateToLatest(handle);
  if (config.seedDemoData) await seedDemoData(handle.db, clock);

  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('config', config);
  app.decorate('clock', clock);
  // With several processes (Redis), the cache waits for the backplane's subscription (hub.plugin.ts).
  const tokenCache = new TokenCache(config.tokenCacheEntries, !config.redisUrl);
  app.decorate('tokenCache', tokenCache);
  app.decorate('rateLimitKeys', new RateLimitKeys(config.tokenCacheEntries));
  const stopForgetting = onTokensRevoked(handle.db, (revocation) => tokenCache.forget(revocation));
  app.addHook('onClose', async () => stopForgetting());
  if (!database) app.addHook('onClose', async () => handle.close());
  // One file store for every area: an upload's part file stays open in it between chunks, so a
  // cancel or a cleanup from any area closes what the chunks opened.
  const fileStorage = createLocalFileStorage(config.uploads.dir);
  app.decorate('fileStorage', fileStorage);
  app.addHook('onClose', () => fileStorage.close());

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { extraConnectSources: signInCspSources(config) });
  await app.register(openapiPlugin);
  await app.register(multipart, { limits: { fileSize: 600 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(rateLimitPlugin);
  await app.register(signaturePlugin);
  await app.register(singleSignOnPlugin);
  await app.register(authPlugin);
  await app.register(hubPlugin);
  await app.register(registerRoutes);
  if (extraRoutes) await app.register(extraRoutes);
  await app.register(spaPlugin);
  await app.ready();
  return app;
}
