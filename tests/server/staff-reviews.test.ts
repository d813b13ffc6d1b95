import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassDetailMessages } from '../../src/domain/class-detail';
import { AbsentParty, ClassActor, ClassStatus, ClassType, SLOT_MINUTES } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import type { ComplaintReplyQueueItem, FeedbackReplyQueueItem, StaffPageOf } from '../../src/domain/staff-audits';
import { StaffBookingMessages, StaffOutcome, type StaffStudent } from '../../src/domain/staff-bookings';
import type { AuditLogItem } from '../../src/domain/staff-console';
import { AbsentReview, StaffReviewMessages, type AbsentPictureQueueItem } from '../../src/domain/staff-reviews';
import { bookClass } from '../../server/services/class.service';
import { AbsentMarkTutor, AbsentPicTutor } from '../../server/seed/staff-reviews.seed';
import { operationsOf } from './fuzz-openapi';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const SLOT = SLOT_MINUTES * 60_000;
const CALLS = ['/api/Staff/AbsentPictureQueue', '/api/Staff/DecideAbsentPicture', '/api/Staff/UpdateStudent'] as const;

describe(`staff reviews: absent pictures, a tutor marked absent, editing students, whole threads (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    staff = await t.login('staff', DemoUsers.staff.password);
    staffId = DemoUsers.staff.id;
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, query: Record<string, string | number> = {}, token = staff) => t.call<T>('GET', url, { token, query });
  const post = <T>(url: string, body: Record<string, unknown>, token = staff) => t.call<T>('POST', url, { token, body });
  const pictures = async () => (await get<StaffPageOf<AbsentPictureQueueItem>>('/api/Staff/AbsentPictureQueue', { pageSize: 100 })).json.Body;
  const auditOf = async (tutorId: number) => (await get<StaffPageOf<AuditLogItem>>('/api/Staff/AuditLog', { tutorId, pageSize: 100 })).json.Body.Items;
  const lastMessage = (tutorId: number) =>
    t.app.db.selectFrom('messages').select(['title', 'content', 'sent_by']).where('tutor_id', '=', tutorId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const classEntries = (classId: number) =>
    t.app.db
      .selectFrom('ledger_entries')
      .select(['id', 'rule', 'amount'])
      .where('source_type', '=', 'class')
      .where('source_id', '=', String(classId))
      .orderBy('id')
      .execute();
  const reversalsOf = (ids: number[]) =>
    ids.length === 0 ? Promise.resolve([]) : t.app.db.selectFrom('ledger_entries').select(['reverses_id', 'amount']).where('reverses_id', 'in', ids).execute();
  const upload = async (token: string, clid: number) => {
    const form = new FormData();
    form.append('CLID', String(clid));
    form.append('file', new Blob([new Uint8Array(PNG)]), 'absent.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ClassTable/UploadAbsentPic',
      headers: { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` },
      payload: form,
    });
    return response.json<{ ErrorCode: number; Msg: string; Body: { Status: string; AbsentParty: string } }>();
  };

  it('refuses a tutor with ErrorCode 4 on every call, all in the OpenAPI document', async () => {
    const tutor = await t.login(AbsentPicTutor.account, AbsentPicTutor.password);
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    const paths = operationsOf(document).map((operation) => operation.path);
    for (const path of CALLS) expect(paths).toContain(path);
    expect((await get(CALLS[0], {}, tutor)).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await post(CALLS[1], { CLID: 1, Accept: true }, tutor)).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await post(CALLS[2], { StuUID: 7001, Name: 'X' }, tutor)).json.ErrorCode).toBe(ErrorCode.Forbidden);
  });

  it('accepts the waiting absent picture: the absence penalty is reversed once, the tutor told, audited', async () => {
    const queue = await pictures();
    const item = queue.Items.find((entry) => entry.Tuid === AbsentPicTutor.id)!;
    expect(item).toMatchObject({ Account: AbsentPicTutor.account, AbsentParty: AbsentParty.tutor });
    expect(item.PictureUrl).toContain(`/api/Upload/File/${item.FileRef}`);
    const penalty = (await classEntries(item.Id)).filter((entry) => entry.rule === 'tp.absence' || entry.rule === 'gv.absence');
    expect(penalty.map((entry) => entry.rule).sort()).toEqual(['gv.absence', 'tp.absence']);

    const accepted = await post<{ Status: string; ReversedEntries: number[] }>('/api/Staff/DecideAbsentPicture', { CLID: item.Id, Accept: true });
    expect(accepted.json).toMatchObject({ ErrorCode: 0, Msg: StaffReviewMessages.pictureAccepted(2), Body: { Status: AbsentReview.accepted } });
    expect(accepted.json.Body.ReversedEntries).toHaveLength(2);
    const again = await post('/api/Staff/DecideAbsentPicture', { CLID: item.Id, Accept: true });
    expect(again.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffReviewMessages.pictureReviewed });
    const reversals = await reversalsOf(penalty.map((entry) => entry.id));
    expect(reversals).toHaveLength(2);
    for (const entry of penalty) expect(reversals.find((r) => r.reverses_id === entry.id)?.amount).toBe(-entry.amount);

    expect((await pictures()).Items.map((entry) => entry.Id)).not.toContain(item.Id);
    expect(await lastMessage(AbsentPicTutor.id)).toMatchObject({ title: StaffReviewMessages.acceptedTitle(item.Id), sent_by: staffId });
    expect((await auditOf(AbsentPicTutor.id))[0]).toMatchObject({ Action: 'absent_picture.accept' });
    expect((await post('/api/Staff/DecideAbsentPicture', { CLID: 999_999, Accept: true })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('marks a tutor absent once the class started (the penalty once), and refuses the picture that contests it with a reason', async () => {
    const lesson = await t.app.db.selectFrom('classes').select(['id', 'status']).where('tutor_id', '=', AbsentMarkTutor.id).executeTakeFirstOrThrow();
    expect(lesson.status).toBe(ClassStatus.booked);
    const slotNow = Math.floor(Date.now() / SLOT) * SLOT;
    const coming = await bookClass(t.app, {
      tutorId: AbsentMarkTutor.id,
      studentId: 7003,
      classType: ClassType.regular,
      classTool: 7,
      startAt: new Date(slotNow + 6 * SLOT).toISOString(),
      feePhp: 150,
      actor: ClassActor.staff,
    });
    const early = await post('/api/Staff/MarkClassOutcome', { CLID: coming.id, Outcome: StaffOutcome.tutorAbsent });
    expect(early.json.Msg).toBe(StaffReviewMessages.tutorAbsentTooEarly);

    const marked = await post<{ Status: string }>('/api/Staff/MarkClassOutcome', { CLID: lesson.id, Outcome: StaffOutcome.tutorAbsent, Reason: 'No show' });
    expect(marked.json).toMatchObject({ ErrorCode: 0, Msg: StaffBookingMessages.outcomeSaved(StaffOutcome.tutorAbsent), Body: { Status: ClassStatus.absent } });
    expect((await post('/api/Staff/MarkClassOutcome', { CLID: lesson.id, Outcome: StaffOutcome.tutorAbsent })).json.ErrorCode).not.toBe(0);
    const row = await t.app.db.selectFrom('classes').select(['absent_party']).where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(row.absent_party).toBe(AbsentParty.tutor);
    expect((await classEntries(lesson.id)).map((entry) => entry.rule).sort()).toEqual(['gv.absence', 'tp.absence']);
    expect((await lastMessage(AbsentMarkTutor.id)).title).toContain('you were absent');
    expect((await auditOf(AbsentMarkTutor.id))[0]).toMatchObject({ Action: 'class.mark_tutor_absent' });

    const tutor = await t.login(AbsentMarkTutor.account, AbsentMarkTutor.password);
    const sent = await upload(tutor, lesson.id);
    expect(sent).toMatchObject({ ErrorCode: 0, Body: { Status: ClassStatus.absent, AbsentParty: AbsentParty.tutor } });
    expect((await upload(tutor, lesson.id)).Msg).toBe(ClassDetailMessages.absentNotAllowed);
    expect((await pictures()).Items.find((entry) => entry.Id === lesson.id)).toMatchObject({ Tuid: AbsentMarkTutor.id, AbsentParty: AbsentParty.tutor });

    const bare = await post('/api/Staff/DecideAbsentPicture', { CLID: lesson.id, Accept: false, Reason: '  ' });
    expect(bare.json.Msg).toBe(StaffReviewMessages.refuseReasonRequired);
    const refused = await post<{ Status: string; ReversedEntries: number[] }>('/api/Staff/DecideAbsentPicture', {
      CLID: lesson.id,
      Accept: false,
      Reason: 'The picture shows an empty room before the class started.',
    });
    expect(refused.json).toMatchObject({ ErrorCode: 0, Msg: StaffReviewMessages.pictureRefused, Body: { Status: AbsentReview.refused, ReversedEntries: [] } });
    expect((await classEntries(lesson.id)).map((entry) => entry.rule).sort()).toEqual(['gv.absence', 'tp.absence']);
    expect(await lastMessage(AbsentMarkTutor.id)).toMatchObject({
      title: StaffReviewMessages.refusedTitle(lesson.id),
      content: StaffReviewMessages.refusedContent(lesson.id, 'The picture shows an empty room before the class started.'),
    });
    const audit = (await auditOf(AbsentMarkTutor.id))[0]!;
    expect(audit).toMatchObject({ Action: 'absent_picture.refuse' });
    expect(JSON.stringify(audit)).toContain('empty room');
  });

  it('edits a student as CreateStudent checks one, audited, and renames their booked classes', async () => {
    const created = await post<StaffStudent>('/api/Staff/CreateStudent', { Name: 'Mina Park', EnglishLevel: 'A2', Country: 'Korea' });
    const id = created.json.Body.StuUID;
    const lesson = await bookClass(t.app, {
      tutorId: AbsentMarkTutor.id,
      studentId: id,
      classType: ClassType.regular,
      classTool: 7,
      startAt: new Date(Math.floor(Date.now() / SLOT) * SLOT + 10 * SLOT).toISOString(),
      feePhp: 150,
      actor: ClassActor.staff,
    });
    expect((await post('/api/Staff/UpdateStudent', { StuUID: id, Name: '  ' })).json.Msg).toBe(StaffBookingMessages.studentNameRequired);
    expect((await post('/api/Staff/UpdateStudent', { StuUID: id, TimeZone: 'Mars/Base' })).json.Msg).toBe(StaffBookingMessages.timeZoneUnknown);
    expect((await post('/api/Staff/UpdateStudent', { StuUID: 999_999, Name: 'Nobody' })).json.ErrorCode).toBe(ErrorCode.NotFound);

    const saved = await post<StaffStudent>('/api/Staff/UpdateStudent', { StuUID: id, Name: ' Mina Park-Lee ', EnglishLevel: 'B1', LearningGoals: 'Travel' });
    expect(saved.json).toMatchObject({
      ErrorCode: 0,
      Msg: StaffReviewMessages.studentSaved('Mina Park-Lee'),
      Body: { StuUID: id, Name: 'Mina Park-Lee', EnglishLevel: 'B1', Country: 'Korea', LearningGoals: 'Travel' },
    });
    const renamed = await t.app.db.selectFrom('classes').select('student_name').where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(renamed.student_name).toBe('Mina Park-Lee');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before_json', 'after_json'])
      .where('subject_type', '=', 'student')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['student.create', 'student.update']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ Name: 'Mina Park', EnglishLevel: 'A2' });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ Name: 'Mina Park-Lee', EnglishLevel: 'B1' });
    expect(audit[1]!.actor_id).toBe(staffId);
  });

  it('shows the whole thread of a feedback and a complaint in the reply queues, oldest first, both sides', async () => {
    const base = Date.now() - 60 * 60_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const feedback = await t.app.db
      .insertInto('feedbacks')
      .values({
        tutor_id: AbsentMarkTutor.id,
        type: 3,
        class_id: null,
        remark: 'The schedule page is slow.',
        file_ref: '',
        status: 1,
        period_key: at(0).slice(0, 7),
        created_at: at(0),
        updated_at: at(20),
        decided_by: null,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('feedback_replies')
      .values([
        { feedback_id: feedback.id, author: 'staff', author_id: staffId, remark: 'Which browser?', created_at: at(10) },
        { feedback_id: feedback.id, author: 'tutor', author_id: AbsentMarkTutor.id, remark: 'Chrome, on Mondays.', created_at: at(20) },
      ])
      .execute();
    const lesson = await t.app.db.selectFrom('classes').select('id').where('tutor_id', '=', AbsentMarkTutor.id).executeTakeFirstOrThrow();
    const complaint = await t.app.db
      .insertInto('complaints')
      .values({
        tutor_id: AbsentMarkTutor.id,
        class_id: lesson.id,
        origin: 'tutor',
        complainant: AbsentMarkTutor.name,
        complaint_type: 'Student behaviour',
        reason: 'The student left early.',
        status: 'standing',
        filed_by: AbsentMarkTutor.id,
        created_at: at(1),
        withdrawn_at: null,
        withdraw_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('complaint_replies')
      .values([
        { complaint_id: complaint.id, author: 'staff', author_id: staffId, content: 'We will call the parent.', created_at: at(11) },
        { complaint_id: complaint.id, author: 'tutor', author_id: AbsentMarkTutor.id, content: 'Thank you.', created_at: at(21) },
      ])
      .execute();

    const feedbacks = (await get<StaffPageOf<FeedbackReplyQueueItem>>('/api/Staff/FeedbackReplyQueue', { pageSize: 100 })).json.Body;
    expect(feedbacks.Items.find((item) => item.Id === feedback.id)?.Thread).toEqual([
      { Author: 'tutor', Text: 'The schedule page is slow.', At: at(0) },
      { Author: 'staff', Text: 'Which browser?', At: at(10) },
      { Author: 'tutor', Text: 'Chrome, on Mondays.', At: at(20) },
    ]);
    const complaints = (await get<StaffPageOf<ComplaintReplyQueueItem>>('/api/Staff/ComplaintReplyQueue', { pageSize: 100 })).json.Body;
    expect(complaints.Items.find((item) => item.Id === complaint.id)?.Thread.map((post) => [post.Author, post.Text])).toEqual([
      ['tutor', 'The student left early.'],
      ['staff', 'We will call the parent.'],
      ['tutor', 'Thank you.'],
    ]);
  });
});
