import { CookieKey } from '../domain/session-constants';
import { isTokenExpired, tokenExpiresAt } from '../domain/token-expiry';
import type { CookieJar } from './cookies';

/**
 * Keeps the bearer token and its expiry (shell.md §4 "Session"): the getter returns '' once the
 * token has expired. The token lives in local storage with its expiry and in the Admin-Token
 * cookie (which another host's /redirect or the desktop client may have set); either is read.
 */
export interface TokenStore {
  get(): string;
  expiresAt(): number;
  set(token: string, expiresInSeconds: number): void;
  clear(): void;
}

const STORAGE_KEY = 'tutor-portal.token';

interface StoredToken {
  token: string;
  expiresAt: number;
}

export function createTokenStore(deps: { cookies: CookieJar; storage: Storage; now?: () => number }): TokenStore {
  const now = deps.now ?? Date.now;
  const read = (): StoredToken => {
    try {
      const stored = JSON.parse(deps.storage.getItem(STORAGE_KEY) ?? 'null') as StoredToken | null;
      if (stored?.token) return stored;
    } catch {
      // A damaged entry counts as no token.
    }
    const fromCookie = deps.cookies.get(CookieKey.token);
    // A cookie alone carries no expiry here; the cookie's own lifetime bounds it and the server checks it.
    return { token: fromCookie, expiresAt: fromCookie ? Number.MAX_SAFE_INTEGER : 0 };
  };
  return {
    get() {
      const stored = read();
      return stored.token && !isTokenExpired(stored.expiresAt, now()) ? stored.token : '';
    },
    expiresAt() {
      return read().expiresAt;
    },
    set(token, expiresInSeconds) {
      const expiresAt = tokenExpiresAt(now(), expiresInSeconds);
      deps.storage.setItem(STORAGE_KEY, JSON.stringify({ token, expiresAt }));
      deps.cookies.set(CookieKey.token, token, expiresInSeconds / 86_400);
    },
    clear() {
      deps.storage.removeItem(STORAGE_KEY);
      deps.cookies.remove(CookieKey.token);
    },
  };
}
