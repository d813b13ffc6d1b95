import { describe, expect, it } from 'vitest';
import { FLOWER_EXCHANGE_DEFAULTS, FlowerMessages, exchangeQuota, flowersCountError, remarkError, stepFlowers } from '../../src/domain/flowers';

describe('the flower exchange rules (growth-account.md §5, §9)', () => {
  it('has the spec defaults: 100 a month, 5 PHP a flower', () => {
    expect(FLOWER_EXCHANGE_DEFAULTS).toEqual({ monthlyLimit: 100, phpPerFlower: 5 });
  });

  it('limits the quota by the month remainder and by the balance', () => {
    expect(exchangeQuota(500, 0, 100)).toBe(100);
    expect(exchangeQuota(500, 70, 100)).toBe(30);
    expect(exchangeQuota(12, 0, 100)).toBe(12);
    expect(exchangeQuota(12, 100, 100)).toBe(0);
    expect(exchangeQuota(0, 0, 100)).toBe(0);
  });

  it('checks the count: required, a positive whole number, within the quota', () => {
    expect(flowersCountError(null, 10)).toBe(FlowerMessages.countRequired);
    expect(flowersCountError(undefined, 10)).toBe(FlowerMessages.countRequired);
    expect(flowersCountError(0, 10)).toBe(FlowerMessages.invalidCount);
    expect(flowersCountError(-1, 10)).toBe(FlowerMessages.invalidCount);
    expect(flowersCountError(2.5, 10)).toBe(FlowerMessages.invalidCount);
    expect(flowersCountError(Number.NaN, 10)).toBe(FlowerMessages.invalidCount);
    expect(flowersCountError(11, 10)).toBe(FlowerMessages.overQuota);
    expect(flowersCountError(10, 10)).toBeNull();
  });

  it('checks the remark: required, at most 200 characters', () => {
    expect(remarkError('')).toBe('Required.');
    expect(remarkError('  ')).toBe('Required.');
    expect(remarkError('x'.repeat(200))).toBeNull();
    expect(remarkError('x'.repeat(201))).toBe('Remark must be less than 200 characters');
  });

  it('steps between 0 and the quota', () => {
    expect(stepFlowers(null, 1, 3)).toBe(1);
    expect(stepFlowers(3, 1, 3)).toBe(3);
    expect(stepFlowers(0, -1, 3)).toBe(0);
    expect(stepFlowers(9, -1, 3)).toBe(3);
  });
});
