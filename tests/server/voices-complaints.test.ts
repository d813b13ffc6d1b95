import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeClassStatusesIn, bookClassesIn } from '../../server/services/class.service';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ComplaintMessages, type ComplaintPage, type ComplaintReply, type LateLeaveRecord, type RecitationClass } from '../../src/domain/complaints';
import { ErrorCode } from '../../src/domain/error-codes';
import { DemoUsers, freeHalfHour, startTestApp, usingPostgres, type TestApp } from './harness';

const DAY = 86_400_000;

describe(`complaints and class reports (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let intl: string;
  let demo: string;
  let staff: string;
  const period = () => ({ StartTime: new Date(t.clock.now().getTime() - 60 * DAY).toISOString(), EndTime: t.clock.now().toISOString() });
  const received = async (token: string) =>
    (await t.call<ComplaintPage>('POST', '/api/tutordata/TeachComplaint', { token, body: { pageIndex: 1, pageSize: 50 } })).json.Body;
  const points = async (tutorId: number) => {
    const rows = await t.database.db.selectFrom('ledger_entries').select(['account', 'amount']).where('tutor_id', '=', tutorId).execute();
    const sum = (account: string) => rows.filter((r) => r.account === account).reduce((total, r) => total + r.amount, 0);
    return { tp: sum('teaching_points'), gv: sum('growth_value') };
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [intl, demo, staff] = await Promise.all([t.login('intl', 'demo1234'), t.login('demo', 'demo1234'), t.login('staff', DemoUsers.staff.password)]);
  });
  afterAll(async () => t.close());

  it('lists the seeded received complaints on real classes, with what a standing one costs; another tutor sees none of them', async () => {
    const page = await received(intl);
    expect(page.Total).toBe(2);
    const [standing, withdrawn] = page.Items as [ComplaintPage['Items'][number], ComplaintPage['Items'][number]];
    expect(standing).toMatchObject({ Status: 'standing', TeachingPoints: -10, GrowthValue: -5, ReplyCount: 1 });
    expect(withdrawn).toMatchObject({ Status: 'withdrawn', TeachingPoints: 0, GrowthValue: 0 });
    const lesson = await t.database.db.selectFrom('classes').select(['tutor_id', 'start_at']).where('id', '=', standing.ClassId).executeTakeFirstOrThrow();
    expect(lesson).toEqual({ tutor_id: DemoUsers.international.id, start_at: standing.ClassTime });
    expect((await received(demo)).Items.some((item) => item.Id === standing.Id)).toBe(false);
    const own = (await t.call<ComplaintPage>('GET', '/api/TutorData/GetCSComplaintsNew', { token: intl, query: { pageIndex: 1, pageSize: 10 } })).json.Body;
    expect(own.Items.map((item) => item.ComplaintType)).toEqual(['Student behaviour']);
  });

  it('reads and answers a complaint thread; another tutor is refused as if it did not exist', async () => {
    const [standing] = (await received(intl)).Items;
    const thread = (await t.call<ComplaintReply[]>('GET', '/api/tutordata/ComplaintReply', { token: intl, query: { comId: standing!.Id } })).json.Body;
    expect(thread.map((r) => r.From)).toEqual(['staff']);
    const added = await t.call<ComplaintReply>('POST', '/api/tutordata/AddComReply', {
      token: intl,
      body: { comId: standing!.Id, content: 'My router restarted.' },
    });
    expect(added.json).toMatchObject({ ErrorCode: 0, Msg: ComplaintMessages.replied, Body: { From: 'tutor', Content: 'My router restarted.' } });
    expect((await t.call('POST', '/api/tutordata/AddComReply', { token: intl, body: { comId: standing!.Id, content: '  ' } })).json.Msg).toBe(
      ComplaintMessages.replyRequired,
    );
    expect((await t.call('GET', '/api/tutordata/ComplaintReply', { token: demo, query: { comId: standing!.Id } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await t.call('POST', '/api/tutordata/AddComReply', { token: demo, body: { comId: standing!.Id, content: 'x' } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
  });

  it("files the tutor's own complaint only on their own class", async () => {
    const mine = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', DemoUsers.international.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const theirs = await t.database.db.selectFrom('classes').select('id').where('tutor_id', '=', DemoUsers.demo.id).orderBy('id').executeTakeFirstOrThrow();
    const file = (token: string, body: Record<string, unknown>) => t.call<{ Id: number }>('POST', '/api/tutordata/InsertTeachComplaint', { token, body: body });
    expect((await file(intl, { ClassId: theirs.id, ComplaintType: 'Other', Content: 'x' })).json.Msg).toBe(ComplaintMessages.classNotFound);
    expect((await file(intl, { ClassId: mine.id, ComplaintType: 'Nonsense', Content: 'x' })).json.Msg).toBe(ComplaintMessages.typeRequired);
    expect((await file(intl, { ClassId: mine.id, ComplaintType: 'Other', Content: ' ' })).json.Msg).toBe(ComplaintMessages.contentRequired);
    const ok = await file(intl, { ClassId: mine.id, ComplaintType: 'Technical problem', Content: 'The classroom would not load.' });
    expect(ok.json).toMatchObject({ ErrorCode: 0, Msg: ComplaintMessages.filed });
    const own = (await t.call<ComplaintPage>('POST', '/api/TutorData/GetCSComplaintsNew', { token: intl, query: { pageIndex: 1, pageSize: 10 } })).json.Body;
    expect(own.Items[0]).toMatchObject({ Id: ok.json.Body.Id, ClassId: mine.id, TeachingPoints: 0 });
  });

  it('a complaint staff file posts -10 teaching points and -5 growth and tells the tutor; withdrawing reverses them once and sends the ComplaintWithdrawnReminder', async () => {
    const lesson = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await points(DemoUsers.demo2.id);
    expect(
      (await t.call('POST', '/api/Staff/FileComplaint', { token: demo, body: { ClassId: lesson.id, Complainant: 'x', ComplaintType: 'x', Reason: 'x' } })).json
        .ErrorCode,
    ).toBe(ErrorCode.Forbidden);
    const filed = await t.call<{ Id: number }>('POST', '/api/Staff/FileComplaint', {
      token: staff,
      body: { ClassId: lesson.id, Complainant: 'Parent of Lily', ComplaintType: 'Attitude', Reason: 'The tutor seemed distracted.' },
    });
    expect(filed.json.ErrorCode).toBe(0);
    expect(await points(DemoUsers.demo2.id)).toEqual({ tp: before.tp - 1000, gv: before.gv - 500 });
    const messages = () =>
      t.database.db
        .selectFrom('messages')
        .select(['reminder_type', 'title'])
        .where('tutor_id', '=', DemoUsers.demo2.id)
        .where('kind', '=', 'reminder')
        .orderBy('id', 'desc')
        .execute();
    expect((await messages())[0]).toMatchObject({ reminder_type: 'ComplaintReminder' });

    const withdraw = () =>
      t.call('POST', '/api/Staff/WithdrawComplaint', { token: staff, body: { ComplaintId: filed.json.Body.Id, Reason: 'Reviewed the recording.' } });
    expect((await withdraw()).json.ErrorCode).toBe(0);
    expect(await points(DemoUsers.demo2.id)).toEqual(before);
    expect((await messages())[0]).toMatchObject({ reminder_type: 'ComplaintWithdrawnReminder', title: 'Complaint withdrawn' });
    expect((await withdraw()).json.Msg).toBe(ComplaintMessages.alreadyWithdrawn);
    expect(await points(DemoUsers.demo2.id)).toEqual(before);
    const demo2 = await t.login('demo2', 'demo1234');
    expect((await received(demo2)).Items[0]).toMatchObject({ Status: 'withdrawn', TeachingPoints: 0, GrowthValue: 0 });
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'complaint').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['complaint.file', 'complaint.withdraw']);
  });

  it('an appeal of type 10 on a standing complaint, once granted, reverses its entries and sends the ComplaintWithdrawnReminder', async () => {
    const [standing] = (await received(intl)).Items;
    const before = await points(DemoUsers.international.id);
    const { storeFile } = await import('../../server/uploads/stored-files');
    const { uploadContextOf } = await import('../../server/uploads/uploads.plugin');
    const { Readable } = await import('node:stream');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const file = await storeFile(uploadContextOf(t.app), {
      ownerId: DemoUsers.international.id,
      module: 'AppealFile',
      originalName: 'a.png',
      source: Readable.from([png]),
    });
    const add = await t.call('POST', '/api/FeedBack/Add', {
      token: intl,
      body: { Type: 10, Clid: String(standing!.ClassId), Remark: 'I joined on time; see the log.', File: file.file_ref },
    });
    expect(add.json.ErrorCode).toBe(0);
    const appeal = await t.database.db
      .selectFrom('feedbacks')
      .select('id')
      .where('tutor_id', '=', DemoUsers.international.id)
      .where('type', '=', 10)
      .executeTakeFirstOrThrow();
    expect((await t.call('POST', '/api/Staff/DecideAppeal', { token: staff, body: { FeedBackId: appeal.id, Grant: true } })).json.ErrorCode).toBe(0);
    expect(await points(DemoUsers.international.id)).toEqual({ tp: before.tp + 1000, gv: before.gv + 500 });
    expect((await received(intl)).Items[0]).toMatchObject({ Id: standing!.Id, Status: 'withdrawn', TeachingPoints: 0, GrowthValue: 0 });
    // The tutor is told, as when staff withdraw it: one ComplaintWithdrawnReminder naming the appeal.
    const reminders = await t.database.db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('tutor_id', '=', DemoUsers.international.id)
      .where('reminder_type', '=', 'ComplaintWithdrawnReminder')
      .where('content', '=', `Appeal #${appeal.id} granted`)
      .execute();
    expect(reminders).toEqual([{ title: 'Complaint withdrawn', content: `Appeal #${appeal.id} granted` }]);
  });

  it('computes late attendance from the first classroom join and early leave from when the class ended', async () => {
    const records = (await t.call<LateLeaveRecord[]>('POST', '/api/TutorData/TeacherLateLeaveEarlyRecord', { token: intl, body: period() })).json.Body;
    expect(records.map((r) => r.LateMinutes).sort()).toEqual([3, 7]);
    expect(records.every((r) => r.EarlyMinutes === 0)).toBe(true);

    // A class the tutor ended 8 minutes early, through the class service.
    // A half hour three days back that the tutor has free.
    const start = await freeHalfHour(t, DemoUsers.international.id, new Date(t.clock.now().getTime() - 3 * DAY), -1);
    const early = await t.database.db.transaction().execute(async (trx) => {
      const [lesson] = await bookClassesIn(trx, [
        {
          input: {
            tutorId: DemoUsers.international.id,
            studentId: null,
            classType: ClassType.regular,
            classTool: 8,
            startAt: start.toISOString(),
            feePhp: 100,
            actor: ClassActor.staff,
          },
          at: new Date(start.getTime() - DAY),
        },
      ]);
      await changeClassStatusesIn(trx, [
        { input: { classId: lesson!.id, to: ClassStatus.finished, actor: ClassActor.tutor }, at: new Date(Date.parse(lesson!.end_at) - 8 * 60_000) },
      ]);
      await trx
        .insertInto('classroom_joins')
        .values({ class_id: lesson!.id, tutor_id: DemoUsers.international.id, class_tool: 8, client: 'web', joined_at: start.toISOString() })
        .execute();
      return lesson!;
    });
    const after = (await t.call<LateLeaveRecord[]>('POST', '/api/TutorData/TeacherLateLeaveEarlyRecord', { token: intl, body: period() })).json.Body;
    expect(after.find((r) => r.ClassId === early.id)).toMatchObject({ LateMinutes: 0, EarlyMinutes: 8 });
    // Another tutor's report holds none of these classes.
    const theirs = (await t.call<LateLeaveRecord[]>('POST', '/api/TutorData/TeacherLateLeaveEarlyRecord', { token: demo, body: period() })).json.Body;
    expect(theirs.some((r) => r.ClassId === early.id)).toBe(false);
    expect((await t.call('POST', '/api/TutorData/TeacherLateLeaveEarlyRecord', { token: intl, body: { StartTime: 'x', EndTime: 'y' } })).json.Msg).toBe(
      ComplaintMessages.periodInvalid,
    );
  });

  it('lists finished classes in the recitation report and takes one feedback per own finished class', async () => {
    const report = async (token: string) =>
      (await t.call<RecitationClass[]>('POST', '/api/TutorData/GetRecitationClassReport', { token, body: period() })).json.Body;
    const rows = await report(intl);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.FeedbackRating !== null)).toHaveLength(1);
    const open = rows.find((r) => r.FeedbackRating === null)!;
    const submit = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/TutorData/SubmitRecitationClassFeedback', { token, body: body });
    expect((await submit(intl, { ClassId: open.ClassId, Rating: 6, Content: 'Good' })).json.Msg).toBe(ComplaintMessages.ratingRange);
    expect((await submit(demo, { ClassId: open.ClassId, Rating: 5, Content: 'Good' })).json.Msg).toBe(ComplaintMessages.classNotFound);
    expect((await submit(intl, { ClassId: open.ClassId, Rating: 5, Content: 'Fluent reading.' })).json).toMatchObject({
      ErrorCode: 0,
      Msg: ComplaintMessages.feedbackSaved,
    });
    expect((await submit(intl, { ClassId: open.ClassId, Rating: 4, Content: 'Again' })).json.Msg).toBe(ComplaintMessages.feedbackExists);
    expect((await report(intl)).find((r) => r.ClassId === open.ClassId)).toMatchObject({ FeedbackRating: 5, FeedbackContent: 'Fluent reading.' });
    expect((await report(demo)).some((r) => r.ClassId === open.ClassId)).toBe(false);
  });
});
