import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
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
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it('a tutor who has not agreed is asked', async () => {
    expect(await status('demo')).toEqual({ ErrorCode: 0, Msg: '', Body: { IsAgree: false, AgreedAt: null } });
  });

  it("keeps the first agreement, for that tutor only (never another tutor's), across a restart", async () => {
    const agreedAt = t.clock.now().toISOString();
    expect(await agree('demo')).toEqual({ ErrorCode: 0, Msg: '', Body: { IsAgree: true, AgreedAt: agreedAt } });
    t.clock.advance(60_000);
    expect((await agree('demo')).Body.AgreedAt).toBe(agreedAt);
    await t.restart();
    expect((await status('demo')).Body).toEqual({ IsAgree: true, AgreedAt: agreedAt });
    expect((await status('demo2')).Body).toEqual({ IsAgree: false, AgreedAt: null });
  });

  it('refuses anonymous calls', async () => {
    expect((await t.call('GET', '/api/Teacher/GetIsAgreeProtocol')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    expect((await t.call('POST', '/api/Teacher/AgreeProtocolByTuid')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
