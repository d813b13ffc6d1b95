import type { Static } from '@sinclair/typebox';
import type { SingleSignOnSettingSchema } from './api/sign-in.schemas';

/**
 * Single sign-on constants shared by the client (oidc-client-ts settings) and the server (the
 * client it registers with its own provider). growth-account.md §9 fixes the state age, the clock
 * skew and the return address; the rest is this product's own.
 */

/** Where the provider sends the browser back with the authorization code. */
export const OIDC_REDIRECT_PATH = '/oidc-callback';
/** Where a silent renewal in a hidden frame returns (when there is no refresh token). */
export const OIDC_SILENT_REDIRECT_PATH = '/oidc-silent-renew';
/** Where the provider sends the browser after sign-out. */
export const OIDC_POST_LOGOUT_REDIRECT_PATH = '/login';

/** Where the portal's own provider is mounted: its issuer is `{origin}/oidc`. */
export const OWN_PROVIDER_PATH = '/oidc';

/** The scope naming the teacher API: access tokens carrying it are accepted by the API. */
export const TEACHER_API_SCOPE = 'teacher_api';

/** A sign-in state older than this is discarded (seconds). */
export const OIDC_STALE_STATE_AGE_SECONDS = 900;
/** Tolerated difference between the browser's and the provider's clocks (seconds). */
export const OIDC_CLOCK_SKEW_SECONDS = 300;
/** Renew this many seconds before the access token expires. */
export const OIDC_RENEW_BEFORE_EXPIRY_SECONDS = 60;

/** What GET /api/Account/SingleSignOnSetting answers: everything oidc-client-ts needs besides the origin. */
export type SingleSignOnSetting = Static<typeof SingleSignOnSettingSchema>;

/**
 * How long after receiving a token that lives `expiresInSeconds` to renew it: the renewal margin
 * before expiry, or halfway through a token too short-lived for that margin.
 */
export function renewalDelayMs(expiresInSeconds: number): number {
  const margin = OIDC_RENEW_BEFORE_EXPIRY_SECONDS;
  const seconds = expiresInSeconds > 2 * margin ? expiresInSeconds - margin : expiresInSeconds / 2;
  return Math.max(0, Math.round(seconds * 1000));
}

/**
 * Whether an ID token's issue and expiry times (seconds since epoch) agree with this computer's
 * clock within the tolerated skew. oidc-client-ts 3 no longer checks them itself.
 */
export function isWithinClockSkew(claims: { iat?: number; exp?: number }, nowSeconds: number): boolean {
  if (typeof claims.iat === 'number' && Math.abs(nowSeconds - claims.iat) > OIDC_CLOCK_SKEW_SECONDS) return false;
  if (typeof claims.exp === 'number' && claims.exp + OIDC_CLOCK_SKEW_SECONDS < nowSeconds) return false;
  return true;
}

/** Whether an address carries the provider's answer to a sign-in: a code or an error, with the state. */
export function hasProviderResponse(url: string): boolean {
  let query: URLSearchParams;
  try {
    query = new URL(url, 'http://localhost').searchParams;
  } catch {
    return false;
  }
  return query.has('state') && (query.has('code') || query.has('error'));
}
