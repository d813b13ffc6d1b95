import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import type { TutorTrail } from '../../src/domain/tutor-trail';
import type { TutorAccount, TutorClientLogLine, TutorInfo } from '../../src/domain/tutor-info';
import { LevelsDemo } from '../../server/seed/growth-levels.seed';
import { BiAspectTutor } from '../../server/seed/widget-dialogs.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/** The layout's logs and small calls (growth-account.md §3, §7): stored, readable by staff, each tutor's own. */
describe(`layout logs and small calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let ivy: string;
  let levels: string;
  let staff: string;
  const logsOf = async (tuid: number, kind: string, query: Record<string, number> = {}) =>
    (await t.call<{ items: TutorClientLogLine[]; total: number }>('GET', '/api/Staff/TutorClientLogs', { token: staff, query: { tuid, kind, ...query } })).json;

  beforeAll(async () => {
    t = await startTestApp();
    demo = await t.login('demo', DemoUsers.demo.password);
    ivy = await t.login(BiAspectTutor.account, BiAspectTutor.password);
    levels = await t.login(LevelsDemo.tutor.account, LevelsDemo.tutor.password);
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t.close());

  it('stores usage and sign-in logs with the client and address; staff read them newest first, paged', async () => {
    for (const Action of ['/home', '/classTab', '/serviceFee']) {
      const logged = await t.call<{ Id: number }>('POST', '/api/TutorComm/AddTutorClientUsageLog', {
        token: ivy,
        body: { Action, ClientName: 'TutorPortalWeb', ClientInfo: 'Mozilla/5.0 test' },
      });
      expect(logged.json).toMatchObject({ ErrorCode: 0, Body: { Id: expect.any(Number) } });
      t.clock.advance(1_000);
    }
    expect((await t.call('POST', '/api/account/LoginLog', { token: ivy, body: { Action: 'password', ClientName: 'TutorPortalWeb' } })).json.ErrorCode).toBe(0);
    expect((await t.call('POST', '/api/TutorComm/AddTutorClientUsageLog', { token: ivy, body: { Action: '   ' } })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: 'Action is required.',
    });
    expect((await t.call('POST', '/api/TutorComm/AddTutorClientUsageLog', { token: ivy, body: { Action: 'x', Extra: 1 } })).json.ErrorCode).toBe(
      ErrorCode.Failed,
    );
    expect((await t.call('POST', '/api/TutorComm/AddTutorClientUsageLog', { body: { Action: '/home' } })).json.ErrorCode).toBe(ErrorCode.Unauthorized);

    const usage = await logsOf(BiAspectTutor.id, 'usage', { pageSize: 2 });
    expect(usage.Body.total).toBe(3);
    expect(usage.Body.items.map((line) => line.Action)).toEqual(['/serviceFee', '/classTab']);
    expect(usage.Body.items[0]).toMatchObject({ Kind: 'usage', ClientName: 'TutorPortalWeb', ClientInfo: 'Mozilla/5.0 test', Address: expect.any(String) });
    expect((await logsOf(BiAspectTutor.id, 'usage', { pageSize: 2, pageIndex: 2 })).Body.items.map((line) => line.Action)).toEqual(['/home']);
    const login = await logsOf(BiAspectTutor.id, 'login');
    expect(login.Body.items.map((line) => [line.Kind, line.Action])).toEqual([['login', 'password']]);
    // One tutor's logs are not another's, and tutors cannot read them.
    expect((await logsOf(DemoUsers.demo.id, 'usage')).Body).toEqual({ items: [], total: 0 });
    expect((await t.call('GET', '/api/Staff/TutorClientLogs', { token: demo, query: { tuid: BiAspectTutor.id, kind: 'usage' } })).json.ErrorCode).toBe(
      ErrorCode.Forbidden,
    );
  });

  it("answers the tutor's own account, subject type and tutor info", async () => {
    const account = (await t.call<TutorAccount>('GET', '/api/account/GetTutorAccount', { token: ivy })).json.Body;
    expect(account).toMatchObject({
      Tuid: BiAspectTutor.id,
      Account: 'widgets6',
      Email: 'ivy.tan@example.com',
      FullName: 'Ivy Tan',
      TutorGroup: 'Manila Team 6',
    });
    expect((await t.call('POST', '/api/TutorComm/GetTutorSubjectType', { token: ivy })).json.Body).toEqual({ SubjectType: 1, SubjectName: 'English' });
    await t.app.db.insertInto('tutor_subject_types').values({ tutor_id: BiAspectTutor.id, subject_type: 2, updated_at: t.clock.now().toISOString() }).execute();
    expect((await t.call('POST', '/api/TutorComm/GetTutorSubjectType', { token: ivy })).json.Body).toEqual({ SubjectType: 2, SubjectName: 'Math' });
    expect((await t.call('POST', '/api/TutorComm/GetTutorSubjectType', { token: demo })).json.Body).toEqual({ SubjectType: 1, SubjectName: 'English' });

    const info = (await t.call<TutorInfo>('GET', '/api/TutorComm/GetTutorInfo', { token: ivy })).json.Body;
    expect(info).toEqual({ IsCustomized: false, PersonalState: 2, ContactState: 0, HB: 0, TLState: 0 });
    await t.app.db
      .updateTable('tutor_profiles')
      .set({ await_approval: 1, is_passed_tl: 1, is_customized: 1 })
      .where('user_id', '=', BiAspectTutor.id)
      .execute();
    await t.app.db
      .insertInto('payment_accounts')
      .values({
        tutor_id: BiAspectTutor.id,
        method: 'bank',
        account: '1234',
        holder_name: 'Ivy Tan',
        confirmed_at: null,
        terms_accepted_at: null,
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    expect((await t.call<TutorInfo>('POST', '/api/TutorComm/GetTutorInfo', { token: ivy })).json.Body).toEqual({
      IsCustomized: true,
      PersonalState: 1,
      ContactState: 0,
      HB: 1,
      TLState: 1,
    });
  });

  it("answers the tutor trail: the tutor's own trial classes, conversions and trial level only", async () => {
    const trail = (await t.call<TutorTrail>('GET', '/api/tutordata/GetTutorTrail', { token: levels, query: { tuid: LevelsDemo.tutor.id } })).json.Body;
    const finishedTrials = await t.app.db
      .selectFrom('classes')
      .select(['start_at'])
      .where('tutor_id', '=', LevelsDemo.tutor.id)
      .where('class_type', '=', ClassType.trial)
      .where('status', '=', ClassStatus.finished)
      .orderBy('start_at', 'desc')
      .execute();
    expect(finishedTrials.length).toBeGreaterThan(0);
    expect(trail).toEqual({
      Tuid: LevelsDemo.tutor.id,
      TrialClasses: finishedTrials.length,
      Conversions: LevelsDemo.conversionsBefore + 1,
      TrialLevel: 'T1',
      ToNextLevel: 20,
      LastTrialAt: finishedTrials[0]?.start_at,
    });
    const other = await t.call('GET', '/api/tutordata/GetTutorTrail', { token: demo, query: { tuid: LevelsDemo.tutor.id } });
    expect(other.status).toBe(403);
    expect(other.json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await t.call<TutorTrail>('POST', '/api/tutordata/GetTutorTrail', { token: ivy })).json.Body).toEqual({
      Tuid: BiAspectTutor.id,
      TrialClasses: 0,
      Conversions: 0,
      TrialLevel: 'T0',
      ToNextLevel: 30,
      LastTrialAt: null,
    });
  });
});
