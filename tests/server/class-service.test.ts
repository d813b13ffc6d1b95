import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_TOOLS, CLASS_TYPES, ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { ReminderType } from '../../src/domain/message-kinds';
import { bookClass, changeClassStatus, rateClassIn } from '../../server/services/class.service';
import { DemoStudents, ucidOf } from '../../server/seed/teaching.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`class service and the demo classes (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const student = DemoStudents[1];

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  /** A half-hour start `days` from now at a time no seeded class uses (03:00 UTC is 11:00 Manila: a seed slot, so 02:30). */
  function freeStart(days: number): string {
    const day = new Date(t.clock.now().getTime() + days * DAY);
    day.setUTCHours(2, 30, 0, 0);
    return day.toISOString();
  }

  function booking(startAt: string, overrides: Partial<Parameters<typeof bookClass>[1]> = {}) {
    return {
      tutorId: DemoUsers.demo2.id,
      studentId: student.id,
      ucid: ucidOf(student.id),
      classType: ClassType.regular,
      classTool: 7,
      startAt,
      feePhp: 200,
      actor: ClassActor.staff,
      ...overrides,
    };
  }

  it('seeds eight weeks back and four ahead, every class type and tool, each class with its history', async () => {
    const db = t.database.db;
    const now = t.clock.now().getTime();
    const range = await db
      .selectFrom('classes')
      .select([db.fn.min('start_at').as('first'), db.fn.max('start_at').as('last')])
      .executeTakeFirstOrThrow();
    expect(now - Date.parse(String(range.first))).toBeGreaterThan(54 * DAY);
    expect(Date.parse(String(range.last)) - now).toBeGreaterThan(26 * DAY);
    const types = await db.selectFrom('classes').select('class_type').distinct().execute();
    expect(types.map((r) => r.class_type).sort()).toEqual([...CLASS_TYPES].sort());
    const tools = await db.selectFrom('classes').select('class_tool').distinct().execute();
    expect(tools.length).toBe(CLASS_TOOLS.length);
    const statuses = await db.selectFrom('classes').select('status').distinct().execute();
    expect(statuses.map((r) => r.status).sort()).toEqual(['absent', 'booked', 'cancelled', 'finished']);
    // Every class was booked through the service; every ended one has its outcome event too.
    const withoutBooking = await db
      .selectFrom('classes as c')
      .leftJoin('class_events as e', (join) => join.onRef('e.class_id', '=', 'c.id').on('e.kind', '=', 'booked'))
      .select('c.id')
      .where('e.id', 'is', null)
      .execute();
    expect(withoutBooking).toEqual([]);
    const ended = await db.selectFrom('classes').select(db.fn.countAll().as('n')).where('status', '!=', 'booked').executeTakeFirstOrThrow();
    const outcomeEvents = await db
      .selectFrom('class_events')
      .select(db.fn.countAll().as('n'))
      .where('kind', 'in', ['finished', 'cancelled', 'absent'])
      .executeTakeFirstOrThrow();
    expect(Number(outcomeEvents.n)).toBe(Number(ended.n));
    // A booked class holds its slot.
    const unheld = await db
      .selectFrom('classes as c')
      .leftJoin('schedule_slots as s', 's.class_id', 'c.id')
      .select('c.id')
      .where('c.status', '=', 'booked')
      .where('c.small_class_id', 'is', null)
      .where('s.id', 'is', null)
      .execute();
    expect(unheld).toEqual([]);
  });

  it('books a class for a tutor: the slot is confirmed, the booking is an event, and the tutor is told', async () => {
    const lesson = await bookClass(t.app, booking(freeStart(3)));
    expect(lesson).toMatchObject({ status: ClassStatus.booked, student_name: student.name, course_name: 'Business English Essentials' });
    const slot = await t.database.db.selectFrom('schedule_slots').selectAll().where('class_id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(slot.status).toBe('confirmed');
    const events = await t.database.db.selectFrom('class_events').selectAll().where('class_id', '=', lesson.id).execute();
    expect(events.map((e) => [e.kind, e.actor_type])).toEqual([['booked', 'staff']]);
    const message = await t.database.db
      .selectFrom('messages')
      .selectAll()
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('reminder_type', '=', ReminderType.booking)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(message.reminder_fields ?? '{}')).toMatchObject({ classid: String(lesson.id), operationtype: 'Booked' });
  });

  it('refuses a second class in the same slot, a start off the half hour, and an enrolment of another student', async () => {
    const startAt = freeStart(4);
    await bookClass(t.app, booking(startAt));
    await expect(bookClass(t.app, booking(startAt, { studentId: DemoStudents[2].id, ucid: ucidOf(DemoStudents[2].id) }))).rejects.toMatchObject({
      code: ErrorCode.Failed,
      message: 'The tutor already has a class at this time.',
    });
    await expect(bookClass(t.app, booking(new Date(Date.parse(freeStart(5)) + 10 * 60_000).toISOString()))).rejects.toMatchObject({
      message: 'A class starts on the hour or the half hour.',
    });
    await expect(bookClass(t.app, booking(freeStart(6), { ucid: ucidOf(DemoStudents[3].id) }))).rejects.toMatchObject({
      message: 'This course enrolment does not belong to the student.',
    });
  });

  it('frees the slot when the student cancels, tells the tutor, and records how many hours before', async () => {
    const startAt = freeStart(2);
    const lesson = await bookClass(t.app, booking(startAt));
    const change = await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.cancelled, actor: ClassActor.student, reason: 'Family trip' });
    expect(change.after).toMatchObject({ status: 'cancelled', status_changed_by: 'student', status_reason: 'Family trip' });
    const expectedHours = Math.floor((Date.parse(startAt) - t.clock.now().getTime()) / HOUR);
    expect(change.after.cancelled_hours_before).toBe(expectedHours);
    expect(JSON.parse(change.event.details)).toMatchObject({ from: 'booked', reason: 'Family trip', hoursBefore: expectedHours });
    const slot = await t.database.db
      .selectFrom('schedule_slots')
      .selectAll()
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('start_at', '=', startAt)
      .executeTakeFirstOrThrow();
    expect(slot).toMatchObject({ status: 'waited', class_id: null });
    const message = await t.database.db
      .selectFrom('messages')
      .selectAll()
      .where('reminder_type', '=', ReminderType.cancellation)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.tutor_id).toBe(DemoUsers.demo2.id);
    expect(message.content).toContain('cancelled by the student: Family trip');
    await expect(changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system })).rejects.toMatchObject({
      message: 'This class is already cancelled.',
    });
  });

  it('gives the slot up when the tutor cancels, and does not message the tutor about their own act', async () => {
    const startAt = freeStart(8);
    const lesson = await bookClass(t.app, booking(startAt));
    const before = await t.database.db
      .selectFrom('messages')
      .select(t.database.db.fn.countAll().as('n'))
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .executeTakeFirstOrThrow();
    await changeClassStatus(t.app, {
      classId: lesson.id,
      to: ClassStatus.cancelled,
      actor: ClassActor.tutor,
      actorId: DemoUsers.demo2.id,
      tutorId: DemoUsers.demo2.id,
    });
    const slot = await t.database.db
      .selectFrom('schedule_slots')
      .selectAll()
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('start_at', '=', startAt)
      .executeTakeFirstOrThrow();
    expect(slot.status).toBe('canceled');
    const after = await t.database.db
      .selectFrom('messages')
      .select(t.database.db.fn.countAll().as('n'))
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("never changes another tutor's class through a tutor's call", async () => {
    const lesson = await bookClass(t.app, booking(freeStart(9)));
    await expect(
      changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.cancelled, actor: ClassActor.tutor, tutorId: DemoUsers.demo.id }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
    const row = await t.database.db.selectFrom('classes').select('status').where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
  });

  it('records the lesson taught when a class finishes, and takes a rating only then', async () => {
    const lesson = await bookClass(t.app, booking(freeStart(10), { lessonId: 81020 }));
    await expect(t.database.db.transaction().execute((trx) => rateClassIn(trx, lesson.id, 5, t.clock.now()))).rejects.toMatchObject({
      message: 'Only a finished class can be rated.',
    });
    const change = await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system });
    expect(change.after.sid).toBe(81020);
    await t.database.db.transaction().execute((trx) => rateClassIn(trx, lesson.id, 4, t.clock.now()));
    const rated = await t.database.db.selectFrom('classes').select('student_rating').where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(rated.student_rating).toBe(4);
  });

  it('lets only one of two simultaneous changes end a class', async () => {
    const lesson = await bookClass(t.app, booking(freeStart(11)));
    const results = await Promise.allSettled([
      changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.cancelled, actor: ClassActor.student }),
      changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const events = await t.database.db.selectFrom('class_events').select('kind').where('class_id', '=', lesson.id).execute();
    expect(events).toHaveLength(2);
  });
});
