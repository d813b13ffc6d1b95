import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import type { SignableParams } from '../../src/domain/signature';
import { ManualClock } from '../../server/services/clock';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface TemporaryClassroom {
  Success: boolean;
  WebLink: string;
  ClassId: number | null;
}

// Each demo tutor's first class today runs 00:30Z to 00:55Z, the next starts at 02:00Z.
const seededAt = new Date('2025-03-10T00:00:00Z');

describe(`header calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const room = async (who: string) => (await t.call<TemporaryClassroom>('POST', '/api/TutorComm/GetTemporaryClassroomLink', { token: tokens[who] })).json;
  const firstClassId = async (tutorId: number) =>
    (
      await t.database.db
        .selectFrom('classes')
        .select('id')
        .where('tutor_id', '=', tutorId)
        .where('start_at', '=', '2025-03-10T00:30:00.000Z')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(seededAt) });
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it("opens a temporary classroom for the tutor's own class from 30 minutes before it", async () => {
    const mine = await room('demo');
    expect(mine.ErrorCode).toBe(0);
    expect(mine.Body.Success).toBe(true);
    expect(mine.Body.ClassId).toBe(await firstClassId(DemoUsers.demo.id));
    expect(mine.Body.WebLink).toMatch(/^https:\/\/classroom\.partner\.example\/temporary\/[A-Za-z0-9_-]{22}$/);
    const theirs = await room('demo2');
    expect(theirs.Body.ClassId).toBe(await firstClassId(DemoUsers.demo2.id));
    expect(theirs.Body.WebLink).not.toBe(mine.Body.WebLink);
    // The same class keeps the same room while it runs.
    t.clock.set(new Date('2025-03-10T00:40:00Z'));
    expect((await room('demo')).Body.WebLink).toBe(mine.Body.WebLink);
  });

  it('answers Success false with the reason between classes', async () => {
    t.clock.set(new Date('2025-03-10T00:56:00Z'));
    expect(await room('demo')).toEqual({
      ErrorCode: 0,
      Msg: Messages.temporaryClassroomNoClass,
      Body: { Success: false, WebLink: '', ClassId: null },
    });
    t.clock.set(new Date('2025-03-10T01:30:00Z'));
    expect((await room('demo')).Body.Success).toBe(true);
  });

  it('logs a header shortcut click for the signed-in tutor', async () => {
    const result = await t.call('POST', '/api/Account/AddTuModelClickLog', { token: tokens.demo2, query: { type: 3 } });
    expect(result.json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    const rows = await t.database.db.selectFrom('model_click_logs').selectAll().execute();
    expect(rows.map((r) => [r.user_id, r.type])).toEqual([[DemoUsers.demo2.id, 3]]);
    const wrong = await t.call('POST', '/api/Account/AddTuModelClickLog', { token: tokens.demo2, query: { type: 99 } });
    expect(wrong.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'type' must be one of: 1, 2, 3, 4, 5, 6.", Body: null });
    expect((await t.call('POST', '/api/Account/AddTuModelClickLog', { query: { type: 3 } })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('logs client downloads with the signed-in tutor, or none on the public page', async () => {
    const body = { SourceType: 1, ClientInfo: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', ClientType: 1 };
    expect((await t.call('POST', '/api/Account/AddTutorClientDownloadsLog', { token: tokens.demo, body })).json).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: true,
    });
    const anonymous = { SourceType: 2, ClientInfo: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)', ClientType: 2 };
    expect((await t.call('POST', '/api/Account/AddTutorClientDownloadsLog', { body: anonymous })).json.ErrorCode).toBe(0);
    const rows = await t.database.db.selectFrom('client_download_logs').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.user_id, r.source_type, r.client_type, r.client_info])).toEqual([
      [DemoUsers.demo.id, 1, 1, body.ClientInfo],
      [null, 2, 2, anonymous.ClientInfo],
    ]);
  });

  it('answers clear messages for a bad download log', async () => {
    const post = (body: SignableParams) => t.call('POST', '/api/Account/AddTutorClientDownloadsLog', { token: tokens.demo, body }).then((r) => r.json);
    expect(await post({ SourceType: 1, ClientInfo: '', ClientType: 3 })).toEqual({
      ErrorCode: ErrorCode.Failed,
      Msg: "'ClientType' must be one of: 1, 2.",
      Body: null,
    });
    expect((await post({ SourceType: 1, ClientType: 1 })).Msg).toBe("'ClientInfo' is required.");
    expect((await post({ SourceType: 1, ClientInfo: 'x'.repeat(501), ClientType: 1 })).Msg).toBe("'ClientInfo' must be at most 500 characters.");
    expect((await post({ SourceType: 1, ClientInfo: '', ClientType: 1, Tuid: 1 })).Msg).toBe("'Tuid' is not allowed in the body.");
  });
});
