import { describe, expect, it } from 'vitest';
import { notAllowedTarget } from '../../src/domain/routes';
import { totalsOfRuleSums } from '../../src/domain/service-fee';
import { PAY_CSV_HEADER, csvField, payPeriodCsv, type PayCsvRow } from '../../src/domain/staff-console';
import { containsPattern } from '../../server/repositories/staff-console.repository';

const row: PayCsvRow = {
  tuid: 7,
  account: 'payee',
  name: 'Lena Cruz',
  lines: 2,
  classFee: 0,
  penalty: -8000,
  bonus: 50_000,
  flowers: 0,
  adjustment: 12_000,
  total: 54_000,
  paidOn: '2026-11-03',
  reference: 'PP-1',
  paidTo: 'PayPal le***@example.com',
};

describe('pay period CSV', () => {
  it('writes the header and one CRLF line per tutor with amounts in pesos', () => {
    expect(payPeriodCsv([row])).toBe(
      `${PAY_CSV_HEADER.join(',')}\r\n7,payee,Lena Cruz,2,0.00,-80.00,500.00,0.00,120.00,540.00,2026-11-03,PP-1,PayPal le***@example.com\r\n`,
    );
    expect(payPeriodCsv([])).toBe(`${PAY_CSV_HEADER.join(',')}\r\n`);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas in text', () => {
    expect(csvField('Cruz, Lena')).toBe('"Cruz, Lena"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(payPeriodCsv([{ ...row, reference: '-1+1' }])).toContain(",'-1+1,");
  });
});

describe('statement totals from per-rule sums', () => {
  it('sums by kind and counts the lines of every rule', () => {
    const totals = totalsOfRuleSums([
      { rule: 'pay.class_fee', amount: 32_000, lines: 2 },
      { rule: 'pay.attendance_penalty', amount: -8000, lines: 1 },
      { rule: 'pay.unknown_rule', amount: 100, lines: 1 },
    ]);
    expect(totals).toEqual({
      classFee: 32_000,
      penalty: -8000,
      bonus: 0,
      flowers: 0,
      adjustment: 100,
      total: 24_100,
      lines: 4,
    });
  });
});

describe('where a path the roles may not open leads', () => {
  it("sends a staff user's /home to the console and everything else to not found", () => {
    expect(notAllowedTarget('/home', ['staff'], '/404')).toBe('/staff');
    expect(notAllowedTarget('/home/', ['Staff'], '/404')).toBe('/staff');
    expect(notAllowedTarget('/serviceFee', ['staff'], '/404')).toBe('/404');
    expect(notAllowedTarget('/home', ['teacher', 'staff'], '/404')).toBe('/404');
    expect(notAllowedTarget('/home', [], '/404')).toBe('/404');
  });
});

describe('tutor search pattern', () => {
  it('lower-cases and takes LIKE wildcards literally', () => {
    expect(containsPattern('Lena')).toBe('%lena%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
