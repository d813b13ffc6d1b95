import { describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '../../server/services/access-tokens';
import { TokenCache } from '../../server/services/token-cache';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;

function user(tokenHash: string, userId = 7, roles = ['teacher']): AuthenticatedUser {
  return { userId, account: `tutor${userId}`, roles, tokenHash, kind: 'password' };
}

function cacheWith(...users: AuthenticatedUser[]): TokenCache {
  const cache = new TokenCache(100);
  for (const each of users) cache.remember(cache.stamp(), each, NOW + HOUR);
  return cache;
}

describe('the token cache (server/services/token-cache.ts)', () => {
  it('answers a remembered token until it expires, then forgets it', () => {
    const cache = cacheWith(user('a'));
    expect(cache.lookup('a', NOW)).toMatchObject({ userId: 7, roles: ['teacher'], tokenHash: 'a' });
    expect(cache.lookup('a', NOW + HOUR - 1)).toBeDefined();
    expect(cache.lookup('a', NOW + HOUR)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.lookup('unknown', NOW)).toBeUndefined();
  });

  it('forgets the revoked tokens by hash, or every token of a user, and no one else’s', () => {
    const cache = cacheWith(user('a', 7), user('b', 7), user('c', 8), user('d', 9));
    cache.forget({ tokenHashes: ['a'] });
    expect(cache.lookup('a', NOW)).toBeUndefined();
    expect(cache.lookup('b', NOW)).toBeDefined();
    cache.forget({ userId: 7 });
    expect(cache.lookup('b', NOW)).toBeUndefined();
    expect(cache.lookup('c', NOW)).toBeDefined();
    expect(cache.lookup('d', NOW)).toBeDefined();
  });

  it('does not remember a lookup that a revocation overtook (read before, revoked meanwhile)', () => {
    const cache = new TokenCache(100);
    const stamp = cache.stamp();
    // The database answered "valid"; then a revocation of someone else, or of this token, came in.
    cache.forget({ tokenHashes: ['other'] });
    cache.remember(stamp, user('a'), NOW + HOUR);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    // A lookup stamped after the revocation is remembered.
    cache.remember(cache.stamp(), user('a'), NOW + HOUR);
    expect(cache.lookup('a', NOW)).toBeDefined();
  });

  it('remembers nothing while suspended (revocations from other processes could be missed), and forgets what it had', () => {
    const cache = cacheWith(user('a'));
    cache.suspend();
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.remember(cache.stamp(), user('a'), NOW + HOUR);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.resume();
    cache.remember(cache.stamp(), user('a'), NOW + HOUR);
    expect(cache.lookup('a', NOW)).toBeDefined();
  });

  it('starts untrusted when asked (several processes: until the backplane subscribes)', () => {
    const cache = new TokenCache(100, false);
    cache.remember(cache.stamp(), user('a'), NOW + HOUR);
    expect(cache.lookup('a', NOW)).toBeUndefined();
  });

  it('keeps at most its size, dropping the oldest first; size 0 turns it off', () => {
    const cache = new TokenCache(2);
    for (const hash of ['a', 'b', 'c']) cache.remember(cache.stamp(), user(hash), NOW + HOUR);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a', NOW)).toBeUndefined();
    expect(cache.lookup('c', NOW)).toBeDefined();
    const off = new TokenCache(0);
    off.remember(off.stamp(), user('a'), NOW + HOUR);
    expect(off.lookup('a', NOW)).toBeUndefined();
  });

  it('hands out a frozen copy, so no request can change what the next one sees', () => {
    const roles = ['teacher'];
    const cache = cacheWith(user('a', 7, roles));
    roles.push('staff');
    const found = cache.lookup('a', NOW)!;
    expect(found.roles).toEqual(['teacher']);
    expect(Object.isFrozen(found)).toBe(true);
    expect(Object.isFrozen(found.roles)).toBe(true);
  });
});
