import { describe, expect, it } from 'vitest';
import { ReferralMessages, TUTOR_SOURCE_REFERRAL, applicationErrors, levelAt, levelRecords, lotteryTotal, pickPrize } from '../../src/domain/referrals';

const form = { FirstName: 'Ana', LastName: 'Cruz', Email: 'ana@example.com', SkyID: '', MobileNumber: '0917', Country: 'Philippines' };

describe('the tutor application rules (growth-account.md §3)', () => {
  it('fixes TutorSource at 12', () => expect(TUTOR_SOURCE_REFERRAL).toBe(12));
  it('requires the names, e-mail, mobile and country; SkyID may be blank', () => {
    expect(applicationErrors(form)).toEqual({});
    expect(applicationErrors({ ...form, FirstName: ' ', Country: '' })).toEqual({ FirstName: ReferralMessages.required, Country: ReferralMessages.required });
    expect(applicationErrors({ ...form, Email: 'ana@' })).toEqual({ Email: ReferralMessages.emailInvalid });
  });
});

describe('referral levels and the lottery pick', () => {
  const thresholds = [0, 0, 15, 400, 2500, 8000, 13500, 20000, 32000, 320000];
  it('records each growth level the running score enters, in time order', () => {
    const entries = [
      { amount: 10, at: '2026-03-02T00:00:00.000Z' },
      { amount: 2, at: '2026-03-01T00:00:00.000Z' },
      { amount: 400, at: '2026-03-03T00:00:00.000Z' },
      { amount: -20, at: '2026-03-04T00:00:00.000Z' },
    ];
    expect(levelRecords(entries, thresholds, 8)).toEqual([
      { Level: 'LV.1', Score: 2, At: '2026-03-01T00:00:00.000Z' },
      { Level: 'LV.3', Score: 412, At: '2026-03-03T00:00:00.000Z' },
      { Level: 'LV.2', Score: 392, At: '2026-03-04T00:00:00.000Z' },
    ]);
    expect(levelRecords([], thresholds, 8)).toEqual([]);
    expect(levelAt(1_000_000, thresholds, 8)).toBe(8);
  });

  it('picks a prize in stock by weight, or nothing past them', () => {
    const prizes = [
      { name: 'a', weight: 5, stock: 1 },
      { name: 'b', weight: 10, stock: 0 },
      { name: 'c', weight: 20, stock: 3 },
    ];
    expect(lotteryTotal(prizes, 40)).toBe(65);
    expect(pickPrize(prizes, 0)?.name).toBe('a');
    expect(pickPrize(prizes, 4)?.name).toBe('a');
    expect(pickPrize(prizes, 5)?.name).toBe('c');
    expect(pickPrize(prizes, 24)?.name).toBe('c');
    expect(pickPrize(prizes, 25)).toBeNull();
    expect(pickPrize(prizes, 64)).toBeNull();
    expect(lotteryTotal([], 40)).toBe(40);
  });
});
