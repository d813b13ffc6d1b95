import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { TutorAllScore } from '../../src/domain/tutor-scores';
import { ManualClock } from '../../server/services/clock';
import { ledgerBalances, ledgerEntries } from '../../server/services/ledger.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`person panel calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(new Date('2025-03-10T00:00:00Z')) });
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  /** The provider's month (Manila) of the manual clock, as ledger bounds. */
  const march = { fromIso: '2025-02-28T16:00:00.000Z', toIso: '2025-03-31T16:00:00.000Z' };
  const february = { fromIso: '2025-01-31T16:00:00.000Z', toIso: '2025-02-28T16:00:00.000Z' };
  const entriesOf = async (tutorId: number, rules: string[], range = march) => {
    let n = 0;
    for (const rule of rules) n += (await ledgerEntries(t.database.db, tutorId, { rule, ...range }, { offset: 0, limit: 1 })).total;
    return n;
  };

  it("answers the tutor's figures from the ledger: totals over all time, the rest for the provider's month", async () => {
    const db = t.database.db;
    const id = DemoUsers.demo.id;
    const [all, month] = [await ledgerBalances(db, id), await ledgerBalances(db, id, march)];
    const result = await t.call<TutorAllScore>('POST', '/api/tutordata/TutorAllScore', { token: tokens.demo });
    expect(result.json).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: {
        Flowers: all.flowers / 100,
        MonthScore: month.teaching_points / 100,
        TeachingPoints: all.teaching_points / 100,
        ComScore: await entriesOf(id, ['tp.completed_class']),
        GoodScore: await entriesOf(id, ['tp.five_star', 'tp.four_star']),
        AbsentScore: await entriesOf(id, ['tp.absence']),
        BadScore: await entriesOf(id, ['tp.complaint']),
        CancelScore: await entriesOf(id, ['tp.cancellation']),
        OtherScore: 0,
        Month: '2025-03',
      },
    });
    // The seeded classes really moved them (the monthly numbers of the old seed are gone).
    expect(result.json.Body.ComScore).toBeGreaterThan(0);
    expect(result.json.Body.Flowers).toBeGreaterThan(0);
    expect(result.json.Body.TeachingPoints).not.toBe(0);
    // The user state shows the same figures, from its single query.
    const state = await t.call<Record<string, unknown>>('GET', '/api/account/userinfo', { token: tokens.demo });
    expect(state.json.Body).toMatchObject({
      flowers: result.json.Body.Flowers,
      teachingPoints: result.json.Body.TeachingPoints,
      scoreOfTheMonth: result.json.Body.MonthScore,
      completion: result.json.Body.ComScore,
      goodRating: result.json.Body.GoodScore,
      cancellation: result.json.Body.CancelScore,
      scoreMonth: '2025-03',
    });
    // Another tutor's figures are their own.
    const other = await t.call<TutorAllScore>('POST', '/api/tutordata/TutorAllScore', { token: tokens.demo2 });
    expect(other.json.Body.ComScore).toBe(await entriesOf(DemoUsers.demo2.id, ['tp.completed_class']));
    expect(other.json.Body.Flowers).toBe((await ledgerBalances(db, DemoUsers.demo2.id)).flowers / 100);
  });

  it("answers last month's flowers from the ledger", async () => {
    const flowers = (await ledgerBalances(t.database.db, DemoUsers.demo.id, february)).flowers / 100;
    expect(flowers).toBeGreaterThan(0);
    expect((await t.call('POST', '/api/teachInfo/LastFlowerAmount', { token: tokens.demo })).json.Body).toEqual({ Month: '2025-02', Flowers: flowers });
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
