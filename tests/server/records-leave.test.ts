import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsDepsOf } from '../../server/routes/records/records-deps';
import type { LeaveEffects } from '../../server/services/leave-effects';
import { requestLeave, reviewLeave, undoLeave } from '../../server/services/leave.service';
import { storeFile } from '../../server/uploads/stored-files';
import { uploadContextOf } from '../../server/uploads/uploads.plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { LeaveMessages, LeaveStatus, type LeavePage, type LeaveRecord } from '../../src/domain/leave';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const DAY = 86_400_000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe(`leave (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let staff: string;
  const at = (days: number, hour = 0) => new Date(t.clock.now().getTime() + days * DAY + hour * 3600_000).toISOString();
  const body = (days: number, length = 2, extra: Record<string, unknown> = {}) => ({
    StartTime: at(days),
    EndTime: at(days + length),
    LeaveType: 1,
    Reason: 'Dental surgery and recovery',
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp();
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t.close());

  it('requests a leave with a proof, lists it paged, edits it and undoes it while pending', async () => {
    const proof = await storeFile(uploadContextOf(t.app), {
      ownerId: DemoUsers.demo.id,
      module: 'LeaveReason',
      originalName: 'note.png',
      source: Readable.from([PNG]),
    });
    const added = await t.call<LeaveRecord>('POST', '/api/TutorComm/AddTutorLeave', { token: demo, body: body(3, 2, { ProofFile: proof.file_ref }) });
    expect(added.json).toMatchObject({ ErrorCode: 0, Msg: LeaveMessages.requested });
    expect(added.json.Body).toMatchObject({ status: LeaveStatus.pending, statusText: 'Pending', proofFileRef: proof.file_ref, canEdit: true, canUndo: true });

    for (let i = 0; i < 11; i += 1) await t.call('POST', '/api/TutorComm/AddTutorLeave', { token: demo, body: body(40 + i * 3, 1) });
    const first = await t.call<LeavePage>('GET', '/api/TutorComm/GetTutorLeaveList', { token: demo, query: { pageIndex: 1, pageSize: 10 } });
    expect(first.json.Body.total).toBe(12);
    expect(first.json.Body.items).toHaveLength(10);
    const second = await t.call<LeavePage>('POST', '/api/TutorComm/GetTutorLeaveList', { token: demo, query: { pageIndex: 2, pageSize: 10 } });
    expect(second.json.Body.items.map((item) => item.id)).toContain(added.json.Body.id);

    const edited = await t.call<LeaveRecord>('POST', '/api/TutorComm/EditTutorLeave', {
      token: demo,
      body: { Id: added.json.Body.id, ...body(4, 1, { LeaveType: 2, Reason: 'Family event' }) },
    });
    expect(edited.json.Body).toMatchObject({ leaveType: 2, reason: 'Family event', proofFileRef: null });
    const undone = await t.call<LeaveRecord>('POST', '/api/TutorComm/UndoTutorLeave', { token: demo, query: { id: added.json.Body.id } });
    expect(undone.json.Body).toMatchObject({ status: LeaveStatus.undone, statusText: 'Withdrawn', canEdit: false, canUndo: false });
    const editUndone = await t.call('POST', '/api/TutorComm/EditTutorLeave', { token: demo, body: { Id: added.json.Body.id, ...body(4) } });
    expect(editUndone.json.Msg).toBe(LeaveMessages.notPending);
  });

  it("refuses bad periods, overlaps, unknown types, a missing reason and someone else's proof", async () => {
    const check = async (payload: Record<string, unknown>, message: string) => {
      const answer = await t.call('POST', '/api/TutorComm/AddTutorLeave', { token: demo2, body: payload });
      expect(answer.json, message).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: message });
    };
    await check(body(-2), LeaveMessages.startInPast);
    await check({ ...body(5), EndTime: at(4) }, LeaveMessages.endBeforeStart);
    await check(body(5, 31), LeaveMessages.tooLong);
    await check(body(5, 1, { LeaveType: 9 }), LeaveMessages.typeInvalid);
    await check(body(5, 1, { Reason: '   ' }), LeaveMessages.required);
    const othersProof = await storeFile(uploadContextOf(t.app), {
      ownerId: DemoUsers.demo.id,
      module: 'LeaveReason',
      originalName: 'n.png',
      source: Readable.from([PNG]),
    });
    await check(body(5, 1, { ProofFile: othersProof.file_ref }), LeaveMessages.proofInvalid);
    expect((await t.call('POST', '/api/TutorComm/AddTutorLeave', { token: demo2, body: body(5, 2) })).json.ErrorCode).toBe(0);
    await check(body(6, 2), LeaveMessages.overlaps);
  });

  it("never shows or changes another tutor's leave", async () => {
    const mine = await t.call<LeaveRecord>('POST', '/api/TutorComm/AddTutorLeave', { token: demo, body: body(100, 1) });
    const list = await t.call<LeavePage>('GET', '/api/TutorComm/GetTutorLeaveList', { token: demo2, query: { pageIndex: 1, pageSize: 100 } });
    expect(list.json.Body.items.map((item) => item.id)).not.toContain(mine.json.Body.id);
    const edit = await t.call('POST', '/api/TutorComm/EditTutorLeave', { token: demo2, body: { Id: mine.json.Body.id, ...body(101, 1) } });
    expect(edit.json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: LeaveMessages.notFound });
    const undo = await t.call('POST', '/api/TutorComm/UndoTutorLeave', { token: demo2, query: { id: mine.json.Body.id } });
    expect(undo.json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('staff approve (audited, the tutor told) and refuse with a reason; an approved future leave can still be undone', async () => {
    const leave = await t.call<LeaveRecord>('POST', '/api/TutorComm/AddTutorLeave', { token: demo, body: body(200, 1) });
    const id = leave.json.Body.id;
    expect((await t.call('POST', '/api/Staff/ReviewLeave', { token: demo, body: { Id: id, Approve: true } })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    const pending = await t.call<{ items: Array<{ id: number; tutorId: number }> }>('GET', '/api/Staff/PendingLeaves', {
      token: staff,
      query: { pageSize: 100 },
    });
    expect(pending.json.Body.items.find((item) => item.id === id)?.tutorId).toBe(DemoUsers.demo.id);

    const approved = await t.call<LeaveRecord & { slotsClosed: number; classesHandedOver: number }>('POST', '/api/Staff/ReviewLeave', {
      token: staff,
      body: { Id: id, Approve: true },
    });
    expect(approved.json.Body).toMatchObject({ status: LeaveStatus.approved, canEdit: false, canUndo: true, slotsClosed: 0, classesHandedOver: 0 });
    const twice = await t.call('POST', '/api/Staff/ReviewLeave', { token: staff, body: { Id: id, Approve: false, Reason: 'x' } });
    expect(twice.json.Msg).toBe(LeaveMessages.alreadyReviewed);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'tutor_leave')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: DemoUsers.staff.id, action: 'leave.approve' });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ status: LeaveStatus.pending });
    const message = await t.database.db
      .selectFrom('messages')
      .select(['title', 'sent_by'])
      .where('tutor_id', '=', DemoUsers.demo.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(message).toEqual({ title: 'Your leave was approved', sent_by: DemoUsers.staff.id });

    const undone = await t.call<LeaveRecord>('POST', '/api/TutorComm/UndoTutorLeave', { token: demo, query: { id } });
    expect(undone.json.Body.status).toBe(LeaveStatus.undone);

    const other = await t.call<LeaveRecord>('POST', '/api/TutorComm/AddTutorLeave', { token: demo, body: body(210, 1) });
    const noReason = await t.call('POST', '/api/Staff/ReviewLeave', { token: staff, body: { Id: other.json.Body.id, Approve: false } });
    expect(noReason.json.Msg).toBe(LeaveMessages.refuseReasonRequired);
    const refused = await t.call<LeaveRecord>('POST', '/api/Staff/ReviewLeave', {
      token: staff,
      body: { Id: other.json.Body.id, Approve: false, Reason: 'Peak week' },
    });
    expect(refused.json.Body).toMatchObject({ status: LeaveStatus.refused, reviewReason: 'Peak week', canUndo: false });
  });

  it('acts on time through LeaveEffects: approval closes the period, undoing an approved future leave reopens it', async () => {
    const calls: string[] = [];
    const effects: LeaveEffects = {
      async closePeriod(_trx, leave, actorId) {
        calls.push(`close ${leave.id} by ${actorId}`);
        return { slots: 3, classes: 1 };
      },
      async reopenPeriod(_trx, leave, actorId) {
        calls.push(`reopen ${leave.id} by ${actorId}`);
        return { slots: 3, classes: 0 };
      },
    };
    const deps = recordsDepsOf(t.app, { leaveEffects: effects });
    const leave = await requestLeave(deps, DemoUsers.demo2.id, { startAt: at(150), endAt: at(151), leaveType: 3, reason: 'Typhoon', proofFileRef: null });
    const approved = await reviewLeave(deps, DemoUsers.staff.id, leave.id, { approve: true, reason: '' });
    expect(approved).toMatchObject({ slotsClosed: 3, classesHandedOver: 1 });
    await undoLeave(deps, DemoUsers.demo2.id, leave.id);
    expect(calls).toEqual([`close ${leave.id} by ${DemoUsers.staff.id}`, `reopen ${leave.id} by ${DemoUsers.demo2.id}`]);
  });

  it('lets an approved leave that has started no longer be undone', async () => {
    const leave = await t.call<LeaveRecord>('POST', '/api/TutorComm/AddTutorLeave', { token: demo2, body: body(300, 2) });
    await t.call('POST', '/api/Staff/ReviewLeave', { token: staff, body: { Id: leave.json.Body.id, Approve: true } });
    t.clock.advance(301 * DAY);
    const fresh = await t.login('demo2', DemoUsers.demo2.password);
    const undo = await t.call('POST', '/api/TutorComm/UndoTutorLeave', { token: fresh, query: { id: leave.json.Body.id } });
    expect(undo.json.Msg).toBe(LeaveMessages.cannotUndo);
  });
});
