import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { GrowthScheduleMessages, type GrowthScheduleList, type PhotoSharing } from '../../src/domain/growth-schedule';
import { ManualClock } from '../../server/services/clock';
import { RankingsDemo } from '../../server/seed/rankings.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';
import { pngBytes, uploadOneChunk } from './im-helpers';

/** A Wednesday in Manila: next week is Monday 23 November. */
const NOW = new Date('2026-11-18T04:00:00.000Z');
const TUTOR = RankingsDemo.tutors[0]!;

describe(`growth schedule confirmation and class photos (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let rhea: string;
  let paolo: string;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(NOW), env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [rhea, paolo] = await Promise.all([t.login('rankings', 'demo1234'), t.login('rankings2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const call = <T>(token: string, path: string, body: Record<string, unknown> = {}) => t.call<T>('POST', `/api/GrowthSystem/${path}`, { token, body: body });
  const entries = (rule: string) =>
    t.database.db.selectFrom('ledger_entries').select(['amount', 'source_id']).where('tutor_id', '=', TUTOR.id).where('rule', '=', rule).execute();

  it("refuses to confirm an empty week, then confirms next week's plot once for +1 growth", async () => {
    const empty = await call<GrowthScheduleList>(rhea, 'GetScheduleList');
    expect(empty.json.Body).toMatchObject({ Week: '2026-11-23', TimeZone: 'Asia/Manila', SlotCount: 0, Confirmed: false, Reward: 1 });
    expect(empty.json.Body.Days.map((d) => d.Date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect((await call(rhea, 'ScheduleSubmit')).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: GrowthScheduleMessages.nothingToConfirm });

    // Monday 23 November 09:00 and 09:30 Manila, and a cancelled slot that does not count.
    const at = NOW.toISOString();
    const slot = (start: string, status: string) => ({ tutor_id: TUTOR.id, start_at: start, end_at: start, status, created_at: at, updated_at: at });
    await t.database.db
      .insertInto('schedule_slots')
      .values([slot('2026-11-23T01:00:00.000Z', 'waited'), slot('2026-11-23T01:30:00.000Z', 'confirmed'), slot('2026-11-24T01:00:00.000Z', 'canceled')])
      .execute();
    const listed = (await call<GrowthScheduleList>(rhea, 'GetScheduleList')).json.Body;
    expect(listed.SlotCount).toBe(2);
    expect(listed.Days[0]).toEqual({ Date: '2026-11-23', Slots: ['2026-11-23T01:00:00.000Z', '2026-11-23T01:30:00.000Z'] });

    const confirmed = await call<GrowthScheduleList>(rhea, 'ScheduleSubmit');
    expect(confirmed.json).toMatchObject({ ErrorCode: 0, Msg: GrowthScheduleMessages.confirmed, Body: { Confirmed: true, ConfirmedAt: at } });
    expect((await call(rhea, 'ScheduleSubmit')).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: GrowthScheduleMessages.alreadyConfirmed });
    expect(await entries('gv.schedule_confirmed')).toEqual([{ amount: 100, source_id: `${TUTOR.id}:2026-11-23` }]);
    // Another tutor's week is their own.
    expect((await call<GrowthScheduleList>(paolo, 'GetScheduleList')).json.Body).toMatchObject({ SlotCount: 0, Confirmed: false });
  });

  it("shares a group photo of a finished class once for +0.25 growth, and lists only the tutor's own", async () => {
    const finished = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', TUTOR.id)
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const photo = await uploadOneChunk(t, rhea, pngBytes(400, 300), 'class.png', 'GroupPhoto');
    expect(photo.ErrorCode).toBe(0);
    const fileRef = photo.Body!.fileRef;

    const paolos = await uploadOneChunk(t, paolo, pngBytes(400, 300), 'mine.png', 'GroupPhoto');
    expect((await call(rhea, 'ClassGroupPhotoSubmit', { ClassId: finished.id, FileRef: paolos.Body!.fileRef })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: GrowthScheduleMessages.photoMissing,
    });
    expect((await call(paolo, 'ClassGroupPhotoSubmit', { ClassId: finished.id, FileRef: paolos.Body!.fileRef })).json.Msg).toBe(
      GrowthScheduleMessages.classNotFinished,
    );

    const before = (await call<PhotoSharing>(rhea, 'GetPhotoSharing')).json.Body;
    expect(before.Photos).toEqual([]);
    expect(before.Classes.map((c) => c.ClassId)).toContain(finished.id);

    const shared = await call<PhotoSharing>(rhea, 'ClassGroupPhotoSubmit', { ClassId: finished.id, FileRef: fileRef, Caption: ' Our last lesson ' });
    expect(shared.json).toMatchObject({ ErrorCode: 0, Msg: GrowthScheduleMessages.photoShared });
    expect(shared.json.Body.Classes.map((c) => c.ClassId)).not.toContain(finished.id);
    expect(shared.json.Body.Photos).toEqual([
      expect.objectContaining({
        ClassId: finished.id,
        Caption: 'Our last lesson',
        SharedAt: NOW.toISOString(),
        PhotoUrl: expect.stringContaining(`/api/Upload/File/${fileRef}?expires=`),
      }),
    ]);
    expect((await call(rhea, 'ClassGroupPhotoSubmit', { ClassId: finished.id, FileRef: fileRef })).json.Msg).toBe(GrowthScheduleMessages.photoExists);
    expect(await entries('gv.photo_with_students')).toEqual([{ amount: 25, source_id: String(finished.id) }]);

    const link = shared.json.Body.Photos[0]!.PhotoUrl;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await call<PhotoSharing>(rhea, 'GetPhotoSharing')).json.Body.Photos).toHaveLength(1);
    expect((await call<PhotoSharing>(paolo, 'GetPhotoSharing')).json.Body.Photos).toEqual([]);
  });

  it('refuses malformed bodies', async () => {
    expect((await call(rhea, 'ClassGroupPhotoSubmit', { ClassId: 'x', FileRef: 'abc' })).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await call(rhea, 'ClassGroupPhotoSubmit', { ClassId: 1, FileRef: 'a'.repeat(32), Caption: 'x'.repeat(201) })).json.ErrorCode).toBe(
      ErrorCode.Failed,
    );
    expect((await t.call('POST', '/api/GrowthSystem/GetPhotoSharing')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
