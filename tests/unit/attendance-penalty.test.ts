import { describe, expect, it } from 'vitest';
import { CONFIRMATION_DEADLINE_MS, PENALTY_TEACHING_POINTS, attendancePenalty, isCancellationReason, isConfirmationOpen } from '../../src/domain/attendance';

const HOUR = 3_600_000;

describe('attendance penalty by time before class (shell.md §9)', () => {
  it.each([
    [0, 'under 3 h', 3, 750],
    [2.99 * HOUR, 'under 3 h', 3, 750],
    [3 * HOUR, '3 to 24 h', 1, 250],
    [23.9 * HOUR, '3 to 24 h', 1, 250],
    [24 * HOUR, '24 to 48 h', 0.5, 125],
    [47 * HOUR, '24 to 48 h', 0.5, 125],
    [48 * HOUR, '48 to 72 h', 0.25, 62.5],
    [71.9 * HOUR, '48 to 72 h', 0.25, 62.5],
  ])('%d ms before a 250 PHP class: %s, fee x%d = %d', (before, tier, multiplier, penalty) => {
    expect(attendancePenalty(before, 250)).toEqual({
      tier,
      feeMultiplier: multiplier,
      penalty,
      pointsDeducted: PENALTY_TEACHING_POINTS,
    });
  });

  it('deducts 2 teaching points in each tier', () => {
    expect(PENALTY_TEACHING_POINTS).toBe(2);
  });

  it('treats a class already started as under 3 h', () => {
    expect(attendancePenalty(-HOUR, 100).penalty).toBe(300);
  });

  it('charges nothing 72 h or more before class', () => {
    expect(attendancePenalty(72 * HOUR, 250)).toEqual({ tier: '', feeMultiplier: 0, penalty: 0, pointsDeducted: 0 });
  });

  it('rounds to centavos', () => {
    expect(attendancePenalty(50 * HOUR, 33.33).penalty).toBe(8.33);
  });
});

describe('confirmation deadline and reasons', () => {
  it('closes 30 minutes before class', () => {
    const start = Date.UTC(2030, 0, 1, 10);
    expect(isConfirmationOpen(start, start - CONFIRMATION_DEADLINE_MS - 1)).toBe(true);
    expect(isConfirmationOpen(start, start - CONFIRMATION_DEADLINE_MS)).toBe(false);
    expect(CONFIRMATION_DEADLINE_MS).toBe(30 * 60_000);
  });

  it('knows the six cancellation reasons', () => {
    expect([0, 1, 6, 7].map(isCancellationReason)).toEqual([false, true, true, false]);
  });
});
