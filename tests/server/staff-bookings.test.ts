import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { LedgerEntriesPage } from '../../src/domain/ledger-view';
import { MessageKind, ReminderType } from '../../src/domain/message-kinds';
import { HubEvent } from '../../src/domain/realtime';
import {
  StaffBookingMessages,
  type OpenSlot,
  type StaffClassItem,
  type StaffPointsEntry,
  type StaffPointsResult,
  type StaffStudent,
} from '../../src/domain/staff-bookings';
import type { AuditLogItem } from '../../src/domain/staff-console';
import { BookingsTutor, LeaveTutor, SubstituteTutor } from '../../server/seed/staff-bookings.seed';
import { SlotStatus } from '../../server/repositories/schedule-slots.repository';
import { operationsOf } from './fuzz-openapi';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen, type TestHubClient } from './realtime-helpers';

type Page<T> = { Total: number; Items: T[] };

const MY_CALLS = [
  '/api/Staff/BookClass',
  '/api/Staff/CreateStudent',
  '/api/Staff/Students',
  '/api/Staff/Courses',
  '/api/Staff/OpenSlots',
  '/api/Staff/TutorClasses',
  '/api/Staff/CancelClassForStudent',
  '/api/Staff/MarkClassOutcome',
  '/api/Staff/RateClass',
  '/api/Staff/ReassignClasses',
  '/api/Staff/AddTeachingPoints',
  '/api/Staff/TeachingPointEntries',
];

describe(`staff students, bookings and data-staff points (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;
  let tutor: string;
  let baseUrl: string;
  let realNow: Date;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    realNow = t.clock.now();
    [staff, tutor] = await Promise.all([t.login('staff', DemoUsers.staff.password), t.login(BookingsTutor.account, BookingsTutor.password)]);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, query: Record<string, string | number> = {}, token = staff) => t.call<T>('GET', url, { token, query });
  const post = <T>(url: string, body: Record<string, unknown>, token = staff) => t.call<T>('POST', url, { token, body });
  const db = () => t.database.db;

  /** The tutor's hub client, also recording the class table's refresh event. */
  async function connect(token: string): Promise<TestHubClient> {
    const client = hubClient(baseUrl, token);
    client.connection.on(HubEvent.classChanged, (...args: unknown[]) => client.log.record(HubEvent.classChanged, args));
    await client.connection.start();
    return client;
  }

  const auditOf = async (action: string, tutorId?: number) =>
    (await get<Page<AuditLogItem>>('/api/Staff/AuditLog', { ...(tutorId ? { tutorId } : {}), pageSize: 100 })).json.Body.Items.filter(
      (item) => item.Action === action,
    );

  const messagesOf = (tutorId: number, title: string) =>
    db().selectFrom('messages').select(['kind', 'reminder_type', 'content']).where('tutor_id', '=', tutorId).where('title', '=', title).execute();

  const ledgerOf = (classId: number) =>
    db()
      .selectFrom('ledger_entries')
      .select(['rule', 'amount'])
      .where('source_type', '=', 'class')
      .where('source_id', '=', String(classId))
      .orderBy('rule')
      .execute();

  async function bookOpenSlot(index = 0, tuid: number = BookingsTutor.id, studentId = 7002): Promise<{ clid: number; startAt: string }> {
    const slots = (await get<OpenSlot[]>('/api/Staff/OpenSlots', { tuid, from: t.clock.now().toISOString(), days: 3 })).json.Body;
    const startAt = slots[index]!.StartTime;
    const booked = await post<{ CLID: number }>('/api/Staff/BookClass', {
      Tuid: tuid,
      StuUID: studentId,
      ClassType: 'regular',
      ClassTool: 7,
      StartTime: startAt,
      FeePhp: 180,
    });
    expect(booked.json.ErrorCode, booked.json.Msg).toBe(0);
    return { clid: booked.json.Body.CLID, startAt };
  }

  it('refuses a tutor with ErrorCode 4 on each of these calls, all of them in the OpenAPI document', async () => {
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    const staffCalls = operationsOf(document).filter((operation) => operation.path.startsWith('/api/Staff/'));
    for (const path of MY_CALLS) {
      const operation = staffCalls.find((item) => item.path === path);
      expect(operation, path).toBeDefined();
      const method = operation!.method === 'GET' ? 'GET' : 'POST';
      const answer = await t.call(method, path, { token: tutor, ...(method === 'POST' ? { body: {} } : {}) });
      expect(answer.json.ErrorCode, path).toBe(ErrorCode.Forbidden);
    }
  });

  it('creates a student enrolled in a course, finds them by name or id, paged, and audits it', async () => {
    const catalogue = (await get<Page<{ CourseId: number; Name: string }>>('/api/Staff/Courses', { pageSize: 100 })).json.Body;
    const course = catalogue.Items.find((item) => item.Name === 'Travel English')!;
    const created = await post<StaffStudent>('/api/Staff/CreateStudent', {
      Name: '  Aiko Mori ',
      AgeBand: 'Adult',
      EnglishLevel: 'B1',
      Country: 'Japan',
      TimeZone: 'Asia/Tokyo',
      LearningGoals: 'Order food abroad',
      CourseId: course.CourseId,
    });
    expect(created.json).toMatchObject({ ErrorCode: 0, Msg: StaffBookingMessages.studentCreated('Aiko Mori') });
    const student = created.json.Body;
    expect(student).toMatchObject({ Name: 'Aiko Mori', TimeZone: 'Asia/Tokyo', Courses: [{ CourseId: course.CourseId, CourseName: 'Travel English' }] });
    const found = (await get<Page<StaffStudent>>('/api/Staff/Students', { query: 'aiko' })).json.Body;
    expect(found.Items.map((item) => item.StuUID)).toEqual([student.StuUID]);
    expect((await get<Page<StaffStudent>>('/api/Staff/Students', { query: String(student.StuUID) })).json.Body.Items[0]?.Courses[0]?.UCID).toBe(
      student.Courses[0]!.UCID,
    );
    const firstPage = (await get<Page<StaffStudent>>('/api/Staff/Students', { pageSize: 2 })).json.Body;
    expect(firstPage.Items[0]?.StuUID).toBe(student.StuUID);
    expect(firstPage.Total).toBeGreaterThan(2);
    expect((await get<Page<StaffStudent>>('/api/Staff/Students', { query: '%' })).json.Body.Total).toBe(0);
    const [audit] = await auditOf('student.create');
    expect(audit).toMatchObject({ ActorId: DemoUsers.staff.id, SubjectType: 'student', SubjectId: String(student.StuUID), Before: null });
    expect(JSON.parse(audit!.After!)).toMatchObject({ Name: 'Aiko Mori' });

    expect((await post('/api/Staff/CreateStudent', { Name: '  ' })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: StaffBookingMessages.studentNameRequired,
    });
    expect((await post('/api/Staff/CreateStudent', { Name: 'Al', TimeZone: 'Mars/Base' })).json.Msg).toBe(StaffBookingMessages.timeZoneUnknown);
    expect((await post('/api/Staff/CreateStudent', { Name: 'Al', CourseId: 999_999 })).json.Msg).toBe(StaffBookingMessages.courseNotFound);
    expect((await post('/api/Staff/CreateStudent', { Name: 'Al', Extra: 1 })).json.ErrorCode).toBe(ErrorCode.Failed);
  });

  it("books into the tutor's open slot: a class event, the tutor's message and realtime events, the audit; closed or taken time is refused", async () => {
    const client = await connect(tutor);
    const changed = client.log.next(HubEvent.classChanged);
    const remind = client.log.next(HubEvent.classRemarkRemind);
    const slots = (await get<OpenSlot[]>('/api/Staff/OpenSlots', { tuid: BookingsTutor.id, from: realNow.toISOString(), days: 1 })).json.Body;
    expect(slots.length).toBeGreaterThan(10);
    const { clid, startAt } = await bookOpenSlot();
    expect(startAt).toBe(slots[0]!.StartTime);
    expect(((await changed) as [{ classId: number }])[0].classId).toBe(clid);
    expect(((await remind) as [{ title: string }])[0].title).toBe('New class booked with Kenji Sato');
    expect(await messagesOf(BookingsTutor.id, 'New class booked with Kenji Sato')).toEqual([
      expect.objectContaining({ kind: MessageKind.reminder, reminder_type: ReminderType.booking }),
    ]);
    const events = await db().selectFrom('class_events').select(['kind', 'actor_type', 'actor_id']).where('class_id', '=', clid).execute();
    expect(events).toEqual([{ kind: 'booked', actor_type: 'staff', actor_id: DemoUsers.staff.id }]);
    const slot = await db()
      .selectFrom('schedule_slots')
      .select(['status', 'class_id'])
      .where('tutor_id', '=', BookingsTutor.id)
      .where('start_at', '=', startAt)
      .executeTakeFirst();
    expect(slot).toEqual({ status: SlotStatus.confirmed, class_id: clid });
    const after = (await get<OpenSlot[]>('/api/Staff/OpenSlots', { tuid: BookingsTutor.id, from: realNow.toISOString(), days: 1 })).json.Body;
    expect(after.map((item) => item.StartTime)).not.toContain(startAt);
    const [audit] = await auditOf('class.book', BookingsTutor.id);
    expect(audit).toMatchObject({ SubjectType: 'class', SubjectId: String(clid), TutorId: BookingsTutor.id, Before: null });
    expect(JSON.parse(audit!.After!)).toMatchObject({ status: 'booked', startAt });
    // The tutor's class table has it.
    const table = await t.call<{ CLID: number }[]>('POST', '/api/ClassTable/GetTutorRealTimeClassByWeek', {
      token: tutor,
      body: { StartTime: startAt, EndTime: new Date(Date.parse(startAt) + 3_600_000).toISOString() },
    });
    expect(JSON.stringify(table.json.Body)).toContain(`"CLID":${clid}`);
    await client.connection.stop();

    const again = await post('/api/Staff/BookClass', {
      Tuid: BookingsTutor.id,
      StuUID: 7002,
      ClassType: 'regular',
      ClassTool: 7,
      StartTime: startAt,
      FeePhp: 180,
    });
    expect(again.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffBookingMessages.classTaken });
    const closed = after[0]!.StartTime;
    await db()
      .updateTable('schedule_slots')
      .set({ status: SlotStatus.canceled })
      .where('tutor_id', '=', BookingsTutor.id)
      .where('start_at', '=', closed)
      .execute();
    const refused = await post('/api/Staff/BookClass', {
      Tuid: BookingsTutor.id,
      StuUID: 7002,
      ClassType: 'regular',
      ClassTool: 7,
      StartTime: closed,
      FeePhp: 180,
    });
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffBookingMessages.slotClosed });
    expect((await get('/api/Staff/OpenSlots', { tuid: DemoUsers.staff.id, from: realNow.toISOString() })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await get('/api/Staff/OpenSlots', { tuid: BookingsTutor.id, from: 'soon' })).json.ErrorCode).toBe(ErrorCode.Failed);
  });

  it("cancels on the student's side: the tutor's message and event, no penalty, the slot open again, audited; a started class is refused", async () => {
    const { clid, startAt } = await bookOpenSlot();
    const client = await connect(tutor);
    const changed = client.log.next(HubEvent.classChanged, (args) => (args[0] as { classId: number }).classId === clid);
    expect((await post('/api/Staff/CancelClassForStudent', { CLID: clid, Reason: ' ' })).json.Msg).toBe(StaffBookingMessages.reasonRequired);
    const cancelled = await post<{ Status: string }>('/api/Staff/CancelClassForStudent', { CLID: clid, Reason: 'Student is ill' });
    expect(cancelled.json).toEqual({ ErrorCode: 0, Msg: StaffBookingMessages.classCancelled, Body: { CLID: clid, Status: 'cancelled' } });
    expect(((await changed) as [{ status: string }])[0].status).toBe('cancelled');
    await client.connection.stop();
    const [message] = await messagesOf(BookingsTutor.id, 'Class with Kenji Sato cancelled');
    expect(message).toMatchObject({ reminder_type: ReminderType.cancellation });
    expect(message!.content).toContain('cancelled by the student: Student is ill');
    const event = await db()
      .selectFrom('class_events')
      .select(['actor_type', 'actor_id'])
      .where('class_id', '=', clid)
      .where('kind', '=', 'cancelled')
      .executeTakeFirst();
    expect(event).toEqual({ actor_type: 'student', actor_id: 7002 });
    expect(await ledgerOf(clid)).toEqual([]);
    const slot = await db()
      .selectFrom('schedule_slots')
      .select(['status', 'class_id'])
      .where('tutor_id', '=', BookingsTutor.id)
      .where('start_at', '=', startAt)
      .executeTakeFirst();
    expect(slot).toEqual({ status: SlotStatus.waited, class_id: null });
    const [audit] = await auditOf('class.cancel_for_student', BookingsTutor.id);
    expect(JSON.parse(audit!.Before!)).toMatchObject({ status: 'booked' });
    expect(JSON.parse(audit!.After!)).toMatchObject({ status: 'cancelled', reason: 'Student is ill' });
    expect((await post('/api/Staff/CancelClassForStudent', { CLID: clid, Reason: 'Again' })).json.Msg).toBe('This class is already cancelled.');

    const started = await bookOpenSlot();
    t.clock.set(new Date(Date.parse(started.startAt) + 60_000));
    try {
      expect((await post('/api/Staff/CancelClassForStudent', { CLID: started.clid, Reason: 'Late' })).json.Msg).toBe(StaffBookingMessages.cancelStarted);
    } finally {
      t.clock.set(realNow);
    }
    expect((await post('/api/Staff/CancelClassForStudent', { CLID: 999_999, Reason: 'x' })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('marks outcomes no classroom reported and rates: the ledger rules apply, the tutor is told, each audited', async () => {
    const finished = await bookOpenSlot();
    const absent = await bookOpenSlot();
    const outcome = (clid: number, Outcome: string) =>
      post<{ Status: string }>('/api/Staff/MarkClassOutcome', { CLID: clid, Outcome, Reason: 'Classroom log lost' });
    expect((await outcome(finished.clid, 'finished')).json.Msg).toBe(StaffBookingMessages.finishedTooEarly);
    expect((await outcome(absent.clid, 'student_absent')).json.Msg).toBe(StaffBookingMessages.absentTooEarly);
    expect((await outcome(absent.clid, 'tutor_absent')).json.ErrorCode).toBe(ErrorCode.Failed);
    t.clock.set(new Date(Date.parse(absent.startAt) + 40 * 60_000));
    try {
      const client = await connect(await t.login(BookingsTutor.account, BookingsTutor.password));
      const changed = client.log.next(HubEvent.classChanged, (args) => (args[0] as { classId: number }).classId === finished.clid);
      expect((await outcome(finished.clid, 'finished')).json).toMatchObject({ ErrorCode: 0, Msg: 'Class marked finished.', Body: { Status: 'finished' } });
      expect(((await changed) as [{ status: string }])[0].status).toBe('finished');
      await client.connection.stop();
      expect((await outcome(absent.clid, 'student_absent')).json.Body).toEqual({ CLID: absent.clid, Status: 'absent' });
      expect((await ledgerOf(finished.clid)).map((row) => row.rule)).toEqual(expect.arrayContaining(['pay.class_fee', 'tp.completed_class']));
      expect(await ledgerOf(absent.clid)).toEqual([{ rule: 'pay.student_absent_fee', amount: 18_000 }]);
      expect(await messagesOf(BookingsTutor.id, 'Class with Kenji Sato marked finished')).toHaveLength(1);
      expect(await messagesOf(BookingsTutor.id, 'Class with Kenji Sato: student absent')).toHaveLength(1);
      expect(JSON.parse((await auditOf('class.mark_finished', BookingsTutor.id))[0]!.After!)).toMatchObject({
        status: 'finished',
        reason: 'Classroom log lost',
      });
      expect(JSON.parse((await auditOf('class.mark_student_absent', BookingsTutor.id))[0]!.After!)).toMatchObject({ status: 'absent', absentParty: 'student' });

      expect((await post('/api/Staff/RateClass', { CLID: absent.clid, Stars: 5 })).json.Msg).toBe('Only a finished class can be rated.');
      expect((await post('/api/Staff/RateClass', { CLID: finished.clid, Stars: 6 })).json.ErrorCode).toBe(ErrorCode.Failed);
      expect((await post('/api/Staff/RateClass', { CLID: finished.clid, Stars: 5 })).json).toMatchObject({ ErrorCode: 0, Msg: 'Class rated 5 stars.' });
      const rules = await ledgerOf(finished.clid);
      expect(rules).toEqual(expect.arrayContaining([{ rule: 'tp.five_star', amount: 200 }]));
      expect((await post('/api/Staff/RateClass', { CLID: finished.clid, Stars: 4 })).json.Msg).toBe(StaffBookingMessages.alreadyRated);
      expect((await ledgerOf(finished.clid)).length).toBe(rules.length);
      expect(await messagesOf(BookingsTutor.id, 'Class with Kenji Sato rated 5 stars')).toHaveLength(1);
      const [rated] = await auditOf('class.rate', BookingsTutor.id);
      expect(JSON.parse(rated!.After!)).toMatchObject({ rating: 5 });
    } finally {
      t.clock.set(realNow);
    }
  });

  it('lists the classes a leave handed to staff and reassigns them to a free tutor, all or none; both tutors are told', async () => {
    const handed = (await get<Page<StaffClassItem>>('/api/Staff/TutorClasses', { tuid: LeaveTutor.id, view: 'handed' })).json.Body;
    expect(handed.Total).toBe(3);
    expect(handed.Items.every((item) => item.HandedToStaff && item.Status === 'booked')).toBe(true);
    const ids = handed.Items.map((item) => item.CLID);
    const reassign = (ToTuid: number, CLIDs: number[]) =>
      post<{ CLIDs: number[] }>('/api/Staff/ReassignClasses', { FromTuid: LeaveTutor.id, ToTuid, CLIDs, Reason: 'Tutor on leave' });

    // A slot the target closed at the last class's time refuses all three.
    await db()
      .insertInto('schedule_slots')
      .values({
        tutor_id: BookingsTutor.id,
        start_at: handed.Items[2]!.StartTime,
        end_at: handed.Items[2]!.EndTime,
        status: SlotStatus.canceled,
        created_at: realNow.toISOString(),
        updated_at: realNow.toISOString(),
      })
      .onConflict((oc) => oc.columns(['tutor_id', 'start_at']).doUpdateSet({ status: SlotStatus.canceled }))
      .execute();
    expect((await reassign(BookingsTutor.id, ids)).json.Msg).toBe(StaffBookingMessages.targetNotFree(handed.Items[2]!.StartTime));
    expect((await get<Page<StaffClassItem>>('/api/Staff/TutorClasses', { tuid: LeaveTutor.id, view: 'handed' })).json.Body.Total).toBe(3);
    expect((await reassign(LeaveTutor.id, ids)).json.Msg).toBe(StaffBookingMessages.sameTutor);

    const substitute = await connect(await t.login(SubstituteTutor.account, SubstituteTutor.password));
    const booked = substitute.log.next(HubEvent.classChanged);
    const moved = await reassign(SubstituteTutor.id, ids);
    expect(moved.json).toMatchObject({
      ErrorCode: 0,
      Msg: StaffBookingMessages.reassigned(3, SubstituteTutor.id),
      Body: { CLIDs: [...ids].sort((a, b) => a - b) },
    });
    expect(ids).toContain(((await booked) as [{ classId: number }])[0].classId);
    await substitute.connection.stop();
    const rows = await db().selectFrom('classes').select(['id', 'tutor_id', 'status', 'start_at']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.tutor_id === SubstituteTutor.id && row.status === 'booked')).toBe(true);
    const subSlots = await db()
      .selectFrom('schedule_slots')
      .select(['status', 'class_id'])
      .where('tutor_id', '=', SubstituteTutor.id)
      .where('class_id', 'in', ids)
      .execute();
    expect(subSlots).toHaveLength(3);
    expect(subSlots.every((slot) => slot.status === SlotStatus.confirmed)).toBe(true);
    const leaveSlots = await db()
      .selectFrom('schedule_slots')
      .select(['status', 'class_id'])
      .where('tutor_id', '=', LeaveTutor.id)
      .where(
        'start_at',
        'in',
        rows.map((row) => row.start_at),
      )
      .execute();
    expect(leaveSlots.every((slot) => slot.status === SlotStatus.canceled && slot.class_id === null)).toBe(true);
    const events = await db()
      .selectFrom('class_events')
      .select(['tutor_id', 'actor_type', 'details'])
      .where('class_id', 'in', ids)
      .where('kind', '=', 'reassigned')
      .execute();
    expect(events).toHaveLength(3);
    expect(JSON.parse(events[0]!.details)).toMatchObject({ fromTutorId: LeaveTutor.id, toTutorId: SubstituteTutor.id, reason: 'Tutor on leave', leave: true });
    const away = await db().selectFrom('messages').select('title').where('tutor_id', '=', LeaveTutor.id).where('title', 'like', '% reassigned').execute();
    expect(away).toHaveLength(3);
    const arriving = await db()
      .selectFrom('messages')
      .select('title')
      .where('tutor_id', '=', SubstituteTutor.id)
      .where('title', 'like', 'New class booked with %')
      .execute();
    expect(arriving).toHaveLength(3);
    expect(await auditOf('class.reassign', SubstituteTutor.id)).toHaveLength(3);
    const awayAudits = await auditOf('class.reassign_away', LeaveTutor.id);
    expect(awayAudits).toHaveLength(3);
    expect(JSON.parse(awayAudits[0]!.Before!)).toMatchObject({ tutorId: LeaveTutor.id });
    expect(JSON.parse(awayAudits[0]!.After!)).toMatchObject({ tutorId: SubstituteTutor.id });
    expect((await get<Page<StaffClassItem>>('/api/Staff/TutorClasses', { tuid: LeaveTutor.id, view: 'handed' })).json.Body.Total).toBe(0);
    // The leave tutor can no longer read them; the substitute can.
    const leaveToken = await t.login(LeaveTutor.account, LeaveTutor.password);
    const detail = await t.call('POST', '/api/ClassTable/GetTutorRealTimeClassByWeek', {
      token: leaveToken,
      body: { StartTime: rows[0]!.start_at, EndTime: new Date(Date.parse(rows[0]!.start_at) + 86_400_000).toISOString() },
    });
    expect(detail.json.ErrorCode).toBe(0);
    expect(JSON.stringify(detail.json.Body)).not.toContain(`"CLID":${ids[0]}`);
    expect((await reassign(BookingsTutor.id, ids)).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('enters data-staff points once per key as a ledger entry the tutor sees in "why", with a message and an audit record', async () => {
    const body = { Tuid: BookingsTutor.id, Rule: 'tp.project', Points: 3.5, Reason: 'Spring reading project', Key: 'dsp-test-0001' };
    const client = await connect(tutor);
    const told = client.log.next(HubEvent.systemMessages);
    const first = await post<StaffPointsResult>('/api/Staff/AddTeachingPoints', body);
    expect(first.json).toMatchObject({
      ErrorCode: 0,
      Msg: '+3.5 project points entered.',
      Body: { Replayed: false, Entry: { Rule: 'tp.project', Points: 3.5, Reason: 'Spring reading project', EnteredBy: 'staff' } },
    });
    expect(((await told) as [{ title: string }])[0].title).toBe('Project points: +3.5');
    await client.connection.stop();
    const again = await post<StaffPointsResult>('/api/Staff/AddTeachingPoints', body);
    expect(again.json.Body).toMatchObject({ Replayed: true, Entry: { Id: first.json.Body.Entry.Id } });
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Rule: 'tp.referral' })).json.Msg).toBe(StaffBookingMessages.keyReused);
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Points: 4 })).json.Msg).toBe(StaffBookingMessages.keyReused);
    const entries = await db()
      .selectFrom('ledger_entries')
      .select(['rule', 'amount', 'created_by'])
      .where('source_type', '=', 'staff_points')
      .where('tutor_id', '=', BookingsTutor.id)
      .execute();
    expect(entries).toEqual([{ rule: 'tp.project', amount: 350, created_by: DemoUsers.staff.id }]);

    const why = await t.call<LedgerEntriesPage>('POST', '/api/Ledger/Entries', {
      token: tutor,
      body: { account: 'teaching_points', pageIndex: 1, pageSize: 50 },
    });
    expect(why.json.Body.Items).toContainEqual(
      expect.objectContaining({ RuleLabel: 'Project points', Amount: 3.5, Note: 'Spring reading project', SourceType: 'staff_points' }),
    );
    const listed = (await get<Page<StaffPointsEntry>>('/api/Staff/TeachingPointEntries', { tuid: BookingsTutor.id })).json.Body;
    expect(listed.Items).toEqual([expect.objectContaining({ Points: 3.5, EnteredBy: 'staff' })]);
    const [audit] = await auditOf('ledger.staff_points', BookingsTutor.id);
    expect(audit).toMatchObject({ SubjectType: 'ledger_entry', SubjectId: String(first.json.Body.Entry.Id), Before: null });
    expect(JSON.parse(audit!.After!)).toEqual({ rule: 'tp.project', points: 3.5, reason: 'Spring reading project', key: 'dsp-test-0001' });

    const correction = await post<StaffPointsResult>('/api/Staff/AddTeachingPoints', {
      ...body,
      Rule: 'tp.material_correction',
      Points: -1,
      Reason: 'Reversed a duplicate',
      Key: 'dsp-test-0002',
    });
    expect(correction.json.Body.Entry).toMatchObject({ RuleLabel: 'Material correction points', Points: -1 });
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Points: 0, Key: 'dsp-test-0003' })).json.Msg).toBe(StaffBookingMessages.pointsInvalid);
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Points: 0.001, Key: 'dsp-test-0003' })).json.Msg).toBe(StaffBookingMessages.pointsInvalid);
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Key: 'short' })).json.Msg).toBe(StaffBookingMessages.keyInvalid);
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Reason: '', Key: 'dsp-test-0003' })).json.Msg).toBe(StaffBookingMessages.reasonRequired);
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Rule: 'tp.five_star', Key: 'dsp-test-0003' })).json.ErrorCode).toBe(ErrorCode.Failed);
    expect((await post('/api/Staff/AddTeachingPoints', { ...body, Tuid: DemoUsers.staff.id, Key: 'dsp-test-0003' })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('keeps one entry when two requests with one key and different rules race', async () => {
    const body = { Tuid: BookingsTutor.id, Points: 2, Reason: 'Race', Key: 'dsp-race-0001' };
    const answers = await Promise.all([
      post<StaffPointsResult>('/api/Staff/AddTeachingPoints', { ...body, Rule: 'tp.project' }),
      post<StaffPointsResult>('/api/Staff/AddTeachingPoints', { ...body, Rule: 'tp.referral' }),
    ]);
    expect(answers.map((answer) => answer.json.ErrorCode).sort()).toEqual([0, ErrorCode.Failed]);
    const rows = await db()
      .selectFrom('ledger_entries')
      .select('id')
      .where('source_type', '=', 'staff_points')
      .where('source_id', '=', 'dsp-race-0001')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
