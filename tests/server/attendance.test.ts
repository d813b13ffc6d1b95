import type { SignableParams } from '../../src/domain/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassStatus } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { ConfirmationStatus, cancelUnconfirmedClasses, requestAttendanceConfirmation } from '../../server/services/attendance.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen } from './realtime-helpers';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe(`attendance confirmation (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    // Files as the chunked upload records them (its own tests cover the bytes): demo2's proof, a
    // PDF of demo2's, and demo's photo.
    const stored = (fileRef: string, ownerId: number, contentType: string) => ({
      file_ref: fileRef,
      owner_id: ownerId,
      module_name: 'Absent',
      original_name: `${fileRef}.bin`,
      storage_key: `test/${fileRef}`,
      content_type: contentType,
      size: 1024,
      sha256: '0'.repeat(64),
      created_at: t.clock.now().toISOString(),
    });
    await t.database.db
      .insertInto('stored_files')
      .values([
        stored('proof-outage-png', DemoUsers.demo2.id, 'image/png'),
        stored('proof-letter-pdf', DemoUsers.demo2.id, 'application/pdf'),
        stored('someone-elses-jpg', DemoUsers.demo.id, 'image/jpeg'),
      ])
      .execute();
  });
  afterAll(async () => t.close());

  /** A class for demo2 starting `startsIn` from now, with a confirmation asked for it. */
  async function classWithConfirmation(startsIn: number, fee = 200): Promise<{ classId: number; confirmationId: number }> {
    const start = t.clock.now().getTime() + startsIn;
    const lesson = await t.database.db
      .insertInto('classes')
      .values({
        tutor_id: DemoUsers.demo2.id,
        student_name: 'Test Student',
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 25 * MINUTE).toISOString(),
        lesson_fee_php: fee,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notice = await requestAttendanceConfirmation(t.app, { classId: lesson.id });
    return { classId: lesson.id, confirmationId: notice.id };
  }

  const reply = (body: SignableParams, token = demo2) => t.call<number>('POST', '/api/Message/ReplyAttendanceConfirm', { token, body });
  const decline = { IsICan: false, CancelReason: 2, CancelRemark: 'The fibre line is down in our area.', Attachment: 'proof-outage-png' };
  const confirmation = (id: number) => t.database.db.selectFrom('attendance_confirmations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  // The person panel's figures, which read the ledger.
  const teachingPoints = async () => {
    const score = (await t.call<{ TeachingPoints: number; CancelScore: number }>('POST', '/api/tutordata/TutorAllScore', { token: demo2 })).json.Body;
    return { points: score.TeachingPoints, cancellations: score.CancelScore };
  };

  it("lists demo's seeded pending confirmation and the absent notice", async () => {
    const items = await t.call<Array<{ Id: number; ClassTimeStr: string; Count: number; DeadlineStr: string }>>(
      'POST',
      '/api/Message/GetAttendanceConfirmList',
      { token: demo },
    );
    expect(items.json.Body).toHaveLength(1);
    const [item] = items.json.Body;
    expect(Date.parse(item!.ClassTimeStr) - t.clock.now().getTime()).toBeGreaterThan(24 * HOUR);
    expect(Date.parse(item!.ClassTimeStr) - Date.parse(item!.DeadlineStr)).toBe(30 * MINUTE);
    const notice = await t.call('POST', '/api/Message/GetTutorAbsentMsgNew', { token: demo });
    expect(notice.json.Body).toEqual({ classTime: item!.ClassTimeStr, id: item!.Id, count: 1 });
    // Another tutor sees none of it and cannot answer it.
    expect((await t.call('POST', '/api/Message/GetTutorAbsentMsgNew', { token: demo2 })).json.Body).toBeNull();
    expect((await reply({ Id: item!.Id, IsICan: true })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it("confirms with 'Yes, I can' (Body 1), marks the message read, and answers a second reply with Msg and Body 0", async () => {
    const { confirmationId } = await classWithConfirmation(30 * HOUR);
    expect((await reply({ Id: confirmationId, IsICan: true })).json).toEqual({ ErrorCode: 0, Msg: '', Body: 1 });
    const row = await confirmation(confirmationId);
    expect(row.status).toBe(ConfirmationStatus.confirmed);
    const message = await t.database.db.selectFrom('messages').select('read_at').where('id', '=', row.message_id!).executeTakeFirstOrThrow();
    expect(message.read_at).not.toBeNull();
    expect((await reply({ Id: confirmationId, ...decline })).json).toEqual({ ErrorCode: 0, Msg: Messages.attendanceAlreadyAnswered, Body: 0 });
  });

  it("requires a reason from the six, a remark and an uploaded .jpg/.png attachment to decline ('Required.')", async () => {
    const { confirmationId } = await classWithConfirmation(50 * HOUR);
    const required = { ErrorCode: ErrorCode.Failed, Msg: Messages.required, Body: null };
    expect((await reply({ Id: confirmationId, IsICan: false, CancelRemark: 'x', Attachment: 'a.png' })).json).toEqual(required);
    expect((await reply({ Id: confirmationId, ...decline, CancelReason: null })).json).toEqual(required);
    expect((await reply({ Id: confirmationId, ...decline, CancelRemark: '   ' })).json).toEqual(required);
    expect((await reply({ Id: confirmationId, ...decline, Attachment: '' })).json).toEqual(required);
    expect((await reply({ Id: confirmationId, ...decline, CancelReason: 7 })).json).toEqual({
      ErrorCode: ErrorCode.Failed,
      Msg: Messages.cancelReasonInvalid,
      Body: null,
    });
    const notMine = { ErrorCode: ErrorCode.Failed, Msg: Messages.attendanceAttachmentInvalid, Body: null };
    expect((await reply({ Id: confirmationId, ...decline, Attachment: 'someone-elses-jpg' })).json).toEqual(notMine);
    expect((await reply({ Id: confirmationId, ...decline, Attachment: 'proof-letter-pdf' })).json).toEqual(notMine);
    expect((await reply({ Id: confirmationId, ...decline, Attachment: 'no-such-file' })).json).toEqual(notMine);
    expect((await confirmation(confirmationId)).status).toBe(ConfirmationStatus.pending);
  });

  it.each([
    [2 * HOUR, 'under 3 h', 600],
    [10 * HOUR, '3 to 24 h', 200],
    [30 * HOUR, '24 to 48 h', 100],
    [60 * HOUR, '48 to 72 h', 50],
  ])('declining %d ms before class records the %s penalty (%d PHP) and deducts 2 teaching points', async (startsIn, tier, penalty) => {
    const { classId, confirmationId } = await classWithConfirmation(startsIn, 200);
    const before = await teachingPoints();
    expect((await reply({ Id: confirmationId, ...decline })).json).toEqual({ ErrorCode: 0, Msg: '', Body: 1 });
    expect(await confirmation(confirmationId)).toMatchObject({
      status: ConfirmationStatus.declined,
      cancel_reason: 2,
      cancel_remark: decline.CancelRemark,
      attachment: decline.Attachment,
      penalty_tier: tier,
      penalty_php: penalty,
      points_deducted: 2,
    });
    const lesson = await t.database.db.selectFrom('classes').select('status').where('id', '=', classId).executeTakeFirstOrThrow();
    expect(lesson.status).toBe(ClassStatus.cancelled);
    const after = await teachingPoints();
    expect(after.points).toBeCloseTo(before.points - 2, 5);
    expect(after.cancellations).toBe(before.cancellations + 1);
    const warning = await t.database.db
      .selectFrom('messages')
      .select(['content', 'kind'])
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('title', '=', Messages.attendanceDeclinedTitle)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(warning.kind).toBe(MessageKind.attendance);
    expect(warning.content).toContain(`${penalty.toFixed(2)} PHP`);
  });

  it('charges nothing for a decline 72 h or more before class', async () => {
    const { confirmationId } = await classWithConfirmation(80 * HOUR);
    const before = await teachingPoints();
    expect((await reply({ Id: confirmationId, ...decline })).json.Body).toBe(1);
    expect(await confirmation(confirmationId)).toMatchObject({ penalty_php: 0, points_deducted: 0, penalty_tier: '' });
    expect((await teachingPoints()).points).toBe(before.points);
  });

  it('answers a reply after the 30-minute deadline with Msg and Body 0, cancelling with the under-3-hours penalty', async () => {
    const { confirmationId } = await classWithConfirmation(20 * MINUTE, 150);
    expect((await reply({ Id: confirmationId, IsICan: true })).json).toEqual({ ErrorCode: 0, Msg: Messages.attendanceClosed, Body: 0 });
    expect(await confirmation(confirmationId)).toMatchObject({ status: ConfirmationStatus.autoCancelled, penalty_php: 450, points_deducted: 2 });
  });

  it('cancels unconfirmed classes 30 minutes before they start, once, and pushes AutoEndClassNotice', async () => {
    const baseUrl = await listen(t.app);
    const client = hubClient(baseUrl, demo2);
    await client.connection.start();
    const soon = await classWithConfirmation(40 * MINUTE, 100);
    const later = await classWithConfirmation(3 * HOUR, 100);
    const confirmed = await classWithConfirmation(35 * MINUTE, 100);
    expect((await reply({ Id: confirmed.confirmationId, IsICan: true })).json.Body).toBe(1);

    expect(await cancelUnconfirmedClasses(t.app)).toBe(0);
    t.clock.advance(10 * MINUTE + 1);
    const pushed = client.log.next('AutoEndClassNotice');
    // Two processes running the job at once cancel each class once.
    const runs = await Promise.all([cancelUnconfirmedClasses(t.app), cancelUnconfirmedClasses(t.app)]);
    expect(runs[0] + runs[1]).toBe(1);
    const [message] = (await pushed) as [{ title: string; content: string }];
    expect(message.title).toBe(Messages.attendanceAutoCancelledTitle);
    expect(message.content).toContain('300.00 PHP');
    expect(await confirmation(soon.confirmationId)).toMatchObject({ status: ConfirmationStatus.autoCancelled, penalty_tier: 'under 3 h' });
    expect((await confirmation(later.confirmationId)).status).toBe(ConfirmationStatus.pending);
    expect((await confirmation(confirmed.confirmationId)).status).toBe(ConfirmationStatus.confirmed);

    t.clock.advance(2 * HOUR + 31 * MINUTE);
    expect(await cancelUnconfirmedClasses(t.app)).toBe(1);
    expect((await confirmation(later.confirmationId)).status).toBe(ConfirmationStatus.autoCancelled);
    t.clock.advance(-(2 * HOUR + 41 * MINUTE + 1));
    await client.connection.stop();
  });

  it('pushes the confirmation request to the tutor with the absent notice', async () => {
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const client = hubClient(baseUrl, demo2);
    await client.connection.start();
    const pushed = client.log.next('GetTutorClassMsgList', ([payload]) => (payload as { kind?: string }).kind === MessageKind.attendance);
    const { confirmationId } = await classWithConfirmation(5 * HOUR);
    const [payload] = (await pushed) as [{ id: number; classTime: string; count: number }];
    expect(payload).toMatchObject({ id: confirmationId, count: 1 });
    await client.connection.stop();
  });
});
