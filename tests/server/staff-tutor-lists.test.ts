import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { StaffPageOf, TutorClassItem, TutorFileItem, TutorLedgerItem, TutorMessageItem, TutorPaymentItem } from '../../src/domain/staff-audits';
import { AuditAppealTutor } from '../../server/seed/staff-audits.seed';
import { operationsOf } from './fuzz-openapi';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { pngBytes, uploadOneChunk } from './im-helpers';

const LIST_CALLS = [
  '/api/Staff/TutorClassHistory',
  '/api/Staff/TutorLedger',
  '/api/Staff/TutorPayments',
  '/api/Staff/TutorFiles',
  '/api/Staff/TutorMessages',
] as const;

describe(`staff console: a tutor record's paged lists (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t?.close());

  const list = async <T>(url: string, query: Record<string, string | number>, token = staff) => {
    const answer = await t.call<StaffPageOf<T>>('GET', url, { token, query });
    expect(answer.json.ErrorCode, `${url} ${answer.json.Msg}`).toBe(0);
    return answer.json.Body;
  };

  it('refuses a tutor with ErrorCode 4, answers an id that is no tutor as missing, and bounds the page', async () => {
    const tutor = await t.login('demo', DemoUsers.demo.password);
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    const paths = operationsOf(document).map((operation) => operation.path);
    for (const path of LIST_CALLS) {
      expect(paths).toContain(path);
      expect((await t.call('GET', path, { token: tutor, query: { tuid: DemoUsers.demo.id } })).json.ErrorCode, path).toBe(ErrorCode.Forbidden);
      expect((await t.call('GET', path, { token: staff, query: { tuid: DemoUsers.staff.id } })).json.ErrorCode, path).toBe(ErrorCode.NotFound);
      expect((await t.call('GET', path, { token: staff, query: { tuid: DemoUsers.demo.id, pageSize: 101 } })).json.ErrorCode, path).not.toBe(0);
      expect((await t.call('GET', path, { token: staff, query: {} })).json.ErrorCode, path).not.toBe(0);
    }
  });

  it('pages the classes, latest first, with who changed a status and why', async () => {
    const first = await list<TutorClassItem>('/api/Staff/TutorClassHistory', { tuid: AuditAppealTutor.id, pageIndex: 1, pageSize: 2 });
    expect(first.Total).toBe(5);
    expect(first.Items).toHaveLength(2);
    const all = await list<TutorClassItem>('/api/Staff/TutorClassHistory', { tuid: AuditAppealTutor.id, pageSize: 10 });
    const starts = all.Items.map((item) => item.StartAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(first.Items).toEqual(all.Items.slice(0, 2));
    expect(all.Items).toContainEqual(expect.objectContaining({ Status: 'cancelled', ChangedBy: 'tutor', Reason: 'Power outage', CourseName: 'Smart Kids 2' }));
    const third = await list<TutorClassItem>('/api/Staff/TutorClassHistory', { tuid: AuditAppealTutor.id, pageIndex: 3, pageSize: 2 });
    expect(third.Items).toEqual(all.Items.slice(4));
  });

  it("lists the ledger in each account's units, the payments in PHP and the messages with their sender", async () => {
    const ledger = await list<TutorLedgerItem>('/api/Staff/TutorLedger', { tuid: AuditAppealTutor.id, pageSize: 50 });
    expect(ledger.Items).toContainEqual(expect.objectContaining({ Account: 'teaching_points', Rule: 'tp.complaint', Amount: -10, Reverses: null }));
    expect(ledger.Total).toBe(6);

    const payments = await list<TutorPaymentItem>('/api/Staff/TutorPayments', { tuid: DemoUsers.demo.id, pageSize: 10 });
    expect(payments.Total).toBeGreaterThan(0);
    expect(payments.Items[0]).toMatchObject({ Reference: expect.stringMatching(/^PP-\d{6}-/), Account: expect.stringMatching(/^PayPal /) });
    expect(payments.Items[0]!.AmountPhp).toBeGreaterThan(0);
    const paidOn = payments.Items.map((item) => item.PaidOn);
    expect([...paidOn].sort().reverse()).toEqual(paidOn);

    const sent = await t.call('POST', '/api/Staff/SendMessage', {
      token: staff,
      body: { Tuid: AuditAppealTutor.id, Type: 'system', Title: 'Hello Ana', Content: 'Welcome.' },
    });
    expect(sent.json.ErrorCode, sent.json.Msg).toBe(0);
    const messages = await list<TutorMessageItem>('/api/Staff/TutorMessages', { tuid: AuditAppealTutor.id, pageSize: 5 });
    expect(messages.Items[0]).toMatchObject({ Title: 'Hello Ana', Content: 'Welcome.', SentBy: 'staff', ReadAt: null });
  });

  it("lists the files the tutor uploaded, newest first, and never another tutor's", async () => {
    const tutor = await t.login(AuditAppealTutor.account, AuditAppealTutor.password);
    expect((await list<TutorFileItem>('/api/Staff/TutorFiles', { tuid: AuditAppealTutor.id })).Total).toBe(0);
    const uploaded = await uploadOneChunk(t, tutor, pngBytes(320, 320), 'outage-notice.png', 'ImImage');
    expect(uploaded.ErrorCode, uploaded.Msg).toBe(0);
    const files = await list<TutorFileItem>('/api/Staff/TutorFiles', { tuid: AuditAppealTutor.id });
    expect(files.Items).toEqual([expect.objectContaining({ Name: 'outage-notice.png', Module: 'ImImage', ContentType: 'image/png' })]);
    expect((await list<TutorFileItem>('/api/Staff/TutorFiles', { tuid: DemoUsers.demo2.id })).Items.map((item) => item.Name)).not.toContain(
      'outage-notice.png',
    );
  });
});
