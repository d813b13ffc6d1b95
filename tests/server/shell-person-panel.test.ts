import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { ManualClock } from '../../server/services/clock';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`person panel calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(new Date('2025-03-10T00:00:00Z')) });
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it("answers the tutor's real scores: totals over every month, the rest for this month", async () => {
    const result = await t.call('POST', '/api/tutordata/TutorAllScore', { token: tokens.demo });
    // Seeded months for demo: 14 + 22 + 18 flowers, 38.6 + 51.2 + 44.9 points; this month 64 done, 21 good...
    expect(result.json).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: {
        Flowers: 54,
        MonthScore: 64.3,
        TeachingPoints: 134.7,
        ComScore: 64,
        GoodScore: 21,
        AbsentScore: 0,
        BadScore: 1,
        CancelScore: 1,
        OtherScore: 0,
        Month: '2025-03',
      },
    });
    const other = await t.call<{ Flowers: number; ComScore: number }>('POST', '/api/tutordata/TutorAllScore', { token: tokens.demo2 });
    expect(other.json.Body).toMatchObject({ Flowers: 3, ComScore: 20 });
  });

  it("answers last month's flowers", async () => {
    expect((await t.call('POST', '/api/teachInfo/LastFlowerAmount', { token: tokens.demo })).json.Body).toEqual({
      Month: '2025-02',
      Flowers: 22,
    });
    // demo2 has scores for this month only.
    expect((await t.call('POST', '/api/teachInfo/LastFlowerAmount', { token: tokens.demo2 })).json.Body).toEqual({
      Month: '2025-02',
      Flowers: 0,
    });
  });

  it('saves Soft Mode for the tutor only, and it survives a reload and a restart', async () => {
    const read = async (who: string) => (await t.call<number>('GET', '/api/Account/TuEyeProtectionMode', { token: tokens[who] })).json;
    expect(await read('demo')).toEqual({ ErrorCode: 0, Msg: '', Body: 0 });
    const set = await t.call('POST', '/api/Account/SelectEyeProtectionMode', { token: tokens.demo, query: { type: 1 } });
    expect(set.json).toEqual({ ErrorCode: 0, Msg: '', Body: 1 });
    await t.restart();
    expect((await read('demo')).Body).toBe(1);
    const state = await t.call<{ isTuEyeProtectionMode: number }>('GET', '/api/account/userinfo', { token: tokens.demo });
    expect(state.json.Body.isTuEyeProtectionMode).toBe(1);
    expect((await read('demo2')).Body).toBe(0);
    await t.call('POST', '/api/Account/SelectEyeProtectionMode', { token: tokens.demo, query: { type: 0 } });
    expect((await read('demo')).Body).toBe(0);
  });

  it('answers a clear message for a Soft Mode value other than 0 or 1', async () => {
    const wrong = await t.call('POST', '/api/Account/SelectEyeProtectionMode', { token: tokens.demo, query: { type: 2 } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'type' must be one of: 0, 1.", Body: null });
    const missing = await t.call('POST', '/api/Account/SelectEyeProtectionMode', { token: tokens.demo });
    expect(missing.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'type' is required.", Body: null });
  });

  it("offers Sign Contract while the tutor's own contract is unsigned or failed", async () => {
    const applies = async (who: string) => (await t.call<boolean>('POST', '/api/TutorComm/ShowContract', { token: tokens[who] })).json.Body;
    expect(await applies('demo')).toBe(true);
    const db = t.database.db;
    const setStatus = (status: number) =>
      db
        .insertInto('tutor_contracts')
        .values({ user_id: DemoUsers.demo.id, audit_status: status, updated_at: t.clock.now().toISOString() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ audit_status: status }))
        .execute();
    await setStatus(0);
    expect(await applies('demo')).toBe(false);
    await setStatus(1);
    expect(await applies('demo')).toBe(false);
    expect(await applies('demo2')).toBe(true);
    await setStatus(2);
    expect(await applies('demo')).toBe(true);
  });
});
