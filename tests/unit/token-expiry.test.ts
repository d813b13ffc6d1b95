import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiresAt } from '../../src/domain/token-expiry';
import { createTokenStore } from '../../src/services/token-store';
import type { CookieJar } from '../../src/services/cookies';

describe('token expiry', () => {
  it('computes the expiry from expires_in seconds', () => {
    expect(tokenExpiresAt(1_000, 60)).toBe(61_000);
  });

  it('counts a token as expired at and after its expiry', () => {
    expect(isTokenExpired(61_000, 60_999)).toBe(false);
    expect(isTokenExpired(61_000, 61_000)).toBe(true);
    expect(isTokenExpired(0, 1)).toBe(true);
  });
});

function memoryCookies(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name) ?? '',
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('token store', () => {
  it('returns the token until it expires, then empty', () => {
    let now = 1_000_000;
    const store = createTokenStore({ cookies: memoryCookies(), storage: memoryStorage(), now: () => now });
    store.set('abc', 60);
    expect(store.get()).toBe('abc');
    now += 59_999;
    expect(store.get()).toBe('abc');
    now += 1;
    expect(store.get()).toBe('');
  });

  it('reads the token from the Admin-Token cookie when storage has none', () => {
    const cookies = memoryCookies();
    cookies.set('Admin-Token', 'from-cookie');
    const store = createTokenStore({ cookies, storage: memoryStorage() });
    expect(store.get()).toBe('from-cookie');
  });

  it('clears both places on logout', () => {
    const cookies = memoryCookies();
    const store = createTokenStore({ cookies, storage: memoryStorage() });
    store.set('abc', 60);
    expect(cookies.values.get('Admin-Token')).toBe('abc');
    store.clear();
    expect(store.get()).toBe('');
    expect(cookies.values.has('Admin-Token')).toBe(false);
  });
});
