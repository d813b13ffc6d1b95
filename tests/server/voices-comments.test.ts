import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommentMessages, type CommentViewInfo, type LabelCount, type StudentCommentPage } from '../../src/domain/comments';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`student comments (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  const page = async (token: string, body: Record<string, unknown> = {}) =>
    (await t.call<StudentCommentPage>('POST', '/api/tutorcomm/StuComments', { token, body: { pageIndex: 1, pageSize: 100, ...body } })).json;

  beforeAll(async () => {
    t = await startTestApp();
    [demo, demo2] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  it("lists the students' comments on the tutor's own rated classes, newest first, paged and by level", async () => {
    const all = (await page(demo)).Body;
    expect(all.Disabled).toBe(false);
    expect(all.Total).toBeGreaterThan(5);
    const classes = await t.database.db
      .selectFrom('classes')
      .select(['id', 'tutor_id', 'student_rating'])
      .where(
        'id',
        'in',
        all.Items.map((c) => c.ClassId),
      )
      .execute();
    expect(classes.every((c) => c.tutor_id === DemoUsers.demo.id && c.student_rating !== null)).toBe(true);
    const times = all.Items.map((c) => c.CreatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await page(demo, { pageIndex: 2, pageSize: 2 })).Body;
    expect(second.Items.map((c) => c.Id)).toEqual(all.Items.slice(2, 4).map((c) => c.Id));
    const good = (await page(demo, { level: 1 })).Body;
    expect(good.Items.every((c) => c.Level === 1 && c.Stars >= 4)).toBe(true);
    const theirs = (await page(demo2)).Body;
    const mine = new Set(all.Items.map((c) => c.Id));
    expect(theirs.Items.some((c) => mine.has(c.Id))).toBe(false);
  });

  it('filters by period and refuses a bad one', async () => {
    const all = (await page(demo)).Body;
    const newest = all.Items[0]!;
    const one = (await page(demo, { startTime: newest.CreatedAt, endTime: new Date(Date.parse(newest.CreatedAt) + 1000).toISOString() })).Body;
    expect(one.Items.map((c) => c.Id)).toEqual([newest.Id]);
    expect((await page(demo, { startTime: 'soon' })).Msg).toBe(CommentMessages.periodInvalid);
  });

  it('counts labels overall and per period and level, matching the comments', async () => {
    const labels = (await t.call<LabelCount[]>('POST', '/api/tutorcomm/GetStuCommentLable', { token: demo })).json.Body;
    const all = (await page(demo)).Body;
    const expected = new Map<string, number>();
    for (const c of all.Items) for (const l of c.Labels) expected.set(l, (expected.get(l) ?? 0) + 1);
    expect(new Map(labels.map((l) => [l.Label, l.Count]))).toEqual(expected);
    const view = (await t.call<CommentViewInfo>('POST', '/api/TutorComm/GetStuCommentViewInfo', { token: demo, body: { level: 0 } })).json.Body;
    expect(view.Total).toBe(all.Total);
    expect(view.Good + view.Average + view.Poor).toBe(all.Total);
    const [top] = labels;
    const byLabel = (await page(demo, { label: top!.Label })).Body;
    expect(byLabel.Total).toBe(top!.Count);
    expect(byLabel.Items.every((c) => c.Labels.includes(top!.Label))).toBe(true);
    const poor = (await t.call<CommentViewInfo>('POST', '/api/TutorComm/GetStuCommentViewInfo', { token: demo, body: { level: 3 } })).json.Body;
    expect(poor.Total).toBe(view.Poor);
  });

  it('hides everything when disableComment is set', async () => {
    await t.database.db.updateTable('tutor_profiles').set({ disable_comment: 1 }).where('user_id', '=', DemoUsers.demo2.id).execute();
    expect((await page(demo2)).Body).toEqual({ Disabled: true, Total: 0, Items: [] });
    expect((await t.call('POST', '/api/tutorcomm/GetStuCommentLable', { token: demo2 })).json.Body).toEqual([]);
    expect((await t.call<CommentViewInfo>('POST', '/api/TutorComm/GetStuCommentViewInfo', { token: demo2, body: {} })).json.Body.Disabled).toBe(true);
    await t.database.db.updateTable('tutor_profiles').set({ disable_comment: 0 }).where('user_id', '=', DemoUsers.demo2.id).execute();
    expect((await page(demo2)).Body.Total).toBeGreaterThan(0);
  });
});
