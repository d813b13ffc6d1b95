import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries, computed once (raw writers such as clientError use them too). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export interface SecurityOptions {
  /** Origins of an external identity provider the sign-in talks to (connect-src and form-action). */
  extraConnectSources?: string[];
  production: boolean;
}

/**
 * The security headers of every answer, built once at start. The policy is helmet's defaults with
 * a Content-Security-Policy the app works under: scripts only from this origin; inline styles
 * because PrimeReact positions overlays with style attributes; WebSocket connections for the
 * realtime hub; images also from data: and blob: (previews of files being uploaded). Helmet
 * rebuilt these on every response (seen in the profile of issue 9); a frozen table costs one
 * setHeader per name.
 */
export function buildSecurityHeaders({ extraConnectSources = [], production }: SecurityOptions): Record<string, string> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'ws:', 'wss:', ...extraConnectSources],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...extraConnectSources],
  };
  const headers: Record<string, string> = {
    'content-security-policy': Object.entries(directives)
      .map(([name, sources]) => `${name} ${sources.join(' ')}`)
      .join(';'),
    // The sign-in window of an identity provider needs to read window.opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return Object.freeze(headers);
}

/**
 * Sets the precomputed security headers on every answer, routes and not-found alike. They go on
 * the raw response, so answers written there (the OpenID provider's mount) carry them too, and a
 * route's own value of a header (a stricter CSP for stored files) still replaces the default.
 */
export default fp(async function security(app: FastifyInstance, options: Omit<SecurityOptions, 'production'>) {
  const headers = buildSecurityHeaders({ ...options, production: app.config.env === 'production' });
  const entries = Object.entries(headers);
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of entries) raw.setHeader(name, value);
    done();
  });
});
