import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { WidgetsTutor } from '../../server/seed/widgets.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface ProtocolAgreement {
  IsAgree: boolean;
  AgreedAt: string | null;
}

/** The protocol reminder's calls (growth-account.md §4, §9), stored in the database. */
describe(`protocol agreement calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const status = async (who: string) => (await t.call<ProtocolAgreement>('GET', '/api/Teacher/GetIsAgreeProtocol', { token: tokens[who] })).json;
  const agree = async (who: string) => (await t.call<ProtocolAgreement>('POST', '/api/Teacher/AgreeProtocolByTuid', { token: tokens[who] })).json;

  beforeAll(async () => {
    t = await startTestApp();
    tokens.demo = await t.login('demo', DemoUsers.demo.password);
    tokens.widgets = await t.login(WidgetsTutor.account, WidgetsTutor.password);
  });
  afterAll(async () => t.close());

  it('the demo tutors have agreed; the widgets tutor has not', async () => {
    expect((await status('demo')).Body.IsAgree).toBe(true);
    expect(await status('widgets')).toEqual({ ErrorCode: 0, Msg: '', Body: { IsAgree: false, AgreedAt: null } });
  });

  it("keeps the first agreement, for that tutor only (never another tutor's), across a restart", async () => {
    const agreedAt = t.clock.now().toISOString();
    const demoAgreedAt = (await status('demo')).Body.AgreedAt;
    expect(await agree('widgets')).toEqual({ ErrorCode: 0, Msg: '', Body: { IsAgree: true, AgreedAt: agreedAt } });
    t.clock.advance(60_000);
    expect((await agree('widgets')).Body.AgreedAt).toBe(agreedAt);
    await t.restart();
    expect((await status('widgets')).Body).toEqual({ IsAgree: true, AgreedAt: agreedAt });
    expect((await status('demo')).Body.AgreedAt).toBe(demoAgreedAt);
    expect(demoAgreedAt).not.toBe(agreedAt);
  });

  it('refuses anonymous calls', async () => {
    expect((await t.call('GET', '/api/Teacher/GetIsAgreeProtocol')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    expect((await t.call('POST', '/api/Teacher/AgreeProtocolByTuid')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
