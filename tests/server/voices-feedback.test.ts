import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../server/uploads/stored-files';
import { uploadContextOf } from '../../server/uploads/uploads.plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  FeedbackMessages,
  FeedbackStatus,
  type FeedbackPage,
  type FeedbackRecord,
  type FeedbackReply,
  type FeedbackSaveAnswer,
  type FeedbackType,
} from '../../src/domain/feedback';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe(`feedback and appeals (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let staff: string;
  let demoClass: number;
  let demo2Class: number;

  const screenshot = async (ownerId: number, module = 'AppealFile') =>
    (await storeFile(uploadContextOf(t.app), { ownerId, module: module as 'AppealFile', originalName: 'shot.png', source: Readable.from([PNG]) })).file_ref;
  const add = (token: string, body: Record<string, unknown>) => t.call<FeedbackSaveAnswer | null>('POST', '/api/FeedBack/Add', { token, body: body });
  const list = async (token: string, body: Record<string, unknown> = {}) =>
    (await t.call<FeedbackPage>('POST', '/api/FeedBack/List', { token, body: { PageIndex: 1, PageSize: 100, ...body } })).json;
  const remaining = async (token: string) => (await t.call<number>('POST', '/api/FeedBack/FeedBackRightRemaining', { token })).json.Body;
  const dot = async (token: string) => (await t.call<boolean>('POST', '/api/FeedBack/IsShowFeeBackMsg', { token })).json.Body;

  beforeAll(async () => {
    t = await startTestApp({ env: { FEEDBACK_QUOTA_PER_MONTH: '6', ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [demo, demo2, staff] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo2', 'demo1234'), t.login('staff', DemoUsers.staff.password)]);
    const classOf = async (tutorId: number) =>
      (await t.database.db.selectFrom('classes').select('id').where('tutor_id', '=', tutorId).orderBy('id').executeTakeFirstOrThrow()).id;
    demoClass = await classOf(DemoUsers.demo.id);
    demo2Class = await classOf(DemoUsers.demo2.id);
    // Start from a read dot: the seeded notice is not about a feedback of these tests.
    await t.database.db.updateTable('feedback_notices').set({ read_at: t.clock.now().toISOString() }).execute();
  });
  afterAll(async () => t.close());

  it('lists the types with capitalised keys and the quota of the month', async () => {
    const types = (await t.call<FeedbackType[]>('POST', '/api/FeedBack/GetFeeBackType', { token: demo })).json.Body;
    expect(types.map((type) => type.Id)).toEqual(expect.arrayContaining([1, 2, 4, 9, 10, 11, 12, 13, 36]));
    expect(Object.keys(types[0]!)).toEqual(['Id', 'Name', 'Appeal']);
    expect(await remaining(demo)).toBe(6);
    expect((await t.call('POST', '/api/FeedBack/FeedBackRightRemaining')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it("refuses each §5 rule per type with its message, a class that is not the tutor's, and another's file", async () => {
    const file = await screenshot(DemoUsers.demo.id);
    const othersFile = await screenshot(DemoUsers.demo2.id);
    const leaveFile = await screenshot(DemoUsers.demo.id, 'LeaveReason');
    const good = { Type: 2, Clid: String(demoClass), Remark: 'The class froze twice.', File: file };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, Type: null }, FeedbackMessages.required],
      [{ ...good, Type: 77 }, FeedbackMessages.required],
      [{ ...good, Clid: '' }, FeedbackMessages.required],
      [{ ...good, Type: 11, Clid: '', Respondents: '  ' }, FeedbackMessages.required],
      [{ ...good, Remark: '   ' }, FeedbackMessages.required],
      [{ ...good, Remark: 'x'.repeat(501) }, FeedbackMessages.contentTooLong],
      [{ ...good, File: '' }, FeedbackMessages.required],
      [{ ...good, Clid: String(demo2Class) }, FeedbackMessages.classNotFound],
      [{ ...good, Clid: '99999999' }, FeedbackMessages.classNotFound],
      [{ ...good, File: othersFile }, FeedbackMessages.fileInvalid],
      [{ ...good, File: leaveFile }, FeedbackMessages.fileInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await add(demo, body);
      expect([answer.json.ErrorCode, answer.json.Msg], JSON.stringify(body)).toEqual([ErrorCode.Failed, message]);
    }
    expect(await remaining(demo)).toBe(6);
  });

  it('sends type 1 without a class id and type 11 with a complaint name; edits while pending; lists them newest first', async () => {
    const file = await screenshot(DemoUsers.demo.id);
    const salary = await add(demo, { Type: 1, Clid: '', Remark: 'My pay for last week looks short.', File: file });
    expect(salary.json).toMatchObject({ ErrorCode: 0, Body: { Item1: true, Item2: FeedbackMessages.added } });
    const person = await add(demo, { Type: 11, Respondents: 'TM Carla', Remark: 'Rude reply in chat.', File: file, Clid: '123' });
    expect(person.json.Body).toEqual({ Item1: true, Item2: FeedbackMessages.added });
    const page = await list(demo);
    expect(page.Body.Items.map((item) => item.Type)).toEqual([11, 1]);
    const [complaint, pay] = page.Body.Items as [FeedbackRecord, FeedbackRecord];
    // Class ID is not shown for type 11: what was sent is not kept.
    expect(complaint).toMatchObject({ Respondents: 'TM Carla', Clid: null, Status: FeedbackStatus.pending, CanEdit: true, File: file });
    expect(complaint.FileUrl).toContain(file);
    expect(pay).toMatchObject({ Clid: null, Respondents: '' });
    expect(await remaining(demo)).toBe(4);

    const edited = await t.call<FeedbackSaveAnswer>('POST', '/api/FeedBack/Edit', {
      token: demo,
      body: { ID: pay.ID, Type: 1, Clid: String(demoClass), Remark: 'Class pay missing.', File: file },
    });
    expect(edited.json.Body).toEqual({ Item1: true, Item2: FeedbackMessages.edited });
    const read = (await t.call<FeedbackRecord>('GET', '/api/FeedBack/Get', { token: demo, query: { id: pay.ID } })).json.Body;
    expect(read).toMatchObject({ Clid: demoClass, Remark: 'Class pay missing.' });
    expect(await remaining(demo)).toBe(4);

    expect((await list(demo, { Type: 11 })).Body.Items.map((i) => i.ID)).toEqual([complaint.ID]);
    expect((await list(demo, { StartTime: '2020-01-01T00:15:00.000Z' })).Msg).toBe(FeedbackMessages.timeMinutes);
    expect((await list(demo, { StartTime: '2020-01-01T00:30:00.000Z' })).Body.Total).toBe(2);
  });

  it("refuses another tutor's feedback as missing: Get, Edit, replies", async () => {
    const mine = (await list(demo)).Body.Items[0]!;
    expect((await t.call('GET', '/api/FeedBack/Get', { token: demo2, query: { id: mine.ID } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    const file = await screenshot(DemoUsers.demo2.id);
    expect((await t.call('POST', '/api/FeedBack/Edit', { token: demo2, body: { ID: mine.ID, Type: 3, Remark: 'x', File: file } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    expect((await t.call('GET', '/api/FeedBack/GetReplyList', { token: demo2, query: { FeedBackId: mine.ID } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await t.call('POST', '/api/FeedBack/ReplyAdd', { token: demo2, query: { FeedBackId: mine.ID, Remark: 'hi' } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    expect((await list(demo2)).Body.Items.some((i) => i.ID === mine.ID)).toBe(false);
  });

  it('a staff reply lights the dot, marks the feedback replied and stops edits; reading the thread clears the dot', async () => {
    const mine = (await list(demo)).Body.Items[0]!;
    expect(await dot(demo)).toBe(false);
    expect((await t.call('POST', '/api/Staff/FeedbackReply', { token: demo, body: { FeedBackId: mine.ID, Remark: 'x' } })).json.ErrorCode).toBe(
      ErrorCode.Forbidden,
    );
    const reply = await t.call<FeedbackReply>('POST', '/api/Staff/FeedbackReply', {
      token: staff,
      body: { FeedBackId: mine.ID, Remark: 'We talked to Carla.' },
    });
    expect(reply.json.ErrorCode).toBe(0);
    expect(await dot(demo)).toBe(true);
    expect(await dot(demo2)).toBe(false);
    const listed = (await list(demo)).Body.Items[0]!;
    expect(listed).toMatchObject({ Status: FeedbackStatus.replied, HasUnreadReply: true, CanEdit: false });
    const file = await screenshot(DemoUsers.demo.id);
    expect(
      (await t.call('POST', '/api/FeedBack/Edit', { token: demo, body: { ID: mine.ID, Type: 11, Respondents: 'X', Remark: 'x', File: file } })).json.Msg,
    ).toBe(FeedbackMessages.notEditable);

    const thread = (await t.call<FeedbackReply[]>('POST', '/api/FeedBack/GetReplyList', { token: demo, query: { FeedBackId: mine.ID } })).json.Body;
    expect(thread).toEqual([expect.objectContaining({ From: 'staff', Remark: 'We talked to Carla.' })]);
    expect(await dot(demo)).toBe(false);
    const answer = await t.call<FeedbackReply>('POST', '/api/FeedBack/ReplyAdd', { token: demo, query: { FeedBackId: mine.ID, Remark: 'Thank you.' } });
    expect(answer.json).toMatchObject({ ErrorCode: 0, Msg: FeedbackMessages.replied, Body: { From: 'tutor' } });
    expect((await t.call('POST', '/api/FeedBack/ReplyAdd', { token: demo, query: { FeedBackId: mine.ID, Remark: '  ' } })).json.Msg).toBe(
      FeedbackMessages.replyRequired,
    );
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'feedback.reply').execute();
    expect(audit).toHaveLength(1);
  });

  it('an appeal needs a penalty on the class; granting it reverses the penalty entries once, and the tutor is told', async () => {
    const db = t.database.db;
    const penalised = await db
      .selectFrom('ledger_entries')
      .select('source_id')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('rule', '=', 'tp.absence')
      .where('source_type', '=', 'class')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const classId = Number(penalised.source_id);
    const file = await screenshot(DemoUsers.demo.id);
    // A class of the tutor without a penalty cannot be appealed.
    const clean = await db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('status', '=', 'booked')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await add(demo, { Type: 4, Clid: String(clean.id), Remark: 'I was there.', File: file })).json.Msg).toBe(FeedbackMessages.noPenalty);

    const balance = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.sum<number>('amount').as('s'))
            .where('tutor_id', '=', DemoUsers.demo.id)
            .where('account', '=', 'teaching_points')
            .executeTakeFirstOrThrow()
        ).s,
      );
    const before = await balance();
    expect(
      (await add(demo, { Type: 4, Clid: String(classId), Remark: 'My internet provider had an outage; proof attached.', File: file })).json.ErrorCode,
    ).toBe(0);
    const appeal = (await list(demo, { Type: 4 })).Body.Items[0]!;
    const detail = (await t.call<FeedbackRecord>('GET', '/api/FeedBack/Get', { token: demo, query: { id: appeal.ID } })).json.Body;
    expect(detail.Penalty.map((p) => p.Rule).sort()).toEqual(['gv.absence', 'tp.absence']);
    expect(detail.Penalty.every((p) => !p.Reversed && p.Amount < 0)).toBe(true);

    const notAppeal = (await list(demo, { Type: 1 })).Body.Items[0]!;
    expect((await t.call('POST', '/api/Staff/DecideAppeal', { token: staff, body: { FeedBackId: notAppeal.ID, Grant: true } })).json.Msg).toBe(
      FeedbackMessages.notAppeal,
    );
    const decided = await t.call<FeedbackRecord>('POST', '/api/Staff/DecideAppeal', { token: staff, body: { FeedBackId: appeal.ID, Grant: true } });
    expect(decided.json.Body).toMatchObject({ Status: FeedbackStatus.granted, HasUnreadReply: true });
    expect(decided.json.Body.Penalty.every((p) => p.Reversed)).toBe(true);
    expect(await balance()).toBe(before + 2000);
    expect(await dot(demo)).toBe(true);
    expect((await t.call('POST', '/api/Staff/DecideAppeal', { token: staff, body: { FeedBackId: appeal.ID, Grant: true } })).json.Msg).toBe(
      FeedbackMessages.alreadyDecided,
    );
    expect(await balance()).toBe(before + 2000);
    const thread = (await t.call<FeedbackReply[]>('GET', '/api/FeedBack/GetReplyList', { token: demo, query: { FeedBackId: appeal.ID } })).json.Body;
    expect(thread.at(-1)?.Remark).toBe(FeedbackMessages.appealGranted);
    // The penalty is gone: a second appeal on the class has nothing left to contest.
    expect((await add(demo, { Type: 4, Clid: String(classId), Remark: 'Again.', File: file })).json.Msg).toBe(FeedbackMessages.noPenalty);
  });

  it('enforces the monthly quota on the server', async () => {
    const file = await screenshot(DemoUsers.demo.id);
    let left = await remaining(demo);
    expect(left).toBeGreaterThan(0);
    while (left > 0) {
      expect((await add(demo, { Type: 3, Remark: `Idea ${left}`, File: file })).json.ErrorCode).toBe(0);
      left -= 1;
    }
    expect(await remaining(demo)).toBe(0);
    expect((await add(demo, { Type: 3, Remark: 'One more', File: file })).json.Msg).toBe(FeedbackMessages.quotaUsed);
    expect(await remaining(demo2)).toBe(6);
  });
});
