import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface GuidedTour {
  Show: boolean;
  CompletedAt: string | null;
}

describe(`guided tour calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const status = async (who: string) => (await t.call<GuidedTour>('GET', '/api/Account/GetGuidedTourStatus', { token: tokens[who] })).json;
  const finish = async (who: string) => (await t.call<GuidedTour>('POST', '/api/Account/FinishGuidedTour', { token: tokens[who] })).json;

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it('shows the tour to a tutor who has not finished it', async () => {
    expect(await status('demo')).toEqual({ ErrorCode: 0, Msg: '', Body: { Show: true, CompletedAt: null } });
  });

  it('remembers the first finish, for that tutor only, across a restart', async () => {
    const finishedAt = t.clock.now().toISOString();
    expect(await finish('demo')).toEqual({ ErrorCode: 0, Msg: '', Body: { Show: false, CompletedAt: finishedAt } });
    t.clock.advance(60_000);
    expect((await finish('demo')).Body.CompletedAt).toBe(finishedAt);
    await t.restart();
    expect((await status('demo')).Body).toEqual({ Show: false, CompletedAt: finishedAt });
    expect((await status('demo2')).Body.Show).toBe(true);
  });

  it('refuses anonymous calls', async () => {
    expect((await t.call('POST', '/api/Account/FinishGuidedTour')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
