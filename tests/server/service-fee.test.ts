import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { HubEvent } from '../../src/domain/realtime';
import { addMonths, localMonth } from '../../src/domain/provider-time';
import {
  ServiceFeeMessages,
  formatPhp,
  type CompletedClass,
  type HistoryRemark,
  type Paged,
  type PaymentAccount,
  type PaymentRecord,
  type PeriodTotal,
  type Statement,
} from '../../src/domain/service-fee';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { pdfText } from '../support/pdf-text';

const cents = (php: number) => Math.round(php * 100);

describe(`service fee (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let franchisee: string;
  let staff: string;
  let current: string;
  let last: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [demo, demo2, franchisee, staff] = await Promise.all([
      t.login('demo', 'demo1234'),
      t.login('demo2', 'demo1234'),
      t.login('franchisee', 'demo1234'),
      t.login('staff', DemoUsers.staff.password),
    ]);
    current = localMonth(t.clock.now().getTime(), t.config.shell.providerTimeZone).key;
    last = addMonths(current, -1);
  });
  afterAll(async () => t?.close());

  const post = <T>(token: string, url: string, body?: Record<string, unknown>) => t.call<T>('POST', url, { token, ...(body ? { body: body } : {}) });
  /** A whole statement: its pages of 100 lines put together. */
  const statementOf = async (token: string, period?: string) => {
    const pageOf = async (pageIndex: number) =>
      (await post<Statement>(token, '/api/ServiceFee/Statement', { ...(period ? { Period: period } : {}), pageIndex, pageSize: 100 })).json.Body;
    const sheet = await pageOf(1);
    for (let pageIndex = 2; sheet.Lines.length < sheet.LineCount; pageIndex += 1) sheet.Lines.push(...(await pageOf(pageIndex)).Lines);
    return sheet;
  };

  it("answers a period's statement from the ledger, each class line linked to its class, the totals summing the lines", async () => {
    const sheet = await statementOf(demo, last);
    expect(sheet).toMatchObject({ Period: last, TimeZone: t.config.shell.providerTimeZone });
    expect(sheet.Lines.length).toBeGreaterThan(0);
    const sum = sheet.Lines.reduce((total, line) => total + cents(line.AmountPhp), 0);
    expect(cents(sheet.Totals.Total)).toBe(sum);
    const byKind = cents(sheet.Totals.ClassFees + sheet.Totals.Penalties + sheet.Totals.Bonuses + sheet.Totals.Flowers + sheet.Totals.Adjustments);
    expect(byKind).toBe(sum);
    const fees = sheet.Lines.filter((line) => line.Rule === 'pay.class_fee');
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((line) => line.ClassId !== null && line.Kind === 'classFee')).toBe(true);
    const ledger = await t.database.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('account', '=', 'pay')
      .where('counts_at', '>=', sheet.PeriodStart)
      .where('counts_at', '<', sheet.PeriodEnd)
      .execute();
    expect(ledger.reduce((total, row) => total + row.amount, 0)).toBe(sum);
    expect(current > last).toBe(true);
  });

  it("pays a class by the tutor's rate card where it has a line, and by the booked fee where it has none", async () => {
    const sheet = await statementOf(demo, last);
    const classes = await t.database.db
      .selectFrom('classes')
      .select(['id', 'class_type', 'start_at', 'end_at', 'lesson_fee_php'])
      .where('tutor_id', '=', DemoUsers.demo.id)
      .execute();
    const byId = new Map(classes.map((row) => [row.id, row]));
    const regular = sheet.Lines.filter((line) => line.Rule === 'pay.class_fee' && byId.get(line.ClassId!)?.class_type === 'regular');
    expect(regular.length).toBeGreaterThan(0);
    expect(regular.every((line) => line.AmountPhp === 160 && line.Note === 'By rate card')).toBe(true);
    const other = await statementOf(demo2, last);
    const theirs = await t.database.db.selectFrom('classes').select(['id', 'lesson_fee_php']).where('tutor_id', '=', DemoUsers.demo2.id).execute();
    const fee = new Map(theirs.map((row) => [row.id, Number(row.lesson_fee_php)]));
    const booked = other.Lines.filter((line) => line.Rule === 'pay.class_fee');
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((line) => line.AmountPhp === fee.get(line.ClassId!))).toBe(true);

    // A staff change of the card applies to classes finished after it.
    expect((await post(staff, '/api/Staff/SetRateCard', { Tuid: DemoUsers.demo2.id, ClassType: 'regular', Minutes: 25, FeePhp: 175.5 })).json.ErrorCode).toBe(
      0,
    );
    expect((await post(demo, '/api/Staff/SetRateCard', { Tuid: DemoUsers.demo.id, ClassType: 'regular', Minutes: 25, FeePhp: 999 })).json.ErrorCode).toBe(
      ErrorCode.Forbidden,
    );
    const card = await t.database.db.selectFrom('rate_cards').selectAll().where('tutor_id', '=', DemoUsers.demo2.id).execute();
    expect(card).toMatchObject([{ class_type: 'regular', minutes: 25, fee_centavos: 17_550 }]);
  });

  it('charts the last twelve periods, the current last, each equal to its statement total', async () => {
    const chart = (await post<PeriodTotal[]>(demo, '/api/ServiceFee/PeriodTotals')).json.Body;
    expect(chart).toHaveLength(12);
    expect(chart[11]!.Period).toBe(current);
    expect(chart[0]!.Period).toBe(addMonths(current, -11));
    for (const period of [current, last]) {
      expect(chart.find((item) => item.Period === period)!.TotalPhp).toBe((await statementOf(demo, period)).Totals.Total);
    }
  });

  it("lists a period's completed classes with the fee, summing to the statement's class fees, paged", async () => {
    const pageOf = async (token: string, pageIndex: number, pageSize = 100) =>
      (await post<Paged<CompletedClass>>(token, '/api/ServiceFee/CompletedClasses', { Period: last, pageIndex, pageSize })).json.Body;
    const first = await pageOf(demo, 1);
    const all = { Total: first.Total, Items: [...first.Items] };
    for (let index = 2; all.Items.length < all.Total; index++) all.Items.push(...(await pageOf(demo, index)).Items);
    const sheet = await statementOf(demo, last);
    expect(all.Total).toBe(sheet.Lines.filter((line) => line.Kind === 'classFee').length);
    expect(cents(all.Items.reduce((total, item) => total + item.FeePhp, 0))).toBe(cents(sheet.Totals.ClassFees));
    expect(all.Items.every((item) => item.ClassType !== '' && item.ClassId > 0 && item.EndTime > item.StartTime)).toBe(true);
    const page2 = await pageOf(demo, 2, 3);
    expect(page2.Items.map((item) => item.ClassId)).toEqual(all.Items.slice(3, 6).map((item) => item.ClassId));
    const theirs = await pageOf(demo2, 1);
    const mine = new Set(all.Items.map((item) => item.ClassId));
    expect(theirs.Items.some((item) => mine.has(item.ClassId))).toBe(false);
  });

  it('refuses a period that is not a month or is in the future', async () => {
    for (const Period of ['2026-13', 'last month', addMonths(current, 1)]) {
      const answer = await post(demo, '/api/ServiceFee/Statement', { Period });
      expect(answer.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ServiceFeeMessages.periodInvalid });
    }
  });

  it("generates a payslip PDF with the statement's lines and totals", async () => {
    const sheet = await statementOf(demo, last);
    const answer = (await post<{ FileName: string; ContentType: string; Base64: string }>(demo, '/api/ServiceFee/Payslip', { Period: last })).json.Body;
    expect(answer).toMatchObject({ FileName: `payslip-${DemoUsers.demo.id}-${last}.pdf`, ContentType: 'application/pdf' });
    const bytes = Buffer.from(answer.Base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(bytes);
    expect(text).toContain('Service fee payslip');
    expect(text).toContain(`TUID ${DemoUsers.demo.id}`);
    expect(text).toContain('Total');
    expect(text).toContain(formatPhp(cents(sheet.Totals.Total)));
    expect(text).toContain(formatPhp(cents(sheet.Totals.ClassFees)));
    expect(text).toContain(`Class ${sheet.Lines.find((line) => line.ClassId !== null)!.ClassId}`);
  });

  it('records a payment by staff (the periods’ total by default) that the tutor reads, with a message', async () => {
    const before = (await post<Paged<PaymentRecord>>(demo, '/api/ServiceFee/PaymentRecords', { pageIndex: 1, pageSize: 50 })).json.Body;
    const sheet = await statementOf(demo, current);
    const refusedTutor = await post(demo, '/api/Staff/RecordPayment', { Tuid: DemoUsers.demo.id, PeriodFrom: current, PeriodTo: current });
    expect(refusedTutor.json.ErrorCode).toBe(ErrorCode.Forbidden);
    const recorded = await post<PaymentRecord>(staff, '/api/Staff/RecordPayment', {
      Tuid: DemoUsers.demo.id,
      PeriodFrom: current,
      PeriodTo: current,
      Reference: 'PP-TEST-1',
    });
    if (sheet.Totals.Total <= 0) {
      expect(recorded.json.Msg).toBe(ServiceFeeMessages.amountInvalid);
      return;
    }
    expect(recorded.json).toMatchObject({ ErrorCode: 0, Msg: ServiceFeeMessages.paymentRecorded });
    expect(recorded.json.Body).toMatchObject({
      PeriodFrom: current,
      PeriodTo: current,
      AmountPhp: sheet.Totals.Total,
      Account: 'PayPal ma***@example.com',
      Reference: 'PP-TEST-1',
    });
    const after = (await post<Paged<PaymentRecord>>(demo, '/api/ServiceFee/PaymentRecords', { pageIndex: 1, pageSize: 50 })).json.Body;
    expect(after.Total).toBe(before.Total + 1);
    expect(after.Items.map((item) => item.Id)).toContain(recorded.json.Body.Id);
    expect((await statementOf(demo, current)).PaidOn).toBe(recorded.json.Body.PaidOn);
    const theirs = (await post<Paged<PaymentRecord>>(demo2, '/api/ServiceFee/PaymentRecords', { pageIndex: 1, pageSize: 50 })).json.Body;
    expect(theirs.Items.some((item) => item.Id === recorded.json.Body.Id)).toBe(false);
    const message = await t.database.db
      .selectFrom('messages')
      .select('title')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(message?.title).toBe('Service fee paid');
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', '=', 'pay.record_payment').execute();
    expect(audit.length).toBe(1);
    // A period is paid once: a second record over it is refused, naming the first paid period. The
    // demo pays last month on the 10th of this one, so before that day only this month is paid.
    const lastWasPaid = before.Items.some((item) => item.PeriodFrom <= last && last <= item.PeriodTo);
    const again = await post(staff, '/api/Staff/RecordPayment', { Tuid: DemoUsers.demo.id, PeriodFrom: last, PeriodTo: current });
    expect(again.json.Msg).toBe(ServiceFeeMessages.alreadyPaid(lastWasPaid ? last : current));
    // demo2 has confirmed no account: staff cannot pay into nowhere.
    const noAccount = await post(staff, '/api/Staff/RecordPayment', { Tuid: DemoUsers.demo2.id, PeriodFrom: last, PeriodTo: last });
    expect(noAccount.json.Msg).toBe('The tutor has not confirmed a payment account.');
  });

  it("adds staff remarks to a tutor's own pay line only, which the tutor reads in history remarks", async () => {
    const sheet = await statementOf(demo, last);
    const line = sheet.Lines[0]!;
    for (const [Remark, message] of [
      ['  ', ServiceFeeMessages.remarkRequired],
      ['x'.repeat(201), ServiceFeeMessages.remarkTooLong],
    ] as const) {
      expect((await post(staff, '/api/Staff/AddPayRemark', { Tuid: DemoUsers.demo.id, EntryId: line.Id, Remark })).json.Msg).toBe(message);
    }
    // Another tutor's line under this tutor's id is answered as missing.
    const crossed = await post(staff, '/api/Staff/AddPayRemark', { Tuid: DemoUsers.demo2.id, EntryId: line.Id, Remark: 'Wrong tutor' });
    expect(crossed.json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: ServiceFeeMessages.lineNotFound });
    const added = await post<HistoryRemark>(staff, '/api/Staff/AddPayRemark', {
      Tuid: DemoUsers.demo.id,
      EntryId: line.Id,
      Remark: 'Checked against the class record.',
    });
    expect(added.json.Body).toMatchObject({ EntryId: line.Id, Period: last, Remark: 'Checked against the class record.', ClassId: line.ClassId });
    const remarks = (await post<Paged<HistoryRemark>>(demo, '/api/ServiceFee/HistoryRemarks', { pageIndex: 1, pageSize: 10 })).json.Body;
    expect(remarks.Items[0]).toMatchObject({ Id: added.json.Body.Id, LineLabel: line.Label, LineAmountPhp: line.AmountPhp });
    expect((await statementOf(demo, last)).Lines.find((item) => item.Id === line.Id)!.Remarks).toBeGreaterThanOrEqual(1);
    const theirs = (await post<Paged<HistoryRemark>>(demo2, '/api/ServiceFee/HistoryRemarks', { pageIndex: 1, pageSize: 50 })).json.Body;
    expect(theirs.Items.some((item) => item.Id === added.json.Body.Id)).toBe(false);
  });

  it('refuses franchisee tutors on every service fee call, and staff calls about them', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/ServiceFee/Statement', {}],
      ['/api/ServiceFee/PeriodTotals', {}],
      ['/api/ServiceFee/CompletedClasses', { pageIndex: 1, pageSize: 10 }],
      ['/api/ServiceFee/Payslip', {}],
      ['/api/ServiceFee/PaymentRecords', { pageIndex: 1, pageSize: 10 }],
      ['/api/ServiceFee/HistoryRemarks', { pageIndex: 1, pageSize: 10 }],
      ['/api/ServiceFee/PaymentAccount', {}],
      ['/api/ServiceFee/SendPaymentAccountCode', {}],
      ['/api/ServiceFee/ConfirmPaymentAccount', { Code: '123456', AcceptTerms: true }],
    ];
    for (const [url, body] of calls) {
      expect((await post(franchisee, url, body)).json, url).toMatchObject({ ErrorCode: ErrorCode.Forbidden, Msg: ServiceFeeMessages.franchiseeRefused });
    }
    const staffCall = await post(staff, '/api/Staff/RecordPayment', { Tuid: DemoUsers.franchisee.id, PeriodFrom: last, PeriodTo: last });
    expect(staffCall.json).toMatchObject({ ErrorCode: ErrorCode.Forbidden, Msg: ServiceFeeMessages.franchiseeRefused });
  });

  it('confirms or changes the payment account with an e-mail code and the terms, firing TeacheIsPaypalModify on a change', async () => {
    const toUser = vi.spyOn(t.app.notifier, 'toUser');
    const initial = (await post<PaymentAccount>(demo2, '/api/ServiceFee/PaymentAccount')).json.Body;
    expect(initial).toMatchObject({ Method: null, Confirmed: false, Email: 'jo***@example.com' });
    expect((await post(demo2, '/api/ServiceFee/SendPaymentAccountCode')).json.ErrorCode).toBe(0);
    const mail = await t.database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('user_id', '=', DemoUsers.demo2.id)
      .where('kind', '=', 'payment-account-code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(mail.body)![1]!;
    const form = { Method: 'paypal', Account: 'joseph.pay@example.com', HolderName: 'Joseph Reyes', Code: code, AcceptTerms: true };
    expect((await post(demo2, '/api/ServiceFee/ConfirmPaymentAccount', { ...form, Account: 'not-an-email' })).json.Msg).toBe(
      ServiceFeeMessages.accountEmailInvalid,
    );
    expect((await post(demo2, '/api/ServiceFee/ConfirmPaymentAccount', { ...form, AcceptTerms: false })).json.Msg).toBe(ServiceFeeMessages.termsRequired);
    const wrong = await post(demo2, '/api/ServiceFee/ConfirmPaymentAccount', { ...form, Code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
    expect(toUser.mock.calls.some(([, event]) => event === HubEvent.paypalModified)).toBe(false);
    const confirmed = await post<PaymentAccount>(demo2, '/api/ServiceFee/ConfirmPaymentAccount', form);
    expect(confirmed.json).toMatchObject({ ErrorCode: 0, Msg: ServiceFeeMessages.accountConfirmed });
    expect(confirmed.json.Body).toMatchObject({ Method: 'paypal', Account: 'jo***@example.com', HolderName: 'Joseph Reyes', Confirmed: true });
    const fired = toUser.mock.calls.filter(([userId, event]) => event === HubEvent.paypalModified && userId === DemoUsers.demo2.id);
    expect(fired).toHaveLength(1);
    // The code is spent.
    expect((await post(demo2, '/api/ServiceFee/ConfirmPaymentAccount', form)).json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
    // demo's own code cannot confirm demo2's account; demo2's account is not visible to demo.
    expect((await post<PaymentAccount>(demo, '/api/ServiceFee/PaymentAccount')).json.Body.Account).toBe('ma***@example.com');
    toUser.mockRestore();
  });
});
