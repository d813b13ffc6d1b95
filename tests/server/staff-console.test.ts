import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { addMonths, localMonth } from '../../src/domain/provider-time';
import { HubEvent } from '../../src/domain/realtime';
import type { PaymentRecord, Statement } from '../../src/domain/service-fee';
import {
  PAY_CSV_HEADER,
  StaffMessages,
  type AuditLogItem,
  type PayPeriodOverview,
  type TutorRecordSummary,
  type TutorSearchItem,
} from '../../src/domain/staff-console';
import { PayeeTutor } from '../../server/seed/staff-console.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { operationsOf } from './fuzz-openapi';

type Page<T> = { Total: number; Items: T[] };

describe(`staff console: audit log, tutors and Pay (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;
  let tutor: string;
  let current: string;
  let last: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [staff, tutor] = await Promise.all([t.login('staff', DemoUsers.staff.password), t.login(PayeeTutor.account, PayeeTutor.password)]);
    current = localMonth(t.clock.now().getTime(), t.config.shell.providerTimeZone).key;
    last = addMonths(current, -1);
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, query: Record<string, string | number> = {}, token = staff) => t.call<T>('GET', url, { token, query });
  const post = <T>(url: string, body: Record<string, unknown>, token = staff) => t.call<T>('POST', url, { token, body });

  it('refuses a tutor token with ErrorCode 4 on every /api/Staff/ call of the OpenAPI document', async () => {
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    const staffCalls = operationsOf(document).filter((operation) => operation.path.startsWith('/api/Staff/'));
    for (const path of [
      '/api/Staff/AuditLog',
      '/api/Staff/Tutors',
      '/api/Staff/TutorSummary',
      '/api/Staff/TutorStatement',
      '/api/Staff/PayPeriod',
      '/api/Staff/ClosePayPeriod',
      '/api/Staff/PayPeriodCsv',
      '/api/Staff/RecordPayment',
    ]) {
      expect(staffCalls.map((operation) => operation.path)).toContain(path);
    }
    for (const operation of staffCalls) {
      const method = operation.method === 'GET' ? 'GET' : 'POST';
      const answer = await t.call(method, operation.path.replace(/\{[^}]+\}/g, '1'), { token: tutor, ...(method === 'POST' ? { body: {} } : {}) });
      expect(answer.json.ErrorCode, `${operation.method} ${operation.path}`).toBe(ErrorCode.Forbidden);
    }
  });

  it('finds tutors by id or by part of the account, name or e-mail, paged, never staff, with wildcards taken literally', async () => {
    const byName = await get<Page<TutorSearchItem>>('/api/Staff/Tutors', { query: 'LENA cr' });
    expect(byName.json.ErrorCode, byName.json.Msg).toBe(0);
    expect(byName.json.Body.Items).toEqual([
      expect.objectContaining({ Tuid: PayeeTutor.id, Account: 'payee', Name: 'Lena Cruz', Email: 'lena.cruz@example.com', Franchisee: false }),
    ]);
    expect((await get<Page<TutorSearchItem>>('/api/Staff/Tutors', { query: String(PayeeTutor.id) })).json.Body.Items.map((item) => item.Tuid)).toEqual([
      PayeeTutor.id,
    ]);
    expect((await get<Page<TutorSearchItem>>('/api/Staff/Tutors', { query: '%' })).json.Body.Total).toBe(0);
    expect((await get<Page<TutorSearchItem>>('/api/Staff/Tutors', { query: String(DemoUsers.staff.id) })).json.Body.Total).toBe(0);
    const all = (await get<Page<TutorSearchItem>>('/api/Staff/Tutors', { pageIndex: 1, pageSize: 2 })).json.Body;
    expect(all.Items).toHaveLength(2);
    expect(all.Total).toBeGreaterThan(4);
    expect((await get('/api/Staff/Tutors', { query: 'x'.repeat(101) })).json.ErrorCode).not.toBe(0);
  });

  it("summarises one tutor's record and answers staff or unknown ids as missing", async () => {
    const summary = (await get<TutorRecordSummary>('/api/Staff/TutorSummary', { tuid: PayeeTutor.id })).json.Body;
    expect(summary).toMatchObject({ Tuid: PayeeTutor.id, Name: 'Lena Cruz', PaymentAccountConfirmed: true, CurrentPeriod: current, LastPayment: null });
    expect(summary.Ledger).toContainEqual({ Account: 'pay', Balance: 620 });
    for (const tuid of [DemoUsers.staff.id, 999_999]) {
      expect((await get('/api/Staff/TutorSummary', { tuid })).json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: StaffMessages.tutorNotFound });
    }
  });

  it("reviews a tutor's statement, closes the period once, records the payment and exports the period as CSV, all audited", async () => {
    const sheet = (await get<Statement>('/api/Staff/TutorStatement', { tuid: PayeeTutor.id, period: last })).json.Body;
    expect(sheet).toMatchObject({ Period: last, LineCount: 2, Totals: { Bonuses: 500, Adjustments: 120, Total: 620 }, PaidOn: null });
    expect((await get('/api/Staff/TutorStatement', { tuid: DemoUsers.staff.id, period: last })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await get('/api/Staff/TutorStatement', { tuid: DemoUsers.franchisee.id, period: last })).json.ErrorCode).toBe(ErrorCode.Forbidden);

    const open = (await get<PayPeriodOverview>('/api/Staff/PayPeriod', { period: last, pageSize: 100 })).json.Body;
    expect(open).toMatchObject({ Period: last, Closed: false, ClosedAt: null });
    expect(open.Items.find((item) => item.Tuid === PayeeTutor.id)).toEqual({
      Tuid: PayeeTutor.id,
      Account: 'payee',
      Name: 'Lena Cruz',
      Lines: 2,
      TotalPhp: 620,
      AccountConfirmed: true,
      PaidOn: null,
      Reference: '',
    });
    expect((await get('/api/Staff/PayPeriod', { period: addMonths(current, 1) })).json.Msg).toBe(StaffMessages.periodInvalid);

    expect((await post('/api/Staff/ClosePayPeriod', { Period: current })).json.Msg).toBe(StaffMessages.periodOpen);
    expect((await post('/api/Staff/ClosePayPeriod', { Period: '2026-13' })).json.Msg).toBe(StaffMessages.periodInvalid);
    // Two closes at once: one closes, the other hears it is closed already.
    const closes = await Promise.all([post('/api/Staff/ClosePayPeriod', { Period: last }), post('/api/Staff/ClosePayPeriod', { Period: last })]);
    expect(closes.map((answer) => answer.json.Msg).sort()).toEqual([StaffMessages.periodClosed(last), StaffMessages.periodClosedNow(last)].sort());
    expect((await get<PayPeriodOverview>('/api/Staff/PayPeriod', { period: last })).json.Body).toMatchObject({ Closed: true, ClosedBy: 'staff' });

    const toUser = vi.spyOn(t.app.notifier, 'toUser');
    const paid = await post<PaymentRecord>('/api/Staff/RecordPayment', { Tuid: PayeeTutor.id, PeriodFrom: last, PeriodTo: last, Reference: 'PAYEE-1' });
    expect(paid.json.Body).toMatchObject({ AmountPhp: 620, Reference: 'PAYEE-1', Account: 'PayPal le***@example.com' });
    expect(toUser.mock.calls.some(([userId, event]) => userId === PayeeTutor.id && event === HubEvent.payChanged)).toBe(true);
    toUser.mockRestore();
    const row = (await get<PayPeriodOverview>('/api/Staff/PayPeriod', { period: last, pageSize: 100 })).json.Body.Items.find(
      (item) => item.Tuid === PayeeTutor.id,
    );
    expect(row).toMatchObject({ PaidOn: paid.json.Body.PaidOn, Reference: 'PAYEE-1' });

    const csv = await get('/api/Staff/PayPeriodCsv', { period: last });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="pay-period-${last}.csv"`);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(PAY_CSV_HEADER.join(','));
    expect(lines).toContain(`${PayeeTutor.id},payee,Lena Cruz,2,0.00,0.00,500.00,0.00,120.00,620.00,${paid.json.Body.PaidOn},PAYEE-1,PayPal le***@example.com`);
    expect(lines.length - 1).toBe(open.Total);
    expect((await get('/api/Staff/PayPeriodCsv', { period: 'last' })).json.ErrorCode).not.toBe(0);

    const audit = (await get<Page<AuditLogItem>>('/api/Staff/AuditLog', { pageSize: 100 })).json.Body;
    const actions = audit.Items.map((item) => item.Action);
    expect(actions.slice(0, 3)).toEqual(['pay.export_csv', 'pay.record_payment', 'pay.close_period']);
    const close = audit.Items.find((item) => item.Action === 'pay.close_period')!;
    expect(close).toMatchObject({ ActorId: DemoUsers.staff.id, ActorAccount: 'staff', SubjectType: 'pay_period', SubjectId: last, TutorId: null });
    expect(JSON.parse(close.Before!)).toEqual({ closed: false });
    expect(JSON.parse(close.After!)).toMatchObject({ closed: true });
    // Filtered by the tutor: only the changes concerning her, paged.
    const hers = (await get<Page<AuditLogItem>>('/api/Staff/AuditLog', { tutorId: PayeeTutor.id, pageSize: 1 })).json.Body;
    expect(hers.Total).toBe(1);
    expect(hers.Items[0]).toMatchObject({ Action: 'pay.record_payment', TutorId: PayeeTutor.id });
    expect(JSON.parse(hers.Items[0]!.After!)).toMatchObject({ reference: 'PAYEE-1' });
    expect((await get<TutorRecordSummary>('/api/Staff/TutorSummary', { tuid: PayeeTutor.id })).json.Body).toMatchObject({
      AuditEntries: 1,
      LastPayment: { Reference: 'PAYEE-1', AmountPhp: 620 },
    });
  });
});
