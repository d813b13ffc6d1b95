import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app from `staticDir` when it exists. Hashed assets are cached for
 * a year; everything else revalidates. Unknown paths fall back to index.html (errors.ts).
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
    // One route per built file: unknown paths reach the not-found handler (index.html, or the envelope under /api).
    wildcard: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${'/assets/'}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html'),
  );
});
