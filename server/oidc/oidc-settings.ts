import { OIDC_POST_LOGOUT_REDIRECT_PATH, OIDC_REDIRECT_PATH, OIDC_SILENT_REDIRECT_PATH, OWN_PROVIDER_PATH } from '../../src/domain/single-sign-on';
import type { Config } from '../config';

/**
 * Values derived from the configuration that the provider, the API and the client must agree on.
 * The provider's issuer is fixed when it is built, so it cannot follow the Host header: it comes
 * from PUBLIC_ORIGIN, or http://localhost:{PORT} when that is empty.
 */
export function portalOrigin(config: Config): string {
  return (config.publicOrigin || `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** True when the portal hosts its own provider (no OIDC_AUTHORITY configured). */
export function usesOwnProvider(config: Config): boolean {
  return config.oidc.authority === '';
}

/** The issuer of the portal's own provider. */
export function ownIssuer(config: Config): string {
  return `${portalOrigin(config)}${OWN_PROVIDER_PATH}`;
}

/** The authority the client signs in with: the external provider, or the portal's own. */
export function authorityUrl(config: Config): string {
  return usesOwnProvider(config) ? ownIssuer(config) : config.oidc.authority;
}

/**
 * The resource indicator (RFC 8707) of the teacher API at the portal's own provider: access tokens
 * issued for it carry it as their audience, and only those are accepted by the API.
 */
export function teacherApiResource(config: Config): string {
  return `${portalOrigin(config)}/api`;
}

/** The redirect addresses registered for the portal's client. */
export function clientRedirects(config: Config) {
  const origin = portalOrigin(config);
  return {
    redirectUris: [`${origin}${OIDC_REDIRECT_PATH}`, `${origin}${OIDC_SILENT_REDIRECT_PATH}`],
    postLogoutRedirectUris: [`${origin}${OIDC_POST_LOGOUT_REDIRECT_PATH}`],
  };
}

/** Origins the browser must be allowed to reach for sign-in (CSP connect-src, form-action). */
export function signInCspSources(config: Config): string[] {
  return usesOwnProvider(config) ? [] : [new URL(config.oidc.authority).origin];
}
