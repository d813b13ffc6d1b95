import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content-Security-Policy the app works under: scripts only from this
 * origin; inline styles allowed because PrimeReact positions overlays with style attributes;
 * WebSocket connections to this origin for the realtime hub; images also from data: and blob:
 * (previews of files being uploaded). `extraConnectSources` adds an external identity provider.
 */
export default fp(async function security(app: FastifyInstance, options: { extraConnectSources?: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(options.extraConnectSources ?? [])],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(options.extraConnectSources ?? [])],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The sign-in window of an identity provider needs to read window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: app.config.env === 'production',
  });
});
