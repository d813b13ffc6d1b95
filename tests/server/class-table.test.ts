import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassTableMessages, type ClassTableClass, type ClassTablePeriod, type ClassroomLink } from '../../src/domain/class-table';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { bookClass, changeClassStatus } from '../../server/services/class.service';
import { DEMO_SMALL_CLASS_ID, DemoStudents, ucidOf } from '../../server/seed/teaching.seed';
import { DemoUsers, freeHalfHour, startTestApp, usingPostgres, type TestApp } from './harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe(`class table, classroom joins and the calendar feed (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let staff: string;
  const realNow = new Date();
  const student = DemoStudents[1];

  beforeAll(async () => {
    t = await startTestApp({
      env: { ATTENDANCE_JOB_INTERVAL_MS: '0', CLASSROOM_URL_CLASSIN: 'https://rooms.example/c/{room}?t={token}&id={clid}' },
    });
    [demo, demo2, staff] = [await t.login('demo', 'demo1234'), await t.login('demo2', 'demo1234'), await t.login('staff', 'staff1234')];
  });
  afterAll(async () => t.close());

  /** A half-hour start `days` from now at 02:30 UTC, where no seeded class is. */
  let nextFree = 40;
  function freeStart(): string {
    const day = new Date(realNow.getTime() + nextFree++ * DAY);
    day.setUTCHours(2, 30, 0, 0);
    return day.toISOString();
  }

  const book = (overrides: Partial<Parameters<typeof bookClass>[1]> = {}) =>
    bookClass(t.app, {
      tutorId: DemoUsers.demo2.id,
      studentId: student.id,
      ucid: ucidOf(student.id),
      classType: ClassType.regular,
      classTool: 7,
      startAt: freeStart(),
      feePhp: 200,
      actor: ClassActor.staff,
      ...overrides,
    });

  /** Runs `body` with the clock at `instant` (signed in again then, as tokens expire), then puts both back. */
  async function at<T>(instant: number, body: () => Promise<T>): Promise<T> {
    const tokens = [demo, demo2];
    t.clock.set(new Date(instant));
    try {
      [demo, demo2] = [await t.login('demo', 'demo1234'), await t.login('demo2', 'demo1234')];
      return await body();
    } finally {
      t.clock.set(realNow);
      [demo, demo2] = tokens as [string, string];
    }
  }

  const week = (token: string, body?: Record<string, string>) =>
    t.call<ClassTablePeriod>('POST', '/api/ClassTable/GetTutorRealTimeClassByWeek', { token, ...(body ? { body } : {}) });

  it("answers the current week of the tutor's classes in the provider's zone, every status, with the spec's display status", async () => {
    const result = await week(demo);
    expect(result.json.Msg).toBe('');
    expect(result.json.ErrorCode).toBe(0);
    const period = result.json.Body;
    expect(period).toMatchObject({ TimeZone: 'Asia/Manila', ZoneLabel: 'Asia/Manila (UTC+08:00)', Days: 7 });
    expect(Date.parse(period.EndTime) - Date.parse(period.StartTime)).toBe(7 * DAY);
    expect(period.Classes.length).toBeGreaterThan(5);
    const rows = await t.database.db
      .selectFrom('classes')
      .select(['id'])
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('start_at', '>=', period.StartTime)
      .where('start_at', '<', period.EndTime)
      .execute();
    expect(period.Classes.map((c) => c.CLID).sort()).toEqual(rows.map((r) => r.id).sort());
    const now = Date.parse(period.ServerTime);
    for (const lesson of period.Classes) {
      const over = Date.parse(lesson.EndTime) <= now;
      expect(lesson.IsOverClass).toBe(over);
      expect(lesson.DisplayStatus).toBe(over && lesson.SID > 0 ? 'finished' : !over && lesson.SID === 0 ? 'unfinished' : 'incorrectFinished');
    }
    const upcoming = period.Classes.find((c) => c.Status === 'booked' && c.StudentName);
    if (upcoming) expect(upcoming).toMatchObject({ ClassToolName: expect.any(String), ClassTypeLabel: expect.any(String), CourseName: expect.any(String) });
  });

  it('answers a day, and refuses a WeekStart that is not a Monday, two periods at once, and a range over 42 days', async () => {
    const period = (await week(demo)).json.Body;
    const day = await week(demo, { Day: period.FirstDay });
    expect(day.json.Body).toMatchObject({ FirstDay: period.FirstDay, Days: 1, StartTime: period.StartTime });
    expect(day.json.Body.Classes.every((c) => c.StartTime < day.json.Body.EndTime)).toBe(true);
    const tuesday = await week(demo, { WeekStart: '2026-03-24' });
    expect(tuesday.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassTableMessages.weekStartNotMonday });
    expect((await week(demo, { WeekStart: '2026-02-30' })).json.Msg).toBe(ClassTableMessages.weekStartNotMonday);
    expect((await week(demo, { WeekStart: '2026-03-23', Day: '2026-03-24' })).json.Msg).toBe(ClassTableMessages.badPeriod);
    const long = await week(demo, { StartTime: '2026-01-01T00:00:00.000Z', EndTime: '2026-03-01T00:00:00.000Z' });
    expect(long.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassTableMessages.badPeriod });
    const range = await week(demo, { StartTime: period.StartTime, EndTime: period.EndTime });
    expect(range.json.Body.Classes.length).toBe(period.Classes.length);
  });

  it('reads a week across the daylight-saving change in Europe/Berlin and America/New_York in the local calendar', async () => {
    // Berlin moves to summer time on Sunday 2026-03-29: that week is 167 hours.
    const inside = [await book({ startAt: '2026-03-22T23:00:00.000Z' }), await book({ startAt: '2026-03-29T21:30:00.000Z' })];
    const outside = [await book({ startAt: '2026-03-22T22:30:00.000Z' }), await book({ startAt: '2026-03-29T22:00:00.000Z' })];
    const zone = await t.call('POST', '/api/ClassTable/SetDisplayTimeZone', { token: demo2, body: { TimeZone: 'europe/berlin' } });
    expect(zone.json.Body).toMatchObject({ TimeZone: 'Europe/Berlin', IsDefault: false });
    const berlin = (await week(demo2, { WeekStart: '2026-03-23' })).json.Body;
    expect(berlin).toMatchObject({
      TimeZone: 'Europe/Berlin',
      ZoneLabel: 'Europe/Berlin (UTC+01:00)',
      StartTime: '2026-03-22T23:00:00.000Z',
      EndTime: '2026-03-29T22:00:00.000Z',
    });
    const ids = berlin.Classes.map((c) => c.CLID);
    for (const lesson of inside) expect(ids).toContain(lesson.id);
    for (const lesson of outside) expect(ids).not.toContain(lesson.id);
    const info = await t.call<ClassTableClass & { ZoneLabel: string }>('POST', '/api/ClassTable/GetTutorRealTimeClassInfo', {
      token: demo2,
      query: { clid: inside[1]!.id },
    });
    expect(info.json.Body.ZoneLabel).toBe('Europe/Berlin (UTC+02:00)');

    // New York falls back on Sunday 2026-11-01: that week is 169 hours.
    await t.call('POST', '/api/ClassTable/SetDisplayTimeZone', { token: demo2, body: { TimeZone: 'America/New_York' } });
    const lateSunday = await book({ startAt: '2026-11-02T04:30:00.000Z' }); // 23:30 EST, still Sunday
    const newYork = (await week(demo2, { WeekStart: '2026-10-26' })).json.Body;
    expect(newYork).toMatchObject({ StartTime: '2026-10-26T04:00:00.000Z', EndTime: '2026-11-02T05:00:00.000Z', ZoneLabel: 'America/New_York (UTC-04:00)' });
    expect(newYork.Classes.map((c) => c.CLID)).toContain(lateSunday.id);
    const details = await t.call<{ LocalStart: string; ZoneLabel: string }>('POST', '/api/ClassTable/GetClassDetails', {
      token: demo2,
      query: { clid: lateSunday.id },
    });
    expect(details.json.Body).toMatchObject({ LocalStart: '2026-11-01 23:30', ZoneLabel: 'America/New_York (UTC-05:00)' });

    expect((await t.call('POST', '/api/ClassTable/SetDisplayTimeZone', { token: demo2, body: { TimeZone: 'Mars/Olympus' } })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: ClassTableMessages.unknownTimeZone,
    });
    const reset = await t.call('POST', '/api/ClassTable/SetDisplayTimeZone', { token: demo2, body: { TimeZone: '' } });
    expect(reset.json.Body).toMatchObject({ TimeZone: 'Asia/Manila', IsDefault: true });
    expect((await t.call('POST', '/api/ClassTable/GetDisplayTimeZone', { token: demo2 })).json.Body).toMatchObject({
      TimeZone: 'Asia/Manila',
      ProviderTimeZone: 'Asia/Manila',
    });
  });

  it("answers a class's info and the class detail header to its tutor, and refuses another tutor's class as not found", async () => {
    const lesson = await book({ classType: ClassType.test, ucid: null });
    const info = await t.call<ClassTableClass>('POST', '/api/ClassTable/GetTutorRealTimeClassInfo', { token: demo2, query: { clid: lesson.id } });
    expect(info.json.Body).toMatchObject({
      CLID: lesson.id,
      StuUID: student.id,
      StudentName: student.name,
      ClassToolName: 'ClassIn',
      JoinCall: 'JoinClassIn',
      CanJoin: false,
    });
    const details = await t.call<Record<string, any>>('POST', '/api/ClassTable/GetClassDetails', { token: demo2, query: { clid: lesson.id } });
    expect(details.json.Body).toMatchObject({
      info: { CLID: lesson.id, StuUID: student.id, SID: 0, IsOverClass: false, istext: true, UCID: 0 },
      Student: { Name: student.name, Country: student.country },
      ClassTypeLabel: 'Test lesson',
      TimeZone: 'Asia/Manila',
    });
    for (const path of ['GetTutorRealTimeClassInfo', 'GetClassDetails', 'JoinClassIn', 'GetAgoraCoursewarePreloadPageUrl']) {
      const foreign = await t.call('POST', `/api/ClassTable/${path}`, { token: demo, query: { clid: lesson.id } });
      expect(foreign.status).toBe(404);
      expect(foreign.json).toEqual({ ErrorCode: ErrorCode.NotFound, Msg: ClassTableMessages.classNotFound, Body: null });
    }
    expect((await t.call('POST', '/api/ClassTable/GetClassDetails', { token: demo2, query: { clid: 'x' } })).json.ErrorCode).toBe(ErrorCode.Failed);
  });

  it('joins a ClassIn class inside its window at the configured link, records it, and gives the desktop client its link', async () => {
    const lesson = await book({ classTool: 7 });
    const start = Date.parse(lesson.start_at);
    const join = (headers: Record<string, string> = {}, path = 'JoinClassIn') =>
      t.call<ClassroomLink>('POST', `/api/ClassTable/${path}`, { token: demo2, query: { clid: lesson.id }, headers });
    await at(start - 16 * MINUTE, async () => {
      expect((await join()).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassTableMessages.notJoinableYet(15) });
    });
    await at(start - 15 * MINUTE, async () => {
      const info = await t.call<ClassTableClass>('POST', '/api/ClassTable/GetTutorRealTimeClassInfo', { token: demo2, query: { clid: lesson.id } });
      expect(info.json.Body.CanJoin).toBe(true);
      const web = await join();
      expect(web.json.ErrorCode).toBe(0);
      expect(web.json.Body.Url).toMatch(new RegExp(`^https://rooms\\.example/c/${web.json.Body.Room}\\?t=[\\w.-]+&id=${lesson.id}$`));
      expect(web.json.Body).toMatchObject({ ToolName: 'ClassIn', ForClient: false });
      const client = await join({ cookie: 'Admin-Token=x; client=tutorclient' });
      expect(client.json.Body.Url).toMatch(/^tutorclient:\/\/classroom\/classin\?room=/);
      expect(client.json.Body.ForClient).toBe(true);
      expect(client.json.Body.Room).toBe(web.json.Body.Room);
      const wrong = await join({}, 'JoinNetWorkAclassroom');
      expect(wrong.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassTableMessages.wrongJoinCall('ClassIn', 'JoinClassIn') });
    });
    const joins = await t.database.db.selectFrom('classroom_joins').selectAll().where('class_id', '=', lesson.id).orderBy('id').execute();
    expect(joins.map((j) => [j.client, j.via, j.tutor_id])).toEqual([
      ['web', 'JoinClassIn', DemoUsers.demo2.id],
      ['tutorclient', 'JoinClassIn', DemoUsers.demo2.id],
    ]);
    const events = await t.database.db.selectFrom('class_events').selectAll().where('class_id', '=', lesson.id).where('kind', '=', 'joined').execute();
    expect(events.map((e) => [e.actor_type, JSON.parse(e.details)])).toEqual([
      ['tutor', { via: 'JoinClassIn', client: 'web' }],
      ['tutor', { via: 'JoinClassIn', client: 'tutorclient' }],
    ]);
    await at(Date.parse(lesson.end_at), async () => {
      expect((await join()).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassTableMessages.classOver });
    });
    await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.cancelled, actor: ClassActor.student });
    await at(start, async () => {
      expect((await join()).json.Msg).toBe(ClassTableMessages.classNotBooked('cancelled'));
    });
  });

  it("joins every tool through its call with the tool's default link, AClassroom with isMac, and preloads EClassroom courseware", async () => {
    const cases: Array<[number, string, RegExp, Record<string, string | boolean>?]> = [
      [0, 'GetTeacherToken', /^https:\/\/eclassroom\.example\/join\?room=[\w-]+&token=[\w.-]+$/],
      [8, 'JoinNetWorkAclassroom', /^https:\/\/aclassroom\.example\/join\?room=[\w-]+&token=[\w.-]+&mac=1$/, { isMac: true }],
      [9, 'getPicturelesson', /^https:\/\/gameclass\.example\/join\?/],
      [10, 'GetTeacherToken', /^https:\/\/acspro\.example\/join\?/],
      [11, 'GetTencentRoomID', /^https:\/\/tencent\.example\/join\?/],
      [2, 'RecordTutorClientJoinClassroom', /^https:\/\/skype\.example\/join\?/],
      [6, 'RecordTutorClientJoinClassroom', /^https:\/\/wechat\.example\/join\?/],
    ];
    for (const [tool, call, url, extra] of cases) {
      const lesson = await book({ classTool: tool });
      await at(Date.parse(lesson.start_at) + MINUTE, async () => {
        const result = await t.call<ClassroomLink>('POST', `/api/ClassTable/${call}`, { token: demo2, query: { clid: lesson.id, ...extra } });
        expect(result.json.ErrorCode, `${call} for tool ${tool}: ${result.json.Msg}`).toBe(0);
        expect(result.json.Body.Url).toMatch(url);
        if (tool === 0) {
          const preload = await t.call<{ Url: string }>('POST', '/api/ClassTable/GetAgoraCoursewarePreloadPageUrl', {
            token: demo2,
            query: { clid: lesson.id },
          });
          expect(preload.json.Body.Url).toMatch(/^https:\/\/agora-courseware\.example\/preload\?room=/);
        }
      });
    }
    const classIn = await book({ classTool: 7 });
    const noPreload = await t.call('POST', '/api/ClassTable/GetAgoraCoursewarePreloadPageUrl', { token: demo2, query: { clid: classIn.id } });
    expect(noPreload.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: 'This class is taught in ClassIn: it has no courseware to preload.' });
    // The desktop client records its own join of any tool.
    await at(Date.parse(classIn.start_at), async () => {
      const recorded = await t.call<ClassroomLink>('POST', '/api/ClassTable/RecordTutorClientJoinClassroom', {
        token: demo2,
        query: { clid: classIn.id },
        headers: { cookie: 'client=tutorclient' },
      });
      expect(recorded.json.Body.Url).toMatch(/^tutorclient:\/\/classroom\/classin\?/);
    });
  });

  it('shows a small class session with its students and joins it once for every seat; another tutor cannot', async () => {
    const startAt = freeStart();
    const seats = [
      await book({ startAt, classType: ClassType.small, smallClassId: DEMO_SMALL_CLASS_ID, ucid: null }),
      await book({ startAt, classType: ClassType.small, smallClassId: DEMO_SMALL_CLASS_ID, ucid: null, studentId: DemoStudents[2].id }),
    ];
    await at(Date.parse(startAt) - 5 * MINUTE, async () => {
      const info = await t.call<{ Students: Array<{ CLID: number }>; CanJoin: boolean; Title: string }>('POST', '/api/ClassTable/GetSmallClassInfo', {
        token: demo2,
        query: { sclid: DEMO_SMALL_CLASS_ID },
      });
      expect(info.json.Body.Title).toBe('Phonics Club (small class)');
      expect(info.json.Body.CanJoin).toBe(true);
      expect(info.json.Body.Students.map((s) => s.CLID).sort()).toEqual(seats.map((s) => s.id).sort());
      const joined = await t.call<ClassroomLink>('POST', '/api/ClassTable/JoinSmallClassRoom', { token: demo2, query: { sclid: DEMO_SMALL_CLASS_ID } });
      expect(joined.json.Body.Url).toMatch(/^https:\/\/smallclass\.example\/join\?room=/);
      const viaClassIn = await t.call('POST', '/api/ClassTable/JoinClassIn', { token: demo2, query: { clid: seats[0]!.id } });
      expect(viaClassIn.json.Msg).toBe(ClassTableMessages.wrongJoinCall('a small classroom', 'JoinSmallClassRoom'));
      const none = await t.call('POST', '/api/ClassTable/JoinSmallClassRoom', { token: demo2, query: { sclid: 999_999 } });
      expect(none.json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: ClassTableMessages.smallClassNotFound });
    });
    const joins = await t.database.db.selectFrom('classroom_joins').select('class_id').where('via', '=', 'JoinSmallClassRoom').execute();
    expect(joins.map((j) => j.class_id).sort()).toEqual(seats.map((s) => s.id).sort());
  });

  it("creates the tutor's ClassIn test course once and starts it; another tutor's id is refused", async () => {
    const tuid = DemoUsers.demo2.id;
    expect((await t.call('POST', '/api/ClassTable/GetStartTestClassInInfo', { token: demo2, query: { tuid } })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: ClassTableMessages.noTestClass,
    });
    const created = await t.call<ClassroomLink>('POST', '/api/ClassTable/CreateTestClassInSDKCourse', { token: demo2, query: { tuid } });
    expect(created.json.Body.Url).toMatch(/^https:\/\/testclassin\.example\/join\?room=/);
    const again = await t.call<ClassroomLink>('POST', '/api/ClassTable/CreateTestClassInSDKCourse', { token: demo2, query: { tuid } });
    const started = await t.call<ClassroomLink>('POST', '/api/ClassTable/GetStartTestClassInInfo', { token: demo2, query: { tuid } });
    expect([again.json.Body.Room, started.json.Body.Room]).toEqual([created.json.Body.Room, created.json.Body.Room]);
    const foreign = await t.call('POST', '/api/ClassTable/CreateTestClassInSDKCourse', { token: demo, query: { tuid } });
    expect(foreign.json).toMatchObject({ ErrorCode: ErrorCode.Forbidden, Msg: ClassTableMessages.notYourTestClass });
  });

  it('answers the duty flag and the divert flag of own students only', async () => {
    expect((await t.call('POST', '/api/ClassTable/IsDidiDutyTutor', { token: demo })).json.Body).toBe(true);
    expect((await t.call('POST', '/api/ClassTable/IsDidiDutyTutor', { token: demo2 })).json.Body).toBe(false);
    const divert = await t.call('POST', '/api/ClassTable/GetIsDivertUser', { token: demo2, query: { uid: student.id } });
    expect(divert.json).toMatchObject({ ErrorCode: 0, Body: true });
    const other = await t.call('POST', '/api/ClassTable/GetIsDivertUser', { token: demo2, query: { uid: DemoStudents[2].id } });
    expect(other.json).toMatchObject({ ErrorCode: 0, Body: false });
    const stranger = await t.call('POST', '/api/ClassTable/GetIsDivertUser', { token: demo2, query: { uid: 424242 } });
    expect(stranger.json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: ClassTableMessages.notYourStudent });
  });

  it('serves a secret iCalendar feed with UTC times and stable UIDs, marks cancelled classes, and stops serving a reset address', async () => {
    const url = (await t.call<{ Url: string }>('POST', '/api/ClassTable/GetCalendarFeedUrl', { token: demo2 })).json.Body.Url;
    expect(url).toMatch(/^http:\/\/[^/]+\/calendar\/[\w-]{32}\.ics$/);
    expect((await t.call<{ Url: string }>('POST', '/api/ClassTable/GetCalendarFeedUrl', { token: demo2 })).json.Body.Url).toBe(url);
    const path = new URL(url).pathname;
    const lesson = await bookClass(t.app, {
      tutorId: DemoUsers.demo2.id,
      studentId: student.id,
      ucid: ucidOf(student.id),
      classType: ClassType.trial,
      classTool: 2,
      startAt: (await freeHalfHour(t, DemoUsers.demo2.id, new Date(realNow.getTime() + 20 * DAY))).toISOString(),
      feePhp: 200,
      actor: ClassActor.staff,
    });
    const read = async (p = path) => {
      const response = await t.call('GET', p, { sign: false });
      return { response, events: response.status === 200 ? new ICAL.Component(ICAL.parse(response.text)).getAllSubcomponents('vevent') : [] };
    };
    const first = await read();
    expect(first.response.status).toBe(200);
    expect(first.response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.response.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const expected = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('start_at', '>=', new Date(realNow.getTime() - 30 * DAY).toISOString())
      .where('start_at', '<', new Date(realNow.getTime() + 120 * DAY).toISOString())
      .execute();
    expect(first.events.length).toBe(expected.length);
    const eventOf = (events: ICAL.Component[]) => events.find((e) => e.getFirstPropertyValue('uid') === `class-${lesson.id}@classes.tutor-portal`)!;
    const event = new ICAL.Event(eventOf(first.events));
    expect(event.startDate.toJSDate().toISOString()).toBe(lesson.start_at);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().toISOString()).toBe(lesson.end_at);
    expect(event.summary).toBe(`Trial class with ${student.name}`);
    expect(eventOf(first.events).getFirstPropertyValue('status')).toBe('CONFIRMED');

    await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.cancelled, actor: ClassActor.student, reason: 'Travel' });
    const second = await read();
    const cancelled = eventOf(second.events);
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(new ICAL.Event(cancelled).sequence).toBe(1);
    expect(second.events.length).toBe(first.events.length);

    const reset = (await t.call<{ Url: string }>('POST', '/api/ClassTable/ResetCalendarFeedUrl', { token: demo2 })).json.Body.Url;
    expect(reset).not.toBe(url);
    expect((await read()).response.status).toBe(404);
    expect((await read(new URL(reset).pathname)).events.length).toBe(first.events.length);
    expect((await read('/calendar/not-a-secret.ics')).response.status).toBe(404);
  });

  it('lets staff book a class for a tutor through the class service; tutors may not', async () => {
    const body = {
      Tuid: DemoUsers.demo2.id,
      StuUID: student.id,
      UCID: ucidOf(student.id),
      ClassType: 'regular',
      ClassTool: 7,
      StartTime: freeStart(),
      FeePhp: 200,
    };
    expect((await t.call('POST', '/api/Staff/BookClass', { token: demo2, body })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    const booked = await t.call<{ CLID: number }>('POST', '/api/Staff/BookClass', { token: staff, body });
    expect(booked.json.ErrorCode).toBe(0);
    const again = await t.call('POST', '/api/Staff/BookClass', { token: staff, body });
    expect(again.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: 'The tutor already has a class at this time.' });
    const bad = await t.call('POST', '/api/Staff/BookClass', { token: staff, body: { ...body, ClassTool: 12 } });
    expect(bad.json.ErrorCode).toBe(ErrorCode.Failed);
    const events = await t.database.db
      .selectFrom('class_events')
      .select(['kind', 'actor_type', 'actor_id'])
      .where('class_id', '=', booked.json.Body.CLID)
      .execute();
    expect(events).toEqual([{ kind: 'booked', actor_type: 'staff', actor_id: DemoUsers.staff.id }]);
  });
});
