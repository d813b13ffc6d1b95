import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { addMonths, localMonth } from '../../src/domain/provider-time';
import { ServiceFeeMessages, type PaymentRecord, type Statement } from '../../src/domain/service-fee';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const cents = (php: number) => Math.round(php * 100);

describe(`service fee statement pages and serialised payments (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let staff: string;
  let current: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [demo, staff] = await Promise.all([t.login('demo', 'demo1234'), t.login('staff', DemoUsers.staff.password)]);
    current = localMonth(t.clock.now().getTime(), t.config.shell.providerTimeZone).key;
  });
  afterAll(async () => t?.close());

  const post = <T>(token: string, url: string, body?: Record<string, unknown>) => t.call<T>('POST', url, { token, ...(body ? { body } : {}) });

  it("pages a statement's lines on the server while the totals stay the whole period's", async () => {
    const last = addMonths(current, -1);
    const whole = (await post<Statement>(demo, '/api/ServiceFee/Statement', { Period: last, pageSize: 100 })).json.Body;
    for (let pageIndex = 2; whole.Lines.length < whole.LineCount; pageIndex += 1) {
      whole.Lines.push(...(await post<Statement>(demo, '/api/ServiceFee/Statement', { Period: last, pageIndex, pageSize: 100 })).json.Body.Lines);
    }
    expect(whole.LineCount).toBeGreaterThan(20);
    const pageSize = 15;
    const seen: number[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(whole.LineCount / pageSize); pageIndex += 1) {
      const page = (await post<Statement>(demo, '/api/ServiceFee/Statement', { Period: last, pageIndex, pageSize })).json.Body;
      expect(page).toMatchObject({ pageIndex, pageSize, LineCount: whole.LineCount, Totals: whole.Totals });
      expect(page.Lines.length).toBeLessThanOrEqual(pageSize);
      seen.push(...page.Lines.map((line) => line.Id));
    }
    // Every line once, in the whole statement's order; the totals sum the lines of every page.
    expect(seen).toEqual(whole.Lines.map((line) => line.Id));
    expect(cents(whole.Totals.Total)).toBe(whole.Lines.reduce((sum, line) => sum + cents(line.AmountPhp), 0));
    // Without paging arguments the first page of 20 comes.
    const first = (await post<Statement>(demo, '/api/ServiceFee/Statement', { Period: last })).json.Body;
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 20, LineCount: whole.LineCount });
    expect((await post(demo, '/api/ServiceFee/Statement', { Period: last, pageSize: 101 })).json.ErrorCode).not.toBe(0);
  });

  it('records exactly one of two simultaneous payments of one period', async () => {
    const body = { Tuid: DemoUsers.demo.id, PeriodFrom: current, PeriodTo: current, AmountPhp: 1234.5 };
    const answers = await Promise.all([
      post<PaymentRecord>(staff, '/api/Staff/RecordPayment', { ...body, Reference: 'RACE-A' }),
      post<PaymentRecord>(staff, '/api/Staff/RecordPayment', { ...body, Reference: 'RACE-B' }),
    ]);
    const codes = answers.map((answer) => answer.json.ErrorCode).sort();
    expect(codes).toEqual([0, ErrorCode.Failed].sort());
    const refused = answers.find((answer) => answer.json.ErrorCode !== 0)!;
    expect(refused.json.Msg).toBe(ServiceFeeMessages.alreadyPaid(current));
    const records = await t.database.db
      .selectFrom('pay_records')
      .select('reference')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('period_to', '=', current)
      .execute();
    expect(records).toHaveLength(1);
    const audits = await t.database.db.selectFrom('audit_log').select('tutor_id').where('action', '=', 'pay.record_payment').execute();
    expect(audits).toEqual([{ tutor_id: DemoUsers.demo.id }]);
    const paid = (await post<Statement>(demo, '/api/ServiceFee/Statement', { Period: current })).json.Body;
    expect(paid.PaidOn).not.toBeNull();
  });
});
