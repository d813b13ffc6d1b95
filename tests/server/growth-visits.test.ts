import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { VISIT_MAX_SECONDS, VisitMessages } from '../../src/domain/growth';
import type { VisitAnswer } from '../../server/services/growth-visits.service';
import { CourseLearningDemo } from '../../server/seed/course-learning.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`growth centre visit log (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let courses: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [courses, demo2] = await Promise.all([t.login('courses', 'demo1234'), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const call = <T>(token: string, path: string, body: Record<string, string | number>) => t.call<T>('POST', `/api/GrowthSystem/${path}`, { token, body });

  it('opens a visit, records its length by the server clock, never shortens it and caps it', async () => {
    const opened = await call<VisitAnswer>(courses, 'RequestLog', { Page: 'achievementrewards' });
    expect(opened.json).toMatchObject({ ErrorCode: 0, Body: { Page: 'achievementRewards', Seconds: 0, StartedAt: t.clock.now().toISOString() } });
    const id = opened.json.Body.Id;
    t.clock.advance(95_500);
    expect((await call<VisitAnswer>(courses, 'UpdateLogTime', { Id: id })).json.Body).toMatchObject({ Id: id, Seconds: 95 });
    t.clock.advance(-60_000);
    expect((await call<VisitAnswer>(courses, 'UpdateLogTime', { Id: id })).json.Body.Seconds).toBe(95);
    t.clock.advance(5 * 3_600_000);
    expect((await call<VisitAnswer>(courses, 'UpdateLogTime', { Id: id })).json.Body.Seconds).toBe(VISIT_MAX_SECONDS);
    const row = await t.database.db.selectFrom('growth_visit_logs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tutor_id: CourseLearningDemo.tutor.id, page: 'achievementRewards', seconds: VISIT_MAX_SECONDS });
  });

  it('refuses an unknown page and another tutor’s visit, and keeps nothing from them', async () => {
    const before = await t.database.db.selectFrom('growth_visit_logs').select('id').execute();
    expect((await call(courses, 'RequestLog', { Page: 'salary' })).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: VisitMessages.badPage });
    expect((await call(courses, 'RequestLog', { Page: '' })).json.ErrorCode).not.toBe(0);
    const mine = (await call<VisitAnswer>(courses, 'RequestLog', { Page: 'myGoal' })).json.Body.Id;
    t.clock.advance(30_000);
    expect((await call(demo2, 'UpdateLogTime', { Id: mine })).json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: VisitMessages.unknownVisit });
    expect((await call(courses, 'UpdateLogTime', { Id: 'x' })).json.ErrorCode).not.toBe(0);
    const row = await t.database.db.selectFrom('growth_visit_logs').select(['seconds']).where('id', '=', mine).executeTakeFirstOrThrow();
    expect(row.seconds).toBe(0);
    expect(await t.database.db.selectFrom('growth_visit_logs').select('id').execute()).toHaveLength(before.length + 1);
    expect((await t.call('POST', '/api/GrowthSystem/RequestLog', { body: { Page: 'myGoal' } })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
