import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { LayoutNotice } from '../../src/domain/layout-notices';
import { NoticeSeed, NoticesTutor } from '../../server/seed/widget-notices.seed';
import { LearningTagsTutor } from '../../server/seed/widgets.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/** The provider's layout notices (growth-account.md §4): poster, transfer notice and holiday greeting, from the database. */
describe(`layout notices (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ token: tokens[who] });
  const check = async (who: string, url: string) => (await t.call<LayoutNotice | null>('POST', url, as(who))).json;
  const poster = (who: string) => check(who, '/api/Account/IsFirstShowPoster');
  const transfer = (who: string) => check(who, '/api/TutorComm/IsShowTutorSystemTransferNotice');
  const holiday = (who: string) => check(who, '/api/Teacher/GetHolidayGreeting');
  const close = (who: string, Id: unknown) => t.call<boolean>('POST', '/api/Teacher/CloseLayoutNotice', { ...as(who), body: { Id } });

  beforeAll(async () => {
    t = await startTestApp();
    tokens.notices = await t.login(NoticesTutor.account, NoticesTutor.password);
    tokens.demo = await t.login('demo', DemoUsers.demo.password);
    tokens.tags = await t.login(LearningTagsTutor.account, LearningTagsTutor.password);
  });
  afterAll(async () => t.close());

  it("answers each notice to the tutors of its group only; other areas' tutors see none", async () => {
    expect((await poster('notices')).Body).toMatchObject({ Kind: 'poster', Title: NoticeSeed.poster.title, ImageUrl: '/images/posters/app-poster.svg' });
    expect((await transfer('notices')).Body).toMatchObject({ Kind: 'transfer', Title: NoticeSeed.transfer.title, Body: NoticeSeed.transfer.body });
    expect((await holiday('notices')).Body).toMatchObject({ Kind: 'holiday', Title: NoticeSeed.demoHoliday.title });
    for (const who of ['demo', 'tags']) {
      expect(await poster(who)).toEqual({ ErrorCode: 0, Msg: '', Body: null });
      expect((await transfer(who)).Body).toBeNull();
      expect((await holiday(who)).Body).toBeNull();
    }
  });

  it('a closed notice does not show again, even after a restart; closing twice keeps the first time', async () => {
    const shown = (await poster('notices')).Body as LayoutNotice;
    expect((await close('notices', shown.Id)).json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    const seenAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    expect((await close('notices', shown.Id)).json.Body).toBe(true);
    await t.restart();
    expect((await poster('notices')).Body).toBeNull();
    const rows = await t.app.db.selectFrom('tutor_notice_views').select(['notice_id', 'seen_at']).where('user_id', '=', NoticesTutor.id).execute();
    expect(rows).toEqual([{ notice_id: shown.Id, seen_at: seenAt }]);
    // The others are still waiting.
    expect((await transfer('notices')).Body).not.toBeNull();
  });

  it("refuses closing another group's, an unknown or a malformed notice, and stores nothing", async () => {
    const mine = (await transfer('notices')).Body as LayoutNotice;
    expect((await close('demo', mine.Id)).json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: 'This notice does not exist.' });
    expect((await close('notices', 99_999)).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await close('notices', 'x')).json.ErrorCode).not.toBe(0);
    expect((await close('notices', 0)).json.ErrorCode).not.toBe(0);
    const demoRows = await t.app.db.selectFrom('tutor_notice_views').selectAll().where('user_id', '=', DemoUsers.demo.id).execute();
    expect(demoRows).toEqual([]);
  });

  it('the Christmas greeting runs on the spec days (provider time) for every tutor, once each', async () => {
    t.clock.set(new Date('2020-12-24T03:00:00.000Z'));
    const greeting = (await holiday('demo')).Body as LayoutNotice;
    expect(greeting).toMatchObject({ Kind: 'holiday', Title: NoticeSeed.christmas.title, Body: NoticeSeed.christmas.body });
    expect((await close('demo', greeting.Id)).json.Body).toBe(true);
    expect((await holiday('demo')).Body).toBeNull();
    expect((await holiday('tags')).Body).toMatchObject({ Id: greeting.Id });
    // 2020-12-25 16:30 UTC is already 12-26 in Manila: the greeting is over.
    t.clock.set(new Date('2020-12-25T16:30:00.000Z'));
    expect((await holiday('tags')).Body).toBeNull();
    expect((await close('tags', greeting.Id)).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('asks for a signed-in tutor', async () => {
    expect((await t.call('POST', '/api/Account/IsFirstShowPoster')).status).toBe(401);
  });
});

/** The client-error log (shell.md §8): a lazy page whose chunk failed is reported, with the tutor when signed in. */
describe(`client-error log (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());
  const report = (body: Record<string, unknown>, token?: string) => t.call<{ Id: number }>('POST', '/api/ClientLog/ReportClientError', { token, body: body });
  const chunk = {
    Type: 'chunk',
    Request: 'http://127.0.0.1/assets/flowers.page-1a2b.js',
    Path: '/flowers',
    Message: 'Failed to fetch dynamically imported module',
  };

  it('stores a report with the tutor when signed in, and without one from a public page', async () => {
    const token = await t.login(NoticesTutor.account, NoticesTutor.password);
    const mine = await report(chunk, token);
    expect(mine.json.ErrorCode).toBe(0);
    const anonymous = await report({ ...chunk, Path: '/welcome' });
    expect(anonymous.json.ErrorCode).toBe(0);
    const rows = await t.app.db.selectFrom('client_error_reports').select(['id', 'user_id', 'kind', 'request', 'path']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: mine.json.Body.Id, user_id: NoticesTutor.id, kind: 'chunk', request: chunk.Request, path: '/flowers' },
      { id: anonymous.json.Body.Id, user_id: null, kind: 'chunk', request: chunk.Request, path: '/welcome' },
    ]);
  });

  it('refuses an unknown type, a missing path, an overlong field or extra fields, and stores nothing', async () => {
    const before = (await t.app.db.selectFrom('client_error_reports').select('id').execute()).length;
    for (const bad of [
      { ...chunk, Type: 'crash' },
      { ...chunk, Path: '' },
      { ...chunk, Message: 'x'.repeat(1001) },
      { ...chunk, Extra: 1 },
    ]) {
      const answer = await report(bad);
      expect(answer.json.ErrorCode).not.toBe(0);
      expect(answer.json.Msg).not.toBe('');
    }
    expect((await t.app.db.selectFrom('client_error_reports').select('id').execute()).length).toBe(before);
  });
});
