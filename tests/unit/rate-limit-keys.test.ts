import { describe, expect, it } from 'vitest';
import { RateLimitKeys } from '../../server/services/rate-limit-keys';

describe('rate-limit keys', () => {
  it('counts a remembered token against its user and anything else against the address', () => {
    const keys = new RateLimitKeys(10);
    keys.remember('hash-a', 7);
    expect(keys.keyOf('hash-a', '10.0.0.1')).toBe('user:7');
    expect(keys.keyOf('hash-b', '10.0.0.1')).toBe('ip:10.0.0.1');
    expect(keys.keyOf('', '10.0.0.1')).toBe('ip:10.0.0.1');
    expect(keys.keyOf(null, '10.0.0.2')).toBe('ip:10.0.0.2');
  });

  it('forgets the oldest token when full, and remembers nothing with no room', () => {
    const keys = new RateLimitKeys(2);
    keys.remember('first', 1);
    keys.remember('second', 2);
    keys.remember('third', 3);
    expect(keys.keyOf('first', 'a')).toBe('ip:a');
    expect(keys.keyOf('second', 'a')).toBe('user:2');
    expect(keys.keyOf('third', 'a')).toBe('user:3');
    const none = new RateLimitKeys(0);
    none.remember('first', 1);
    expect(none.keyOf('first', 'a')).toBe('ip:a');
  });
});
