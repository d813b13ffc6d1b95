/** The instant (ms since epoch) a token issued at `issuedAtMs` with `expiresInSeconds` expires. */
export function tokenExpiresAt(issuedAtMs: number, expiresInSeconds: number): number {
  return issuedAtMs + expiresInSeconds * 1000;
}

/** True when the token must no longer be used. An expiry of 0 or below means "unknown": expired. */
export function isTokenExpired(expiresAtMs: number, nowMs: number): boolean {
  return !(expiresAtMs > nowMs);
}
