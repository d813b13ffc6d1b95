import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassEventKind } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { ScheduleMessages, type ReleaseSlot, type ScheduleEvent } from '../../src/domain/schedule';
import { ManualClock } from '../../server/services/clock';
import { applyApprovedLeave, reopenUndoneLeave } from '../../server/services/leave-effects';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

// Monday 2026-11-23 10:00 in Manila: week 0 is Nov 23-29, week 1 Nov 30-Dec 6; the window ends Dec 7.
const NOW = new Date('2026-11-23T02:00:00Z');
const HOUR = 3_600_000;
/** A cell at local `date` `hh:mm` in Manila. */
const at = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+08:00`)).toISOString();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a70000000049454e44ae426082',
  'hex',
);

interface Limits {
  Reason: string;
  Weeks: Array<{ WeekStart: string; Plotted: boolean; Used: number; Remaining: number }>;
}

describe(`a tutor's time on the server (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let franchisee: string;
  let intl: string;

  beforeAll(async () => {
    t = await startTestApp({
      clock: new ManualClock(NOW),
      env: { ATTENDANCE_JOB_INTERVAL_MS: '0', SCHEDULE_MODIFY_LIMIT: '6', SCHEDULE_REMINDER_MIN_SLOTS: '40' },
    });
    demo = await t.login('demo', 'demo1234');
    demo2 = await t.login('demo2', 'demo1234');
    franchisee = await t.login('franchisee', 'demo1234');
    intl = await t.login('intl', 'demo1234');
  });
  afterAll(async () => t.close());

  const insert = (token: string, items: Array<{ StartTime: string; Status: 'Waited' | 'Canceled'; BusyTimeCheck?: boolean }>) =>
    t.call<{ Saved: number; Weeks: Limits['Weeks'] }>('POST', '/api/Schedule/InsertSchedule', {
      token,
      body: { Items: items.map((i) => ({ BusyTimeCheck: false, Links: [], ...i })) },
    });
  const grid = (token: string, startDate: string, endDate: string) =>
    t.call<{ Events: ScheduleEvent[] }>('POST', '/api/Schedule/GetAllowedScheduleEvent', { token, body: { startDate, endDate } });
  const cellOf = async (token: string, start: string) => {
    const day = new Date(Date.parse(start) + 8 * HOUR).toISOString().slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
    return (await grid(token, day, next)).json.Body.Events.find((e) => e.StartTime === start)!;
  };

  it('answers every half-hour cell of a period, and refuses a period outside the two weeks', async () => {
    const week = await grid(demo2, '2026-11-30', '2026-12-07');
    expect(week.json.ErrorCode).toBe(0);
    expect(week.json.Body.Events).toHaveLength(7 * 48);
    expect(week.json.Body.Events.some((e) => e.Status === 'Waited')).toBe(true);
    expect(week.json.Body.Events.some((e) => e.Status === 'Confirmed' && e.Disabled)).toBe(true);
    const past = await grid(demo2, '2026-11-16', '2026-11-23');
    expect(past.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ScheduleMessages.outsideWindow });
    const tooFar = await grid(demo2, '2026-12-14', '2026-12-15');
    expect(tooFar.json.Msg).toBe(ScheduleMessages.outsideWindow);
  });

  it("plots next week freely once, then refuses more changes than the modify count ('No modification for plotted schedule')", async () => {
    const before = await t.call<Limits['Weeks'][number]>('POST', '/api/Schedule/GetRestCourseCountOfNextWeek', { token: demo2 });
    expect(before.json.Body).toMatchObject({ WeekStart: '2026-11-30', Plotted: false, Remaining: 6 });
    const first = Array.from({ length: 8 }, (_, i) => ({
      StartTime: at('2026-12-01', `${String(14 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
      Status: 'Waited' as const,
    }));
    const plotted = await insert(demo2, first);
    expect(plotted.json.ErrorCode).toBe(0);
    expect(plotted.json.Body.Saved).toBe(8);
    expect(plotted.json.Body.Weeks[1]).toMatchObject({ Plotted: true, Used: 0, Remaining: 6 });
    expect((await cellOf(demo2, first[0]!.StartTime)).Status).toBe('Waited');

    const seven = first.slice(0, 7).map((c) => ({ ...c, Status: 'Canceled' as const }));
    const over = await insert(demo2, seven);
    expect(over.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: 'No modification for plotted schedule', Body: null });
    expect((await cellOf(demo2, first[0]!.StartTime)).Status).toBe('Waited');

    const two = await insert(demo2, seven.slice(0, 2));
    expect(two.json.Body.Weeks[1]).toMatchObject({ Used: 2, Remaining: 4 });
    const rest = await t.call<Limits['Weeks'][number]>('POST', '/api/Schedule/GetRestCourseCountOfNextWeek', { token: demo2 });
    expect(rest.json.Body.Remaining).toBe(4);
  });

  it('refuses a Confirmed slot, a disabled slot, a started slot and one outside the window', async () => {
    const confirmed = await t.database.db
      .selectFrom('schedule_slots')
      .select('start_at')
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('status', '=', 'confirmed')
      .where('start_at', '>', NOW.toISOString())
      .where('start_at', '<', at('2026-12-07', '00:00'))
      .orderBy('start_at')
      .executeTakeFirstOrThrow();
    expect((await insert(demo2, [{ StartTime: confirmed.start_at, Status: 'Canceled' }])).json.Msg).toBe(ScheduleMessages.confirmedSlot);
    const closed = at('2026-11-26', '03:00');
    await t.database.db
      .insertInto('schedule_slots')
      .values({
        tutor_id: DemoUsers.demo2.id,
        start_at: closed,
        end_at: at('2026-11-26', '03:30'),
        status: 'waited',
        disabled: 1,
        class_id: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    expect((await insert(demo2, [{ StartTime: closed, Status: 'Canceled' }])).json.Msg).toBe(ScheduleMessages.disabledSlot);
    expect((await insert(demo2, [{ StartTime: at('2026-11-23', '08:30'), Status: 'Waited' }])).json.Msg).toBe(ScheduleMessages.pastSlot);
    expect((await insert(demo2, [{ StartTime: at('2026-12-07', '10:00'), Status: 'Waited' }])).json.Msg).toBe(ScheduleMessages.outsideWindow);
    expect((await insert(demo2, [{ StartTime: at('2026-11-26', '03:10'), Status: 'Waited' }])).json.Msg).toBe(ScheduleMessages.notASlot);
  });

  it("never touches another tutor's slot: the same time is the caller's own cell", async () => {
    const db = t.database.db;
    const franchiseeStarts = (await db.selectFrom('schedule_slots').select('start_at').where('tutor_id', '=', DemoUsers.franchisee.id).execute()).map(
      (r) => r.start_at,
    );
    const theirs = await db
      .selectFrom('schedule_slots')
      .selectAll()
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('status', '=', 'waited')
      .where('start_at', '>', NOW.toISOString())
      .where('start_at', '<', at('2026-11-30', '00:00'))
      .where('start_at', 'not in', franchiseeStarts.concat(['']))
      .orderBy('start_at')
      .executeTakeFirstOrThrow();
    const result = await insert(franchisee, [{ StartTime: theirs.start_at, Status: 'Waited' }]);
    expect(result.json.ErrorCode).toBe(0);
    expect(await db.selectFrom('schedule_slots').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow()).toEqual(theirs);
    const mine = await db
      .selectFrom('schedule_slots')
      .select(['status', 'tutor_id'])
      .where('tutor_id', '=', DemoUsers.franchisee.id)
      .where('start_at', '=', theirs.start_at)
      .executeTakeFirstOrThrow();
    expect(mine).toEqual({ status: 'waited', tutor_id: DemoUsers.franchisee.id });
  });

  it('busy time: only 7 to 13 days ahead, linked to a plotted neighbour, cancelled with it, back only when its links are', async () => {
    const [a, b, busy] = [at('2026-12-02', '15:00'), at('2026-12-02', '15:30'), at('2026-12-02', '16:00')];
    const near = at('2026-11-25', '16:00');
    expect(
      (
        await insert(franchisee, [
          { StartTime: at('2026-11-25', '15:30'), Status: 'Waited' },
          { StartTime: near, Status: 'Waited', BusyTimeCheck: true },
        ])
      ).json.Msg,
    ).toBe(ScheduleMessages.busyOutsideWindow);
    expect((await insert(franchisee, [{ StartTime: at('2026-12-02', '17:00'), Status: 'Waited', BusyTimeCheck: true }])).json.Msg).toBe(
      ScheduleMessages.busyNeedsLink,
    );
    const flagged = await insert(franchisee, [
      { StartTime: a, Status: 'Waited' },
      { StartTime: b, Status: 'Waited' },
      { StartTime: busy, Status: 'Waited', BusyTimeCheck: true },
    ]);
    expect(flagged.json.ErrorCode).toBe(0);
    expect(await cellOf(franchisee, busy)).toMatchObject({ Status: 'Waited', BusyTimeCheck: true, Type: 1, Links: [b] });
    const cascaded = await insert(franchisee, [{ StartTime: b, Status: 'Canceled' }]);
    expect(cascaded.json.Body.Saved).toBe(2);
    expect((await cellOf(franchisee, busy)).Status).toBe('Canceled');
    expect((await insert(franchisee, [{ StartTime: busy, Status: 'Waited', BusyTimeCheck: true }])).json.Msg).toBe(ScheduleMessages.busyLinksNotAvailable);
    const back = await insert(franchisee, [
      { StartTime: b, Status: 'Waited' },
      { StartTime: busy, Status: 'Waited', BusyTimeCheck: true },
    ]);
    expect(back.json.ErrorCode).toBe(0);
    expect((await cellOf(franchisee, busy)).Status).toBe('Waited');
  });

  it('is gated by openSelfSchedule and limitCheck.selfSchedulesEnable, saying why', async () => {
    await t.database.db.updateTable('tutor_profiles').set({ self_schedules_enable: 0 }).where('user_id', '=', DemoUsers.international.id).execute();
    const limits = await t.call<Limits>('POST', '/api/Schedule/GetSelfScheduleLimitCheck', { token: intl });
    expect(limits.json.Body.Reason).toBe(ScheduleMessages.selfScheduleLimited);
    const refused = await insert(intl, [{ StartTime: at('2026-11-26', '03:00'), Status: 'Waited' }]);
    expect(refused.status).toBe(403);
    expect(refused.json.Msg).toBe(ScheduleMessages.selfScheduleLimited);
    await t.database.db
      .updateTable('tutor_profiles')
      .set({ self_schedules_enable: 1, open_self_schedule: 0 })
      .where('user_id', '=', DemoUsers.international.id)
      .execute();
    expect((await insert(intl, [{ StartTime: at('2026-11-26', '03:00'), Status: 'Waited' }])).json.Msg).toBe(ScheduleMessages.selfScheduleClosed);
    await t.database.db.updateTable('tutor_profiles').set({ open_self_schedule: 1 }).where('user_id', '=', DemoUsers.international.id).execute();
  });

  describe('autonomous cancellation', () => {
    const cancel = async (token: string, classIds: number[], withProof = true) => {
      const form = new FormData();
      form.append('ClassIds', classIds.join(','));
      form.append('Reason', 'Family emergency');
      if (withProof) form.append('file', new Blob([new Uint8Array(PNG)]), 'proof.png');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ClassTable/AutonomousCancellation',
        headers: { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` },
        payload: form,
      });
      return {
        status: response.statusCode,
        json: response.json<{
          ErrorCode: number;
          Msg: string;
          Body: { Remaining: number; Cancelled: Array<{ ClassId: number; TeachingPoints: number; Growth: number }> };
        }>(),
      };
    };
    const remaining = async (token: string) =>
      (
        await t.call<{ Allowance: number; Remaining: number; Tier: string; TimeZone: string }>('POST', '/api/ClassTable/GetRemainingCancelCountOfThisWeek', {
          token,
        })
      ).json.Body;
    const listed = async (token: string, startTime: string, endTime: string) =>
      (
        await t.call<Array<{ ClassId: number; StartTime: string; Cancellable: boolean; IsNextWeek: boolean; Status: string; ClassType: string }>>(
          'POST',
          '/api/ClassTable/getTutorLessonDurationCancle',
          { token, body: { startTime, endTime } },
        )
      ).json.Body;

    it("cancels within the allowance through the class service: status, slot, events with the penalties, counter; next week's uses none", async () => {
      expect(await remaining(demo)).toMatchObject({ Tier: 'B', Allowance: 3, Remaining: 3, TimeZone: 'Asia/Manila' });
      const thisWeek = (await listed(demo, '2026-11-23', '2026-11-30')).filter((c) => c.Cancellable && c.ClassType !== 'small');
      const nextWeek = (await listed(demo, '2026-11-30', '2026-12-07')).filter((c) => c.Cancellable && c.ClassType !== 'small');
      expect(thisWeek.every((c) => !c.IsNextWeek)).toBe(true);
      expect(nextWeek[0]!.IsNextWeek).toBe(true);
      const soon = thisWeek.find((c) => Date.parse(c.StartTime) - NOW.getTime() < 24 * HOUR && Date.parse(c.StartTime) - NOW.getTime() >= 3 * HOUR)!;

      const preview = await t.call<{ Items: Array<{ UsesAllowance: boolean; Growth: number }>; RemainingAfter: number }>(
        'POST',
        '/api/ClassTable/GetTutorSelfCancelTest',
        {
          token: demo,
          body: { ClassIds: [soon.ClassId, nextWeek[0]!.ClassId] },
        },
      );
      expect(preview.json.Body).toMatchObject({
        RemainingAfter: 2,
        Items: [
          { UsesAllowance: true, Growth: -4 },
          { UsesAllowance: false, Growth: 0 },
        ],
      });

      const done = await cancel(demo, [soon.ClassId, nextWeek[0]!.ClassId]);
      expect(done.json.ErrorCode).toBe(0);
      expect(done.json.Body.Remaining).toBe(2);
      expect(done.json.Body.Cancelled.map((c) => [c.TeachingPoints, c.Growth])).toEqual([
        [-2, -4],
        [-2, 0],
      ]);
      const row = await t.database.db.selectFrom('classes').select(['status', 'status_changed_by']).where('id', '=', soon.ClassId).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', status_changed_by: 'tutor' });
      const slot = await t.database.db
        .selectFrom('schedule_slots')
        .select(['status', 'class_id'])
        .where('tutor_id', '=', DemoUsers.demo.id)
        .where('start_at', '=', soon.StartTime)
        .executeTakeFirstOrThrow();
      expect(slot).toEqual({ status: 'canceled', class_id: null });
      const events = await t.database.db.selectFrom('class_events').select(['kind', 'details']).where('class_id', '=', soon.ClassId).orderBy('id').execute();
      expect(events.map((e) => e.kind)).toEqual([ClassEventKind.booked, ClassEventKind.cancelled]);
      // The penalties are the ledger's entries behind the class, counted once.
      const entries = await t.database.db
        .selectFrom('ledger_entries')
        .select(['rule', 'amount'])
        .where('source_type', '=', 'class')
        .where('source_id', '=', String(soon.ClassId))
        .orderBy('rule')
        .execute();
      expect(entries).toEqual([
        { rule: 'gv.cancel_within_24h', amount: -400 },
        { rule: 'tp.cancellation', amount: -200 },
      ]);
      expect(await remaining(demo)).toMatchObject({ Remaining: 2 });
      expect((await cancel(demo, [soon.ClassId])).json.Msg).toBe(ScheduleMessages.cancelNotYours);
    });

    it('refuses beyond the allowance, without a proof, too late, and for another tutor’s class', async () => {
      const thisWeek = (await listed(demo, '2026-11-23', '2026-11-30')).filter((c) => c.Cancellable && c.ClassType !== 'small');
      expect((await cancel(demo, [thisWeek[0]!.ClassId], false)).json.Msg).toBe(ScheduleMessages.cancelProofRequired);
      const over = await cancel(
        demo,
        thisWeek.slice(0, 3).map((c) => c.ClassId),
      );
      expect(over.json.Msg).toBe(ScheduleMessages.cancelOverAllowance);
      const other = await cancel(demo2, [thisWeek[0]!.ClassId]);
      expect(other.status).toBe(404);
      const bookedSoon = (await listed(demo, '2026-11-23', '2026-11-24')).find((c) => c.Status === 'booked' && !c.Cancellable);
      if (bookedSoon) expect((await cancel(demo, [bookedSoon.ClassId])).json.Msg).toBe(ScheduleMessages.cancelTooLate);
      const stillBooked = await t.database.db.selectFrom('classes').select('status').where('id', '=', thisWeek[0]!.ClassId).executeTakeFirstOrThrow();
      expect(stillBooked.status).toBe('booked');
    });

    it('is gated by openSelfCancel', async () => {
      await t.database.db.updateTable('tutor_profiles').set({ open_self_cancel: 0 }).where('user_id', '=', DemoUsers.international.id).execute();
      const option = await t.call<{ OpenSelfCancel: boolean; Reason: string }>('POST', '/api/ClassTable/GetTutorSelfCancel', { token: intl });
      expect(option.json.Body).toEqual({ OpenSelfCancel: false, Reason: ScheduleMessages.selfCancelClosed });
      const mine = (await listed(intl, '2026-11-23', '2026-12-07')).find((c) => c.Cancellable)!;
      expect((await cancel(intl, [mine.ClassId])).status).toBe(403);
      await t.database.db.updateTable('tutor_profiles').set({ open_self_cancel: 1 }).where('user_id', '=', DemoUsers.international.id).execute();
    });
  });

  describe('release time', () => {
    const slots = async (token: string, startTime: string, endTime: string) =>
      (await t.call<ReleaseSlot[]>('POST', '/api/ClassTable/GetTutorLessonDurationTest', { token, body: { startTime, endTime } })).json.Body;

    it("releases a day's free slots, refuses a booked one, and the 05:30 marker follows the busy slots", async () => {
      const day = await slots(intl, '2026-12-03', '2026-12-04');
      const marker = day.find((s) => s.IsMarker)!;
      expect(marker.StartTime).toBe(at('2026-12-03', '05:30'));
      expect(marker.Status).toBe(0);
      const held = day.filter((s) => !s.IsMarker && !s.Booked && s.Status === 1);
      const released = await t.call<{ Saved: number }>('POST', '/api/ClassTable/SubmitReleaseTime', {
        token: intl,
        body: { Items: held.map((s) => ({ StartTime: s.StartTime, Status: 0 })) },
      });
      expect(released.json.ErrorCode).toBe(0);
      expect(held.length).toBeGreaterThan(0);
      const after = await slots(intl, '2026-12-03', '2026-12-04');
      expect(after.filter((s) => !s.IsMarker && !s.Booked).every((s) => s.Status === 0)).toBe(true);

      // The franchisee's busy-time slot of Dec 2 (flagged above) lights its day's marker; releasing it puts the marker out.
      const busyDay = await slots(franchisee, '2026-12-02', '2026-12-03');
      expect(busyDay.find((s) => s.IsMarker)!.Status).toBe(1);
      const busy = busyDay.find((s) => s.BusyTimeCheck)!;
      expect(
        (await t.call('POST', '/api/ClassTable/SubmitReleaseTime', { token: franchisee, body: { Items: [{ StartTime: busy.StartTime, Status: 0 }] } })).json
          .ErrorCode,
      ).toBe(0);
      expect((await slots(franchisee, '2026-12-02', '2026-12-03')).find((s) => s.IsMarker)!.Status).toBe(0);

      const booked = (await slots(demo, '2026-11-24', '2026-11-25')).find((s) => s.Booked)!;
      const refused = await t.call('POST', '/api/ClassTable/SubmitReleaseTime', { token: demo, body: { Items: [{ StartTime: booked.StartTime, Status: 0 }] } });
      expect(refused.json.Msg).toBe(ScheduleMessages.releaseBookedSlot);
    });
  });

  it('the reminder card shows from the configured weekday while next week is unplotted', async () => {
    const remind = async (token: string) =>
      (await t.call<{ IsShow: boolean; Tips: string }>('POST', '/api/ClassTable/GetTutorSelfScheduleRemind', { token })).json.Body;
    expect((await remind(intl)).IsShow).toBe(false);
    t.clock.set(new Date('2026-11-26T02:00:00Z'));
    try {
      intl = await t.login('intl', 'demo1234');
      demo = await t.login('demo', 'demo1234');
      await t.database.db
        .updateTable('schedule_slots')
        .set({ status: 'canceled' })
        .where('tutor_id', '=', DemoUsers.international.id)
        .where('status', '=', 'waited')
        .where('start_at', '>=', at('2026-11-30', '00:00'))
        .execute();
      const shown = await remind(intl);
      expect(shown.IsShow).toBe(true);
      expect(shown.Tips).not.toBe('');
      expect((await remind(demo)).IsShow).toBe(false);
    } finally {
      t.clock.set(NOW);
      intl = await t.login('intl', 'demo1234');
      demo = await t.login('demo', 'demo1234');
    }
  });

  it('an approved leave closes its Waited slots and hands its classes to staff; withdrawing reopens the future slots', async () => {
    const db = t.database.db;
    const leave = { tutorId: DemoUsers.demo.id, startAt: at('2026-12-03', '00:00'), endAt: at('2026-12-04', '00:00'), leaveId: 7001, at: NOW };
    const waited = await db
      .selectFrom('schedule_slots')
      .select('start_at')
      .where('tutor_id', '=', leave.tutorId)
      .where('status', '=', 'waited')
      .where('start_at', '>=', leave.startAt)
      .where('start_at', '<', leave.endAt)
      .execute();
    const booked = await db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', leave.tutorId)
      .where('status', '=', 'booked')
      .where('start_at', '>=', leave.startAt)
      .where('start_at', '<', leave.endAt)
      .execute();
    expect(waited.length + booked.length).toBeGreaterThan(0);
    const applied = await applyApprovedLeave(db, leave);
    expect(applied).toEqual({ slotsClosed: waited.length, classesHanded: booked.length });
    expect(await applyApprovedLeave(db, leave)).toEqual({ slotsClosed: 0, classesHanded: 0 });
    const handed = await db
      .selectFrom('class_events')
      .select('class_id')
      .where('kind', '=', ClassEventKind.handedToStaff)
      .where('tutor_id', '=', leave.tutorId)
      .execute();
    expect(handed.map((e) => e.class_id).sort()).toEqual(booked.map((b) => b.id).sort());
    const reopened = await reopenUndoneLeave(db, { tutorId: leave.tutorId, leaveId: leave.leaveId, at: NOW });
    expect(reopened.slotsReopened).toBe(waited.length);
    const back = await db
      .selectFrom('schedule_slots')
      .select('status')
      .where('tutor_id', '=', leave.tutorId)
      .where('start_at', 'in', waited.map((w) => w.start_at).concat(['']))
      .execute();
    expect(back.every((s) => s.status === 'waited')).toBe(true);
  });
});
