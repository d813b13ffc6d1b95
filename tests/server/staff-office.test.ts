import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { addMonths, localMonth } from '../../src/domain/provider-time';
import type { AuditLogItem, PayPeriodOverview } from '../../src/domain/staff-console';
import { StaffAccountMessages, TUTOR_FLAGS, type TutorAccount } from '../../src/domain/staff-tutor-account';
import { FranchisePayTutor, StaffRecordTutor } from '../../server/seed/staff-office.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

type Page<T> = { Total: number; Items: T[] };
const DAY = 86_400_000;

describe(`staff back office: a tutor's account, audit tutor ids, Pay without franchisees (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, query: Record<string, string | number>, token = staff) => t.call<T>('GET', url, { token, query });
  const post = <T>(url: string, body: Record<string, unknown>, token = staff) => t.call<T>('POST', url, { token, body });
  const auditOf = async (tutorId: number) => (await get<Page<AuditLogItem>>('/api/Staff/AuditLog', { tutorId, pageSize: 100 })).json.Body.Items;
  const userInfo = async (token: string) => (await t.call<Record<string, unknown>>('GET', '/api/account/userinfo', { token })).json;

  it('reads a tutor account with every flag, and answers staff or unknown ids as missing', async () => {
    const answer = await get<TutorAccount>('/api/Staff/TutorAccount', { tuid: StaffRecordTutor.id });
    expect(answer.json.ErrorCode, answer.json.Msg).toBe(0);
    expect(answer.json.Body).toMatchObject({ Tuid: StaffRecordTutor.id, Account: 'staffrecord', Disabled: false, DisabledAt: null, DisabledReason: '' });
    expect(Object.keys(answer.json.Body.Flags).sort()).toEqual(TUTOR_FLAGS.map((flag) => flag.key).sort());
    expect(answer.json.Body.Flags).toMatchObject({ openSelfSchedule: true, selfSchedulesEnable: true, disableComment: false, isFranchiseeUser: false });
    for (const tuid of [DemoUsers.staff.id, 999_999]) expect((await get('/api/Staff/TutorAccount', { tuid })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it("changes flags: the tutor's user info follows, only the changes are audited with their values before, no change is refused", async () => {
    const tutor = await t.login(StaffRecordTutor.account, StaffRecordTutor.password);
    const saved = await post<TutorAccount>('/api/Staff/SetTutorFlags', {
      Tuid: StaffRecordTutor.id,
      Flags: { openSelfSchedule: false, disableComment: true, isGrowthSystemTestGroup: true, isFranchiseeUser: false },
    });
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: StaffAccountMessages.flagsSaved });
    expect(saved.json.Body.Flags).toMatchObject({ openSelfSchedule: false, disableComment: true, isGrowthSystemTestGroup: true });
    const info = await userInfo(tutor);
    expect(info.Body).toMatchObject({ openSelfSchedule: false, disableComment: true, isGrowthSystemTestGroup: true });
    const entry = (await auditOf(StaffRecordTutor.id)).find((item) => item.Action === 'tutor.set_flags')!;
    expect(entry).toMatchObject({ TutorId: StaffRecordTutor.id, ActorAccount: 'staff', SubjectType: 'tutor' });
    expect(JSON.parse(entry.Before!)).toEqual({ openSelfSchedule: true, disableComment: false, isGrowthSystemTestGroup: false });
    expect(JSON.parse(entry.After!)).toEqual({ openSelfSchedule: false, disableComment: true, isGrowthSystemTestGroup: true });
    expect((await post('/api/Staff/SetTutorFlags', { Tuid: StaffRecordTutor.id, Flags: { disableComment: true } })).json.Msg).toBe(
      StaffAccountMessages.noFlagChange,
    );
    expect((await post('/api/Staff/SetTutorFlags', { Tuid: StaffRecordTutor.id, Flags: { noSuchFlag: true } })).json.ErrorCode).not.toBe(0);
    expect((await post('/api/Staff/SetTutorFlags', { Tuid: DemoUsers.staff.id, Flags: { disableComment: true } })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('resets a password: the sessions end, the old password fails, the new one signs in, the tutor is e-mailed, the audit keeps no password', async () => {
    const before = await t.login(StaffRecordTutor.account, StaffRecordTutor.password);
    expect((await userInfo(before)).ErrorCode).toBe(0);
    expect((await post('/api/Staff/ResetTutorPassword', { Tuid: StaffRecordTutor.id, Password: 'short' })).json.Msg).toBe(
      StaffAccountMessages.passwordTooShort,
    );
    const reset = await post<boolean>('/api/Staff/ResetTutorPassword', { Tuid: StaffRecordTutor.id, Password: 'new-pass-2026' });
    expect(reset.json).toMatchObject({ ErrorCode: 0, Msg: StaffAccountMessages.passwordReset, Body: true });
    expect((await userInfo(before)).ErrorCode).toBe(ErrorCode.Unauthorized);
    const oldSignIn = await t.call('POST', '/api/account/login', { body: { username: StaffRecordTutor.account, password: StaffRecordTutor.password } });
    expect(oldSignIn.json.Msg).toBe(Messages.wrongCredentials);
    expect((await userInfo(await t.login(StaffRecordTutor.account, 'new-pass-2026'))).ErrorCode).toBe(0);
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'kind', 'body'])
      .where('kind', '=', 'password-changed')
      .where('recipient', '=', 'mara.santos@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).not.toContain('new-pass-2026');
    const entry = (await auditOf(StaffRecordTutor.id)).find((item) => item.Action === 'tutor.reset_password')!;
    expect(entry.TutorId).toBe(StaffRecordTutor.id);
    expect(`${entry.Before}${entry.After}`).not.toContain('new-pass-2026');
    // Put back for the next test.
    await post('/api/Staff/ResetTutorPassword', { Tuid: StaffRecordTutor.id, Password: StaffRecordTutor.password });
  });

  it("disables an account with a reason (sessions end, sign-in refused with the spec's text) and enables it again", async () => {
    const session = await t.login(StaffRecordTutor.account, StaffRecordTutor.password);
    expect((await post('/api/Staff/SetTutorDisabled', { Tuid: StaffRecordTutor.id, Disabled: true, Reason: '  ' })).json.Msg).toBe(
      StaffAccountMessages.disableReasonRequired,
    );
    const disabled = await post<TutorAccount>('/api/Staff/SetTutorDisabled', { Tuid: StaffRecordTutor.id, Disabled: true, Reason: 'Contract ended' });
    expect(disabled.json).toMatchObject({ ErrorCode: 0, Msg: StaffAccountMessages.disabled, Body: { Disabled: true, DisabledReason: 'Contract ended' } });
    expect(disabled.json.Body.DisabledAt).toBe(t.clock.now().toISOString());
    expect((await userInfo(session)).ErrorCode).toBe(ErrorCode.Unauthorized);
    const refused = await t.call('POST', '/api/account/login', { body: { username: StaffRecordTutor.account, password: StaffRecordTutor.password } });
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: Messages.wrongCredentials });
    expect((await post('/api/Staff/SetTutorDisabled', { Tuid: StaffRecordTutor.id, Disabled: true, Reason: 'Again' })).json.Msg).toBe(
      StaffAccountMessages.alreadyDisabled,
    );

    const enabled = await post<TutorAccount>('/api/Staff/SetTutorDisabled', { Tuid: StaffRecordTutor.id, Disabled: false });
    expect(enabled.json).toMatchObject({ ErrorCode: 0, Msg: StaffAccountMessages.enabled, Body: { Disabled: false, DisabledAt: null, DisabledReason: '' } });
    expect((await userInfo(await t.login(StaffRecordTutor.account, StaffRecordTutor.password))).ErrorCode).toBe(0);
    const actions = (await auditOf(StaffRecordTutor.id)).map((item) => item.Action);
    expect(actions).toEqual(expect.arrayContaining(['tutor.disable', 'tutor.enable']));
  });

  it("names the tutor on a leave review's audit entry, so the tutor's record lists it", async () => {
    const tutor = await t.login(StaffRecordTutor.account, StaffRecordTutor.password);
    const start = t.clock.now().getTime() + 30 * DAY;
    const leave = await t.call<{ id: number }>('POST', '/api/TutorComm/AddTutorLeave', {
      token: tutor,
      body: { StartTime: new Date(start).toISOString(), EndTime: new Date(start + 2 * DAY).toISOString(), LeaveType: 2, Reason: 'Family wedding' },
    });
    expect(leave.json.ErrorCode, leave.json.Msg).toBe(0);
    expect((await post('/api/Staff/ReviewLeave', { Id: leave.json.Body.id, Approve: true })).json.ErrorCode).toBe(0);
    expect((await auditOf(StaffRecordTutor.id)).find((item) => item.Action === 'leave.approve')).toMatchObject({
      SubjectType: 'tutor_leave',
      SubjectId: String(leave.json.Body.id),
      TutorId: StaffRecordTutor.id,
    });
  });

  it('leaves franchisee tutors out of the Pay list (RecordPayment refuses them)', async () => {
    const last = addMonths(localMonth(t.clock.now().getTime(), t.config.shell.providerTimeZone).key, -1);
    const lines = await t.app.db.selectFrom('ledger_entries').select('id').where('tutor_id', '=', FranchisePayTutor.id).where('account', '=', 'pay').execute();
    expect(lines).toHaveLength(1);
    const period = (await get<PayPeriodOverview>('/api/Staff/PayPeriod', { period: last, pageSize: 100 })).json.Body;
    expect(period.Items.map((item) => item.Tuid)).not.toContain(FranchisePayTutor.id);
    expect(period.Total).toBe(period.Items.length);
    expect(
      (await post('/api/Staff/RecordPayment', { Tuid: FranchisePayTutor.id, PeriodFrom: last, PeriodTo: last, PaidOn: '2026-01-05', Reference: 'X-1' })).json
        .ErrorCode,
    ).not.toBe(0);
  });
});
