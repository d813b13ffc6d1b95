import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/services/clock';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface HomeClass {
  Id: number;
  StudentName: string;
  StudentLevel: string;
  CourseName: string;
  StartAt: string;
  EndAt: string;
  Status: string;
  ClassTool: number;
  LessonFeePhp: number;
}
interface HomeClasses {
  WorkDate: string;
  TimeZone: string;
  Today: HomeClass[];
  NextClass: HomeClass | null;
  Upcoming: HomeClass[];
}

// 08:00 in Manila; the provider's day runs from 16:00Z on the 9th to 16:00Z on the 10th.
const seededAt = new Date('2025-03-10T00:00:00Z');
const dayEnd = '2025-03-10T16:00:00.000Z';

describe(`dashboard calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const classes = async (who: string) => (await t.call<HomeClasses>('POST', '/api/tutordata/GetHomeClasses', { token: tokens[who] })).json;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(seededAt) });
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it("answers today's classes, the next one and the booked ones after today", async () => {
    const result = await classes('demo');
    expect(result.ErrorCode).toBe(0);
    const body = result.Body;
    expect(body.WorkDate).toBe('2025-03-10');
    expect(body.TimeZone).toBe('Asia/Manila');
    expect(body.Today.map((c) => [c.StartAt, c.EndAt, c.Status])).toEqual([
      ['2025-03-10T00:30:00.000Z', '2025-03-10T00:55:00.000Z', 'booked'],
      ['2025-03-10T02:00:00.000Z', '2025-03-10T02:25:00.000Z', 'booked'],
      ['2025-03-10T03:30:00.000Z', '2025-03-10T03:55:00.000Z', 'booked'],
      ['2025-03-10T05:00:00.000Z', '2025-03-10T05:25:00.000Z', 'booked'],
    ]);
    for (const c of body.Today) {
      expect(c.StudentName).not.toBe('');
      expect(c.CourseName).not.toBe('');
      expect(c.LessonFeePhp).toBeGreaterThan(0);
    }
    expect(body.NextClass).toEqual(body.Today[0]);
    expect(body.Upcoming).toHaveLength(5);
    expect(body.Upcoming.every((c) => c.Status === 'booked' && c.StartAt >= dayEnd)).toBe(true);
    expect(body.Upcoming.map((c) => c.StartAt)).toEqual([...body.Upcoming.map((c) => c.StartAt)].sort());
  });

  it('keeps cancelled classes in today, out of the next class', async () => {
    const first = (await classes('demo')).Body.Today[0]!;
    await t.database.db.updateTable('classes').set({ status: 'cancelled' }).where('id', '=', first.Id).execute();
    const body = (await classes('demo')).Body;
    expect(body.Today[0]).toMatchObject({ Id: first.Id, Status: 'cancelled' });
    expect(body.NextClass?.Id).toBe(body.Today[1]!.Id);
    await t.database.db.updateTable('classes').set({ status: 'booked' }).where('id', '=', first.Id).execute();
  });

  it('shows each tutor only their own classes', async () => {
    const mine = (await classes('demo')).Body;
    const theirs = (await classes('demo2')).Body;
    expect(theirs.Today).toHaveLength(2);
    const myIds = new Set([...mine.Today, ...mine.Upcoming].map((c) => c.Id));
    expect([...theirs.Today, ...theirs.Upcoming].some((c) => myIds.has(c.Id))).toBe(false);
    const owners = await t.database.db
      .selectFrom('classes')
      .select('tutor_id')
      .where(
        'id',
        'in',
        [...theirs.Today, ...theirs.Upcoming].map((c) => c.Id),
      )
      .execute();
    expect(new Set(owners.map((o) => o.tutor_id))).toEqual(new Set([DemoUsers.demo2.id]));
  });

  it('answers the bulletins in force, newest first', async () => {
    const db = t.database.db;
    const now = seededAt.getTime();
    await db
      .insertInto('bulletins')
      .values([
        {
          title: 'Expired notice',
          content: 'Gone.',
          published_at: new Date(now - 3 * 86_400_000).toISOString(),
          expires_at: new Date(now - 1000).toISOString(),
        },
        { title: 'Scheduled notice', content: 'Later.', published_at: new Date(now + 86_400_000).toISOString(), expires_at: null },
      ])
      .execute();
    const result = await t.call<Array<{ Title: string; PublishedAt: string }>>('POST', '/api/Message/BulletinBoard', { token: tokens.demo });
    expect(result.json.ErrorCode).toBe(0);
    expect(result.json.Body.map((b) => b.Title)).toEqual(['Holiday schedule for the coming month', 'New phonics training kit', 'Network check before class']);
  });

  it('answers the home banners running now, in order', async () => {
    await t.database.db
      .insertInto('home_banners')
      .values({ title: 'Ended banner', starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2025-02-01T00:00:00.000Z', sort_order: 0 })
      .execute();
    const result = await t.call<Array<Record<string, unknown>>>('POST', '/api/teachInfo/GetTutorHomeBanner', { token: tokens.demo2 });
    expect(result.json.Body.map((b) => b.Title)).toEqual(['New phonics training kit', 'Plot your holiday schedule']);
    expect(result.json.Body[0]).toMatchObject({ LinkUrl: '/trainingCenter', ImageUrl: '' });
  });
});
