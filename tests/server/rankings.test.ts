import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { RankingPage, RankingSummary } from '../../src/domain/rankings';
import { ManualClock } from '../../server/services/clock';
import { startTestApp, usingPostgres, type TestApp } from './harness';

/** Mid-month in Manila, so every seeded event of the demo falls in this provider month. */
const NOW = new Date('2026-11-18T04:00:00.000Z');

describe(`leaderboards and top tutors (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let rhea: string;
  let joy: string;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(NOW), env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [rhea, joy] = await Promise.all([t.login('rankings', 'demo1234'), t.login('rankings5', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const board = (token: string, call: string, query: Record<string, number> = { pageIndex: 1, pageSize: 50 }) =>
    t.call<RankingPage>('POST', `/api/tutordata/${call}`, { token, query });
  const line = (page: RankingPage, name: string) => page.Items.find((item) => item.TutorName === name);

  it('ranks trial conversions of this provider month, and their change from last month', async () => {
    const overall = (await board(rhea, 'GetConversionOverallLeaderboard')).json;
    expect(overall).toMatchObject({ ErrorCode: 0, Body: { Board: 'conversionOverall', Month: '2026-11', Me: { Rank: 2, Value: 3, Count: null } } });
    expect(overall.Body.Items[0]).toMatchObject({ Rank: 1, TutorName: 'Paolo R.', Value: 5, IsMe: false });
    expect(line(overall.Body, 'Rhea S.')).toMatchObject({ Rank: 2, IsMe: true });
    // Paolo's 4 conversions last month leave him +1; Rhea (+2) and Miguel (+2) share the first rank.
    const progress = (await board(rhea, 'GetConversionProgressLeaderboard')).json.Body;
    expect(progress.Me).toEqual({ Rank: 1, Value: 2, Count: 3 });
    expect(line(progress, 'Miguel C.')).toMatchObject({ Rank: 1, Value: 2 });
    expect(line(progress, 'Paolo R.')).toMatchObject({ Value: 1, Count: 5 });
    expect(progress.Items.findIndex((i) => i.TutorName === 'Rhea S.')).toBeLessThan(progress.Items.findIndex((i) => i.TutorName === 'Miguel C.'));
  });

  it('ranks class requests received, and the share answered with Grab it now within 10 s', async () => {
    const received = (await board(rhea, 'GetDidiReceivedRankingList')).json.Body;
    expect(received.Me).toMatchObject({ Value: 12 });
    expect(line(received, 'Grace L.')!.Rank).toBeLessThan(received.Me!.Rank);
    const response = (await board(rhea, 'GetDidiResponseRankingList')).json.Body;
    // 9 of 12 within 10 s; Miguel 4 of 4, Paolo 7 of 8, Grace 6 of 15; Joy's 2 requests are too few to rank.
    expect(response.Me).toEqual({ Rank: expect.any(Number), Value: 75, Count: 12 });
    expect(line(response, 'Miguel C.')).toMatchObject({ Value: 100, Count: 4 });
    expect(line(response, 'Paolo R.')).toMatchObject({ Value: 87.5 });
    expect(line(response, 'Grace L.')).toMatchObject({ Value: 40 });
    expect(line(response, 'Joy B.')).toBeUndefined();
    expect(line(response, 'Paolo R.')!.Rank).toBeLessThan(response.Me!.Rank);
    expect((await board(joy, 'GetDidiResponseRankingList')).json.Body.Me).toBeNull();
  });

  it("ranks the students' average rating of finished classes, from three rated classes", async () => {
    const feel = (await board(rhea, 'GetCourseFeelRankingList')).json.Body;
    expect(feel.Me).toMatchObject({ Value: 4.75, Count: 4 });
    expect(line(feel, 'Paolo R.')).toMatchObject({ Value: 5, Count: 3 });
    expect(line(feel, 'Miguel C.')).toMatchObject({ Value: 4.33 });
    expect(line(feel, 'Paolo R.')!.Rank).toBeLessThan(feel.Me!.Rank);
    for (const item of feel.Items) expect(item.Count).toBeGreaterThanOrEqual(3);
  });

  it('pages a board: ranks go on from the page before, the total stays', async () => {
    const all = (await board(rhea, 'GetCourseFeelRankingList')).json.Body;
    const second = (await board(rhea, 'GetCourseFeelRankingList', { pageIndex: 2, pageSize: 2 })).json.Body;
    expect(second.Total).toBe(all.Total);
    expect(second.Items.map((i) => i.TutorName)).toEqual(all.Items.slice(2, 4).map((i) => i.TutorName));
    const beyond = (await board(rhea, 'GetCourseFeelRankingList', { pageIndex: 999, pageSize: 50 })).json.Body;
    expect(beyond).toMatchObject({ Items: [], Total: all.Total, Me: all.Me });
  });

  it('answers top tutors by teaching points and the summary of every board', async () => {
    const top = (await t.call<RankingPage>('POST', '/api/tutordata/GetTuTopTutorRank', { token: rhea })).json.Body;
    expect(top.Board).toBe('topTutors');
    expect(top.Items.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < top.Items.length; i++) expect(top.Items[i]!.Value).toBeLessThanOrEqual(top.Items[i - 1]!.Value);
    expect(top.Me!.Value).toBeGreaterThan(0);
    const summary = (await t.call<RankingSummary>('POST', '/api/tutordata/GetRankingSummary', { token: rhea })).json.Body;
    expect(summary.Month).toBe('2026-11');
    expect(summary.Items.map((i) => i.Board)).toEqual(['conversionOverall', 'conversionProgress', 'received', 'response', 'feel', 'topTutors']);
    expect(summary.Items.find((i) => i.Board === 'response')).toMatchObject({ Path: '/10sResponseRateRanking', Me: { Value: 75 } });
    expect(summary.Items.find((i) => i.Board === 'topTutors')!.Me).toEqual(top.Me);
  });

  it('counts a month by the provider zone: at 16:30 UTC on 30 November it is already December in Manila', async () => {
    t.clock.set(new Date('2026-11-30T15:30:00.000Z'));
    const late = await t.login('rankings', 'demo1234');
    expect((await board(late, 'GetDidiReceivedRankingList')).json.Body).toMatchObject({ Month: '2026-11', Me: { Value: 12 } });
    t.clock.set(new Date('2026-11-30T16:30:00.000Z'));
    expect((await board(late, 'GetDidiReceivedRankingList')).json.Body).toMatchObject({ Month: '2026-12', Me: null });
    t.clock.set(NOW);
    rhea = await t.login('rankings', 'demo1234');
  });

  it('refuses bad paging and callers without a token', async () => {
    expect((await board(rhea, 'GetDidiReceivedRankingList', { pageIndex: 0, pageSize: 10 })).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await board(rhea, 'GetDidiReceivedRankingList', { pageIndex: 1, pageSize: 51 })).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await t.call('POST', '/api/tutordata/GetRankingSummary')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
