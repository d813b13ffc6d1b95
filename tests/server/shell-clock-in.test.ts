import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { ManualClock } from '../../server/services/clock';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface ClockInDay {
  Status: number;
  WorkDate: string;
  ClockedInAt: string | null;
  FirstClassAt: string | null;
}

// 08:00 in Manila. The seed puts each demo tutor's first class of today at 08:30 (00:30Z).
const seededAt = new Date('2025-03-10T00:00:00Z');
const firstClassToday = '2025-03-10T00:30:00.000Z';

describe(`clock-in (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const status = async (who: string) => (await t.call<ClockInDay>('POST', '/api/TutorComm/GetClockInStatus', { token: tokens[who] })).json;
  const register = (who: string) => t.call<number>('POST', '/api/tutorcomm/Registration', { token: tokens[who] });

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(seededAt) });
    for (const who of ['demo', 'demo2', 'franchisee'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it("answers 0 before the first class, on the provider's day", async () => {
    expect(await status('demo')).toEqual({
      ErrorCode: 0,
      Msg: '',
      Body: { Status: 0, WorkDate: '2025-03-10', ClockedInAt: null, FirstClassAt: firstClassToday },
    });
  });

  it('clocks in once: Body 1 with the success text, then Clocked In, then refused', async () => {
    t.clock.set(new Date('2025-03-10T00:10:00Z'));
    const first = await register('demo');
    expect(first.json).toEqual({ ErrorCode: 0, Msg: Messages.clockInSuccess, Body: 1 });
    expect((await status('demo')).Body).toEqual({
      Status: 1,
      WorkDate: '2025-03-10',
      ClockedInAt: '2025-03-10T00:10:00.000Z',
      FirstClassAt: firstClassToday,
    });
    const again = await register('demo');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.clockInAlready, Body: null });
  });

  it("keeps one tutor's clock-in away from another's", async () => {
    expect((await status('demo2')).Body.Status).toBe(0);
    const spoof = await t.call<ClockInDay>('POST', '/api/TutorComm/GetClockInStatus', {
      token: tokens.demo2,
      query: { tuid: DemoUsers.demo.id },
    });
    expect(spoof.json.Body.Status).toBe(0);
  });

  it('survives a restart', async () => {
    await t.restart();
    expect((await status('demo')).Body).toMatchObject({ Status: 1, ClockedInAt: '2025-03-10T00:10:00.000Z' });
  });

  it('turns Late (2) once the first class started without a clock-in, and records a late clock-in as 3', async () => {
    t.clock.set(new Date(firstClassToday));
    expect((await status('demo2')).Body.Status).toBe(2);
    const late = await register('demo2');
    expect(late.json).toEqual({ ErrorCode: 0, Msg: Messages.clockInRecordedLate, Body: 3 });
    expect((await status('demo2')).Body).toMatchObject({ Status: 3, ClockedInAt: firstClassToday });
    // The one clocked in on time stays Clocked In all day.
    expect((await status('demo')).Body.Status).toBe(1);
  });

  it('lets a tutor without classes today clock in (-1), and ignores cancelled classes', async () => {
    await t.database.db
      .updateTable('classes')
      .set({ status: 'cancelled' })
      .where('tutor_id', '=', DemoUsers.franchisee.id)
      .where('start_at', '>=', '2025-03-09T16:00:00.000Z')
      .where('start_at', '<', '2025-03-10T16:00:00.000Z')
      .execute();
    expect((await status('franchisee')).Body).toMatchObject({ Status: 0, FirstClassAt: null });
    expect((await register('franchisee')).json).toEqual({ ErrorCode: 0, Msg: Messages.clockInSuccess, Body: 1 });
    expect((await status('franchisee')).Body.Status).toBe(-1);
  });

  it("starts a new day at the provider's midnight", async () => {
    // 06:00 on the 11th in Manila, still the 10th in UTC; demo's first class tomorrow is at 07:00.
    t.clock.set(new Date('2025-03-10T22:00:00Z'));
    tokens.demo = await t.login('demo', DemoUsers.demo.password);
    expect((await status('demo')).Body).toEqual({
      Status: 0,
      WorkDate: '2025-03-11',
      ClockedInAt: null,
      FirstClassAt: '2025-03-10T23:00:00.000Z',
    });
  });

  it('refuses calls without a token and from staff', async () => {
    const anonymous = await t.call('POST', '/api/TutorComm/GetClockInStatus');
    expect(anonymous.json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const staff = await t.login('staff', DemoUsers.staff.password);
    expect((await t.call('POST', '/api/tutorcomm/Registration', { token: staff })).json.ErrorCode).toBe(ErrorCode.Forbidden);
  });
});
