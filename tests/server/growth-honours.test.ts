import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonourMessages, type GradeHonour, type MilestoneDetail, type MilestoneSummary } from '../../src/domain/honours';
import { GrowthDemoUsers } from '../../server/seed/growth.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`grade honour and milestones (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let growth: string;
  let pet: string;
  let demo: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [growth, pet, demo] = await Promise.all([t.login('growth', 'demo1234'), t.login('growthpet', 'demo1234'), t.login('demo', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const call = <T>(token: string, path: string, query?: Record<string, string | number>) =>
    t.call<T>('POST', `/api/GrowthSystem/${path}`, { token, ...(query ? { query } : {}) });
  const count = async (tutorId: number, rules: string[]) =>
    (
      await t.database.db
        .selectFrom('ledger_entries')
        .select('counts_at')
        .where('tutor_id', '=', tutorId)
        .where('rule', 'in', rules)
        .orderBy('counts_at')
        .orderBy('id')
        .execute()
    ).map((r) => r.counts_at);

  it('honours LV.1 until the beginner tasks are claimed, then LV.2 dated by the last claim', async () => {
    const before = (await call<GradeHonour>(growth, 'GetGradeHonorDetail')).json.Body;
    expect(before).toMatchObject({ Level: 1, LevelName: 'LV.1', Honour: 'Newcomer' });
    expect(before.Levels).toHaveLength(8);
    expect(before.Levels[0]).toMatchObject({ Reached: true });
    expect(before.Levels[0]!.ReachedAt).not.toBeNull();
    expect(before.Levels.slice(1).every((l) => !l.Reached && l.ReachedAt === null)).toBe(true);

    expect((await call(growth, 'DoTaskAsync', { TaskCode: 'B_READ_GUIDE' })).json.ErrorCode).toBe(0);
    for (const code of ['B_FIRST_CLASS', 'B_ADOPT_PET', 'B_FIRST_FIVE_STAR'])
      expect((await call(growth, 'ReceivePoint', { TaskCode: code })).json.ErrorCode).toBe(0);
    t.clock.advance(60_000);
    expect((await call(growth, 'ReceivePoint', { TaskCode: 'B_READ_GUIDE' })).json.ErrorCode).toBe(0);
    const lastClaim = (
      await t.database.db
        .selectFrom('ledger_entries')
        .select('counts_at')
        .where('tutor_id', '=', GrowthDemoUsers.growth.id)
        .where('rule', '=', 'gv.task_reward')
        .orderBy('counts_at', 'desc')
        .executeTakeFirstOrThrow()
    ).counts_at;
    const after = (await call<GradeHonour>(growth, 'GetGradeHonorDetail')).json.Body;
    expect(after).toMatchObject({ Level: 2, Honour: 'Rising Tutor', NextLevelScore: 400 });
    expect(after.Levels[1]).toMatchObject({ Reached: true, ReachedAt: lastClaim });
    // Another tutor's honour is their own.
    expect((await call<GradeHonour>(pet, 'GetGradeHonorDetail')).json.Body.Level).toBe(1);
  });

  it('counts milestones from the ledger, each tutor their own, and dates each step by its entry', async () => {
    const list = (await call<MilestoneSummary[]>(demo, 'GetMilestoneList')).json.Body;
    const classTimes = await count(DemoUsers.demo.id, ['tp.completed_class', 'tp.weekend_class']);
    expect(list.map((m) => m.Type)).toEqual([1, 2, 3, 4]);
    expect(list[0]).toMatchObject({ Name: 'Classes finished', Count: classTimes.length });
    expect(classTimes.length).toBeGreaterThanOrEqual(100);
    expect(list[0]!.Reached).toBeGreaterThanOrEqual(2);

    const detail = (await call<MilestoneDetail>(demo, 'GetMilestoneDetail', { type: 1 })).json.Body;
    expect(detail.Steps.slice(0, 2)).toEqual([
      { Step: 1, Reached: true, ReachedAt: classTimes[0] },
      { Step: 100, Reached: true, ReachedAt: classTimes[99] },
    ]);
    expect(detail.Steps.filter((s) => !s.Reached).every((s) => s.ReachedAt === null)).toBe(true);

    const mine = (await call<MilestoneSummary[]>(pet, 'GetMilestoneList')).json.Body;
    expect(mine.every((m) => m.Count === 0 && m.Reached === 0)).toBe(true);
  });

  it('refuses an unknown milestone and a bad type', async () => {
    const unknown = await call(demo, 'GetMilestoneDetail', { type: 42 });
    expect(unknown.json).toMatchObject({ ErrorCode: 5, Msg: HonourMessages.unknownMilestone });
    expect((await call(demo, 'GetMilestoneDetail', { type: 'x' })).json.ErrorCode).not.toBe(0);
    expect((await call(demo, 'GetMilestoneDetail')).json.ErrorCode).not.toBe(0);
    expect((await t.call('POST', '/api/GrowthSystem/GetMilestoneList')).json.ErrorCode).toBe(3);
  });
});
