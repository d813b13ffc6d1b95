import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../src/domain/route-preload';
import { pageWithSetting, routePages } from '../services/app-page';
import { loadSystemSetting } from '../services/system-settings';

const HASHED_ASSET = /[\\/]assets[\\/]/;

/**
 * Serves the built single-page app from `staticDir` when it exists: one GET and HEAD route per
 * built file (unknown paths reach the not-found handler in errors.ts, which answers history-mode
 * paths with index.html and a missing file with 404). The build writes brotli and gzip copies
 * next to each file (vite.config.ts); they are sent to browsers that accept them. The page itself
 * is written for each visit, with the system setting in it (services/app-page.ts). Hashed
 * `/assets/*` files are cached for a year as immutable; everything else revalidates. Source maps
 * are not served in production.
 */
export default fp(async function spa(app: FastifyInstance) {
  const root = app.config.staticDir;
  if (!fs.existsSync(root)) {
    app.log.warn({ root }, 'no built front end found: run `npm run build` to serve the portal');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: app.config.env === 'production' ? ['**/*.map'] : [],
    setHeaders(reply, filePath) {
      reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The page carries the system setting (services/app-page.ts), read fresh for each visit so a
  // change staff make shows on the next load, in every process. Without it the page still works:
  // the guard then asks the API.
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // Each route's page links the code its first frame needs (services/app-page.ts), as the build listed it.
  const pageFor = routePages(template, readRoutePreloads(root, app.log));
  app.appShell = (reply) => {
    const page = pageFor(reply.request.url.split('?')[0] ?? '/');
    void loadSystemSetting(app.db, app.config)
      .then(
        (setting) => pageWithSetting(page, setting),
        (error: unknown) => {
          reply.log.warn({ err: error }, 'the page goes out without its system setting');
          return page;
        },
      )
      .then((written) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(written));
    return reply;
  };
  app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_request, reply) => app.appShell!(reply));
});

/** What the build wrote about each route's code (scripts/route-preloads.ts); none when it is missing or unreadable. */
function readRoutePreloads(root: string, log: FastifyInstance['log']): RoutePreload[] {
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return [];
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreload[];
  } catch (error) {
    log.warn({ err: error, file }, 'the route preloads could not be read: pages go out without them');
    return [];
  }
}
