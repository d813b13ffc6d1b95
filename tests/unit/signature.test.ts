import md5 from 'md5';
import { describe, expect, it } from 'vitest';
import { canonicalSignatureString, computeSignature } from '../../src/domain/signature';

describe('request signature', () => {
  // Worked example, computed by hand: the body's `a` wins over the query's `A`, whitespace is
  // dropped, keys are lower-cased and sorted, values URL-encoded, the secret appended.
  const query = { b: '2', A: 'x y' };
  const body = { a: 'z', c: ' hello world ', d: [1, 2], e: null };

  it('builds the canonical string', () => {
    expect(canonicalSignatureString(query, body)).toBe('a=z&b=2&c=helloworld&d=%5B1%2C2%5D');
  });

  it('matches the worked example', () => {
    expect(computeSignature(query, body, 'S3cret', md5)).toBe('10B689B4903C6948CDC8B9358E172101');
  });

  it('signs an empty request as the secret alone', () => {
    expect(computeSignature({}, undefined, 'S3cret', md5)).toBe('06BF3B78441D8642BB0607C993DC4A12');
  });

  it('changes when any value changes', () => {
    const base = computeSignature(query, body, 'S3cret', md5);
    expect(computeSignature({ ...query, b: '3' }, body, 'S3cret', md5)).not.toBe(base);
    expect(computeSignature(query, body, 'other', md5)).not.toBe(base);
  });
});
