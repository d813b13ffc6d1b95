import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { LearningTagLabel } from '../../src/domain/learning-tags';
import { LearningTagsTutor, LearningTagSeed, WidgetsTutor } from '../../server/seed/widgets.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/** The learning-tag dialog's, the monitoring warning's and the Skype dialog's calls (growth-account.md §4), stored in the database. */
describe(`learning tags and monitoring warnings (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ token: tokens[who] });

  beforeAll(async () => {
    t = await startTestApp();
    tokens.demo = await t.login('demo', DemoUsers.demo.password);
    tokens.widgets = await t.login(WidgetsTutor.account, WidgetsTutor.password);
    tokens.tags = await t.login(LearningTagsTutor.account, LearningTagsTutor.password);
    tokens.staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t.close());

  const tagIds = async (who: string) => (await t.call<{ TagIds: number[] }>('GET', '/api/Teacher/GetLearningTagIds', as(who))).json.Body.TagIds;

  it("lists each tutor's own tags in order; a tutor without tags has none", async () => {
    expect(await tagIds('tags')).toEqual([301, 302, 303]);
    expect(await tagIds('widgets')).toEqual([302, 303]);
    expect(await tagIds('demo')).toEqual([]);
  });

  it("answers a tag's content, and another tutor's or an unknown tag as missing", async () => {
    const content = await t.call('GET', '/api/Teacher/GetLearningTagContent', { ...as('tags'), query: { tagId: 301 } });
    expect(content.json).toEqual({ ErrorCode: 0, Msg: '', Body: { TagId: 301, Title: LearningTagSeed[0].title, Content: LearningTagSeed[0].content } });
    expect((await t.call('GET', '/api/Teacher/GetLearningTagContent', { ...as('widgets'), query: { tagId: 301 } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await t.call('GET', '/api/Teacher/GetLearningTagContent', { ...as('tags'), query: { tagId: 999 } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await t.call('GET', '/api/Teacher/GetLearningTagContent', { ...as('tags'), query: { tagId: 'x' } })).json.ErrorCode).not.toBe(0);
  });

  it('logs views and completions as behaviour data with Tagid; other labels and foreign tags are refused', async () => {
    const log = (who: string, TagId: number, LabelId: number) =>
      t.call('POST', '/api/Teacher/AddLearningTagLog', {
        ...as(who),
        body: { TagId, LabelId, StartTime: '2026-11-23T10:00:00.000Z', EndTime: '2026-11-23T10:00:10.000Z' },
      });
    expect((await log('tags', 301, LearningTagLabel.viewed)).json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    expect((await log('tags', 301, LearningTagLabel.completed)).json.Body).toBe(true);
    expect((await log('tags', 301, 585)).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await log('widgets', 301, LearningTagLabel.viewed)).json.ErrorCode).toBe(ErrorCode.NotFound);
    const rows = await t.app.db
      .selectFrom('class_detail_logs')
      .select('details')
      .where('tutor_id', '=', LearningTagsTutor.id)
      .where('kind', '=', 'custom_data')
      .execute();
    expect(
      rows.map((row) => JSON.parse(row.details) as { labelId: number; customData: { Tagid: number } }).map((d) => [d.labelId, d.customData.Tagid]),
    ).toEqual([
      [586, 301],
      [587, 301],
    ]);
  });

  it('LearnCourseTraining marks a tag learned once, for its tutor only, and it leaves the list', async () => {
    const learn = (who: string, TagId: number) =>
      t.call<{ TagId: number; LearnedAt: string | null }>('POST', '/api/Training/LearnCourseTraining', { ...as(who), body: { TagId } });
    const learnedAt = t.clock.now().toISOString();
    expect((await learn('tags', 302)).json).toEqual({ ErrorCode: 0, Msg: '', Body: { TagId: 302, LearnedAt: learnedAt } });
    t.clock.advance(60_000);
    expect((await learn('tags', 302)).json.Body.LearnedAt).toBe(learnedAt);
    expect((await learn('widgets', 301)).json.ErrorCode).toBe(ErrorCode.NotFound);
    await t.restart();
    expect(await tagIds('tags')).toEqual([301, 303]);
    expect(await tagIds('widgets')).toEqual([302, 303]);
  });

  it('a monitoring warning staff issue stays open until the tutor agrees to the protocol', async () => {
    const warning = async (who: string) =>
      (await t.call<{ Warning: { Id: number; Reason: string } | null }>('GET', '/api/Teacher/GetMonitoringWarning', as(who))).json.Body.Warning;
    expect(await warning('tags')).toBeNull();
    const issued = await t.call<{ Id: number; Reason: string }>('POST', '/api/Staff/IssueMonitoringWarning', {
      ...as('staff'),
      body: { Tuid: LearningTagsTutor.id, Reason: '  Camera off during class  ' },
    });
    expect(issued.json.ErrorCode).toBe(0);
    expect(issued.json.Body.Reason).toBe('Camera off during class');
    expect(await warning('tags')).toMatchObject({ Id: issued.json.Body.Id, Reason: 'Camera off during class' });
    expect(await warning('widgets')).toBeNull();
    expect((await t.call('POST', '/api/Teacher/AgreeProtocolByTuid', as('tags'))).json.ErrorCode).toBe(0);
    expect(await warning('tags')).toBeNull();
  });

  it('refuses a blank reason, an unknown tutor, a tutor issuing warnings and anonymous calls', async () => {
    const issue = (who: string, Tuid: number, Reason: string) => t.call('POST', '/api/Staff/IssueMonitoringWarning', { ...as(who), body: { Tuid, Reason } });
    expect((await issue('staff', LearningTagsTutor.id, '   ')).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await issue('staff', 999_999, 'x')).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await issue('demo', LearningTagsTutor.id, 'x')).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await t.call('GET', '/api/Teacher/GetMonitoringWarning')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    expect((await t.call('GET', '/api/Teacher/GetLearningTagIds')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('a staff message asking for the Skype id opens a Type 1 dialog-list item until the tutor gives it (trimmed, required)', async () => {
    const list = async (who: string) => (await t.call<Array<{ Id: number; Type: number }>>('GET', '/api/Teacher/ShowDialogList', as(who))).json.Body;
    expect(await list('tags')).toEqual([]);
    const sent = await t.call('POST', '/api/Staff/SendMessage', {
      ...as('staff'),
      body: { Tuid: LearningTagsTutor.id, Type: 'system', Title: 'Skype ID', Content: 'Please give us your Skype ID.', AskSkypeId: true },
    });
    expect(sent.json).toMatchObject({ ErrorCode: 0, Body: { Sent: 1 } });
    expect((await list('tags')).map((item) => item.Type)).toEqual([1]);
    expect(await list('widgets')).toEqual([]);
    const update = (who: string, Sky: string) => t.call<{ Sky: string }>('POST', '/api/Teacher/UpdateSkypeId', { ...as(who), body: { Sky } });
    const blank = await update('tags', '   ');
    expect(blank.json.ErrorCode).toBe(ErrorCode.Failed);
    expect(blank.json.Msg).toBe('Skype ID is required.');
    expect((await list('tags')).map((item) => item.Type)).toEqual([1]);
    const saved = await update('tags', '  live:nilo.reyes  ');
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: 'Your Skype ID has been saved.', Body: { Sky: 'live:nilo.reyes' } });
    expect(await list('tags')).toEqual([]);
    await t.restart();
    expect((await t.call<{ Sky: string }>('GET', '/api/Teacher/GetSkypeId', as('tags'))).json.Body.Sky).toBe('live:nilo.reyes');
    expect((await t.call<{ Sky: string }>('GET', '/api/Teacher/GetSkypeId', as('widgets'))).json.Body.Sky).toBe('');
    expect((await t.call('GET', '/api/Teacher/ShowDialogList')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
