import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { ReferralMessages, type ReferralPage, type TrackStep } from '../../src/domain/referrals';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`referrals (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let staff: string;
  const form = {
    FirstName: 'Ana',
    LastName: 'Cruz',
    Email: 'ana.cruz@example.com',
    SkyID: 'live:ana',
    MobileNumber: '0917-555-0101',
    Country: 'Philippines',
    TutorSource: 12,
  };
  const growth = async () =>
    (
      await t.database.db
        .selectFrom('ledger_entries')
        .select('amount')
        .where('tutor_id', '=', DemoUsers.demo.id)
        .where('account', '=', 'growth_value')
        .execute()
    ).reduce((s, r) => s + r.amount, 0);

  beforeAll(async () => {
    t = await startTestApp();
    [demo, demo2, staff] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo2', 'demo1234'), t.login('staff', DemoUsers.staff.password)]);
  });
  afterAll(async () => t.close());

  it("answers the tutor's referral link", async () => {
    const link = (await t.call<{ ReferralUrl: string }>('POST', '/api/TutorComm/GetReferralLink', { token: demo })).json.Body.ReferralUrl;
    expect(link).toMatch(new RegExp(`/apply\\?ref=T${DemoUsers.demo.id}$`));
  });

  it('refuses an incomplete application, another source and a referred e-mail, with the server Msg', async () => {
    const apply = (body: Record<string, unknown>) => t.call('POST', '/api/teachInfo/TutorApply', { token: demo, body: body });
    expect((await apply({ ...form, FirstName: ' ' })).json.Msg).toBe(ReferralMessages.required);
    expect((await apply({ ...form, Email: 'ana' })).json.Msg).toBe(ReferralMessages.emailInvalid);
    expect((await apply({ ...form, TutorSource: 3 })).json.Msg).toBe(ReferralMessages.sourceInvalid);
    const ok = await apply(form);
    expect(ok.json).toMatchObject({ ErrorCode: 0, Msg: ReferralMessages.added });
    expect((await apply({ ...form, Email: 'ANA.CRUZ@example.com' })).json.Msg).toBe(ReferralMessages.duplicate);
  });

  it("lists the referral with its track, refuses another tutor's track, and posts +1 and +20 growth as staff record its steps", async () => {
    const page = (await t.call<ReferralPage>('POST', '/api/Referrals/TeachReferralsV2', { token: demo, body: { pageIndex: 1, pageSize: 10 } })).json.Body;
    expect(page.Items).toEqual([expect.objectContaining({ Name: 'Ana Cruz', Step: 'Applied' })]);
    const applyId = page.Items[0]!.ApplyId;
    expect(
      (await t.call<ReferralPage>('POST', '/api/Referrals/TeachReferralsV2', { token: demo2, body: { pageIndex: 1, pageSize: 10 } })).json.Body.Total,
    ).toBe(0);
    expect((await t.call('POST', '/api/Referrals/TrackLogV2', { token: demo2, query: { applyId } })).json.ErrorCode).toBe(ErrorCode.NotFound);

    const before = await growth();
    const advance = (Step: string) => t.call<TrackStep[]>('POST', '/api/Staff/AdvanceApplication', { token: staff, body: { ApplyId: applyId, Step } });
    expect((await advance('First class')).json.Msg).toBe(ReferralMessages.stepInvalid);
    expect((await advance('Account opened')).json.ErrorCode).toBe(0);
    expect(await growth()).toBe(before + 100);
    expect((await advance('First class')).json.ErrorCode).toBe(0);
    expect(await growth()).toBe(before + 2100);
    expect((await advance('First class')).json.Msg).toBe(ReferralMessages.stepInvalid);
    const track = (await t.call<TrackStep[]>('POST', '/api/Referrals/TrackLogV2', { token: demo, query: { applyId } })).json.Body;
    expect(track.map((s) => s.Step)).toEqual(['Applied', 'Account opened', 'First class']);
  });
});
