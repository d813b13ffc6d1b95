import { describe, expect, it } from 'vitest';
import { localMonth } from '../../src/domain/provider-time';
import { classMinutes, rateCardFee } from '../../src/domain/rate-card';
import {
  PayLineKind,
  ServiceFeeMessages,
  chartBars,
  formatPhp,
  isPeriodKey,
  maskAccount,
  payLineKind,
  payRemarkError,
  paymentAccountError,
  periodLabel,
  periodTotals,
  periodsEndingWith,
  statementTotals,
  totalsInPhp,
} from '../../src/domain/service-fee';

describe('statement sums', () => {
  it('groups pay lines by kind and totals every line, in hundredths', () => {
    const totals = statementTotals([
      { rule: 'pay.class_fee', amount: 16_000 },
      { rule: 'pay.class_fee', amount: 16_000 },
      { rule: 'pay.student_absent_fee', amount: 13_000 },
      { rule: 'pay.attendance_penalty', amount: -8_000 },
      { rule: 'pay.enrolment_bonus', amount: 50_000 },
      { rule: 'pay.flower_exchange', amount: 1_000 },
      { rule: 'pay.staff_adjustment', amount: 250 },
      { rule: 'reversal', amount: -16_000 },
    ]);
    expect(totals).toEqual({ classFee: 45_000, penalty: -8_000, bonus: 50_000, flowers: 1_000, adjustment: -15_750, total: 72_250, lines: 8 });
    expect(totalsInPhp(totals)).toEqual({ ClassFees: 450, Penalties: -80, Bonuses: 500, Flowers: 10, Adjustments: -157.5, Total: 722.5 });
  });

  it('answers zeros for an empty period', () => {
    expect(statementTotals([])).toEqual({ classFee: 0, penalty: 0, bonus: 0, flowers: 0, adjustment: 0, total: 0, lines: 0 });
  });

  it('counts a rule it does not know as an adjustment, so the total never loses a line', () => {
    expect(payLineKind('pay.something_new')).toBe(PayLineKind.adjustment);
    expect(payLineKind('pay.class_fee')).toBe(PayLineKind.classFee);
    expect(payLineKind('pay.attendance_penalty')).toBe(PayLineKind.penalty);
  });

  it('sums entries into provider months: an instant late on the last UTC day belongs to the next Manila month', () => {
    const zone = 'Asia/Manila';
    const totals = periodTotals(
      ['2026-09', '2026-10', '2026-11'],
      [
        { countsAt: '2026-09-30T15:59:59.000Z', amount: 100 }, // 23:59:59 on 30 Sep in Manila
        { countsAt: '2026-09-30T16:00:00.000Z', amount: 200 }, // 00:00 on 1 Oct in Manila
        { countsAt: '2026-11-05T00:00:00.000Z', amount: -50 },
        { countsAt: '2026-08-31T00:00:00.000Z', amount: 999 }, // outside the periods
      ],
      (instant) => localMonth(instant, zone).key,
    );
    expect(totals).toEqual([
      { period: '2026-09', total: 100 },
      { period: '2026-10', total: 200 },
      { period: '2026-11', total: -50 },
    ]);
  });
});

describe('periods', () => {
  it('lists the twelve periods ending with the current one, across a year end', () => {
    const periods = periodsEndingWith('2027-02', 12);
    expect(periods).toHaveLength(12);
    expect(periods[0]).toBe('2026-03');
    expect(periods[10]).toBe('2027-01');
    expect(periods[11]).toBe('2027-02');
  });

  it('accepts only YYYY-MM keys of real months', () => {
    expect(isPeriodKey('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', 'November', '2026-11-01']) expect(isPeriodKey(bad), bad).toBe(false);
    expect(periodLabel('2026-11')).toBe('November 2026');
  });
});

describe('the chart', () => {
  it('scales bars to the largest absolute total and marks negative periods', () => {
    expect(chartBars([0, 500, -250, 1000], 100)).toEqual([
      { height: 0, negative: false },
      { height: 50, negative: false },
      { height: 25, negative: true },
      { height: 100, negative: false },
    ]);
    expect(chartBars([0, 0], 100)).toEqual([
      { height: 0, negative: false },
      { height: 0, negative: false },
    ]);
  });
});

describe('money texts and inputs', () => {
  it('formats centavos as PHP with thousands and two decimals', () => {
    expect(formatPhp(123_456)).toBe('PHP 1,234.56');
    expect(formatPhp(-8_005)).toBe('-PHP 80.05');
    expect(formatPhp(0)).toBe('PHP 0.00');
  });

  it('checks a remark: required, at most 200 characters', () => {
    expect(payRemarkError(' ')).toBe(ServiceFeeMessages.remarkRequired);
    expect(payRemarkError('x'.repeat(201))).toBe(ServiceFeeMessages.remarkTooLong);
    expect(payRemarkError('x'.repeat(200))).toBeNull();
  });

  it('checks the receiving account: a PayPal e-mail or a bank number', () => {
    expect(paymentAccountError('paypal', '')).toBe(ServiceFeeMessages.accountRequired);
    expect(paymentAccountError('paypal', 'maria')).toBe(ServiceFeeMessages.accountEmailInvalid);
    expect(paymentAccountError('paypal', 'maria@example.com')).toBeNull();
    expect(paymentAccountError('bank', '12345')).not.toBeNull();
    expect(paymentAccountError('bank', '0012-3456-7890')).toBeNull();
    expect(paymentAccountError('cash', 'x@y.zz')).not.toBeNull();
    expect(maskAccount('maria.santos@example.com')).toBe('ma***@example.com');
    expect(maskAccount('001234567890')).toBe('****7890');
  });
});

describe('rate card', () => {
  const card = [
    { classType: 'regular', minutes: 25, feeCentavos: 16_000 },
    { classType: 'regular', minutes: 50, feeCentavos: 30_000 },
    { classType: 'trial', minutes: 25, feeCentavos: 19_000 },
  ];
  it('finds the fee by class type and length, or none', () => {
    expect(rateCardFee(card, 'regular', 25)).toBe(16_000);
    expect(rateCardFee(card, 'regular', 50)).toBe(30_000);
    expect(rateCardFee(card, 'trial', 50)).toBeNull();
    expect(rateCardFee(card, 'small', 25)).toBeNull();
    expect(classMinutes('2026-11-02T01:00:00.000Z', '2026-11-02T01:25:00.000Z')).toBe(25);
  });
});
