import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { HubEvent } from '../../src/domain/realtime';
import {
  StaffAuditMessages,
  type AppealQueueItem,
  type AssistanceQueueItem,
  type ComplaintQueueItem,
  type ComplaintReplyQueueItem,
  type ContractQueueItem,
  type FeedbackReplyQueueItem,
  type LeaveQueueItem,
  type PersonalDataQueueItem,
  type StaffPageOf,
  type TesolQueueItem,
  type TutorLedgerItem,
  type TutorMessageItem,
} from '../../src/domain/staff-audits';
import type { AuditLogItem } from '../../src/domain/staff-console';
import { AuditAppealTutor, AuditContractTutor, AuditDataTutor, AuditFeedbackTutor, AuditLeaveTutor } from '../../server/seed/staff-audits.seed';
import { operationsOf } from './fuzz-openapi';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/** Every queue call this area adds (the record's lists are in staff-tutor-lists.test.ts). */
export const QUEUE_CALLS = [
  '/api/Staff/PersonalDataQueue',
  '/api/Staff/ContractQueue',
  '/api/Staff/TesolQueue',
  '/api/Staff/LeaveQueue',
  '/api/Staff/AppealQueue',
  '/api/Staff/ComplaintQueue',
  '/api/Staff/FeedbackReplyQueue',
  '/api/Staff/ComplaintReplyQueue',
  '/api/Staff/ClassAssistanceQueue',
] as const;

describe(`staff audit and reply queues: each item leaves its queue when decided, audited, and the tutor hears (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, query: Record<string, string | number> = {}, token = staff) => t.call<T>('GET', url, { token, query });
  const post = <T>(url: string, body: Record<string, unknown>, token = staff) => t.call<T>('POST', url, { token, body });
  const queue = async <T>(url: string) => {
    const answer = await get<StaffPageOf<T>>(url, { pageSize: 100 });
    expect(answer.json.ErrorCode, answer.json.Msg).toBe(0);
    return answer.json.Body;
  };
  const auditOf = async (tutorId: number) => (await get<StaffPageOf<AuditLogItem>>('/api/Staff/AuditLog', { tutorId, pageSize: 100 })).json.Body.Items;
  const messagesOf = async (tuid: number) => (await get<StaffPageOf<TutorMessageItem>>('/api/Staff/TutorMessages', { tuid, pageSize: 50 })).json.Body.Items;
  const tutorLogin = (person: { account: string; password: string }) => t.login(person.account, person.password);

  it('refuses a tutor with ErrorCode 4 on every queue call and on ComplaintStands, all in the OpenAPI document', async () => {
    const tutor = await tutorLogin(AuditLeaveTutor);
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    const paths = operationsOf(document).map((operation) => operation.path);
    for (const path of [...QUEUE_CALLS, '/api/Staff/ComplaintStands']) expect(paths).toContain(path);
    for (const path of QUEUE_CALLS) expect((await get(path, {}, tutor)).json.ErrorCode, path).toBe(ErrorCode.Forbidden);
    expect((await post('/api/Staff/ComplaintStands', { ComplaintId: 1 }, tutor)).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await get('/api/Staff/LeaveQueue', { pageSize: 101 })).json.ErrorCode).not.toBe(0);
    expect((await get('/api/Staff/LeaveQueue', { pageIndex: 0 })).json.ErrorCode).not.toBe(0);
  });

  it('verifies personal data and reviews TESOL: both leave their queues, audited, the tutor messaged', async () => {
    const data = await queue<PersonalDataQueueItem>('/api/Staff/PersonalDataQueue');
    expect(data.Items).toContainEqual(
      expect.objectContaining({
        Tuid: AuditDataTutor.id,
        Name: AuditDataTutor.name,
        School: 'University of Santo Tomas',
        Location: 'Philippines, Quezon City, Metro Manila',
      }),
    );
    const sentBack = await post('/api/Staff/VerifyPersonalData', { Tuid: AuditDataTutor.id, Approved: false, Message: 'Please add your school years.' });
    expect(sentBack.json.ErrorCode, sentBack.json.Msg).toBe(0);
    expect((await queue<PersonalDataQueueItem>('/api/Staff/PersonalDataQueue')).Items.map((item) => item.Tuid)).not.toContain(AuditDataTutor.id);

    const tesol = await queue<TesolQueueItem>('/api/Staff/TesolQueue');
    expect(tesol.Items).toContainEqual(
      expect.objectContaining({ Tuid: AuditDataTutor.id, FullName: 'Jose Santos Tan', IdNumber: 'TESOL-55120', HasCertificate: false }),
    );
    expect((await post('/api/Staff/ReviewTesol', { Tuid: AuditDataTutor.id, Accepted: true })).json.ErrorCode).toBe(0);
    expect((await queue<TesolQueueItem>('/api/Staff/TesolQueue')).Items.map((item) => item.Tuid)).not.toContain(AuditDataTutor.id);

    const actions = (await auditOf(AuditDataTutor.id)).map((entry) => entry.Action);
    expect(actions).toEqual(expect.arrayContaining(['personal-data.return', 'tesol.review']));
    const titles = (await messagesOf(AuditDataTutor.id)).map((message) => [message.Title, message.SentBy]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Your personal data needs changes', 'staff'],
        ['Your TESOL information is accepted', 'staff'],
      ]),
    );
  });

  it("fails a contract in audit with a reason: it leaves the queue and the tutor's contract shows the result", async () => {
    expect((await queue<ContractQueueItem>('/api/Staff/ContractQueue')).Items).toContainEqual(
      expect.objectContaining({ Tuid: AuditContractTutor.id, Name: AuditContractTutor.name }),
    );
    expect((await post('/api/Staff/AuditContract', { Tuid: AuditContractTutor.id, Status: 2 })).json.ErrorCode).not.toBe(0);
    const failed = await post('/api/Staff/AuditContract', { Tuid: AuditContractTutor.id, Status: 2, Reason: 'The signature is cut off.' });
    expect(failed.json.ErrorCode, failed.json.Msg).toBe(0);
    expect((await queue<ContractQueueItem>('/api/Staff/ContractQueue')).Items.map((item) => item.Tuid)).not.toContain(AuditContractTutor.id);
    const tutor = await tutorLogin(AuditContractTutor);
    const info = await t.call<{ auditStatus: number; auditReason: string }>('GET', '/api/TutorComm/GetContractInfo', { token: tutor });
    expect(info.json.Body).toMatchObject({ auditStatus: 2, auditReason: 'The signature is cut off.' });
    const entry = (await auditOf(AuditContractTutor.id)).find((item) => item.Action === 'contract.audit')!;
    expect(JSON.parse(entry.After!)).toEqual({ status: 2, reason: 'The signature is cut off.' });
  });

  it("approves a leave from the queue: its tutor's record shows it approved, audited and messaged", async () => {
    const item = (await queue<LeaveQueueItem>('/api/Staff/LeaveQueue')).Items.find((leave) => leave.Tuid === AuditLeaveTutor.id)!;
    expect(item).toMatchObject({ Account: AuditLeaveTutor.account, Name: AuditLeaveTutor.name, Reason: 'Family event in the province.', HasProof: false });
    expect((await post('/api/Staff/ReviewLeave', { Id: item.Id, Approve: true })).json.ErrorCode).toBe(0);
    expect((await queue<LeaveQueueItem>('/api/Staff/LeaveQueue')).Items.map((leave) => leave.Id)).not.toContain(item.Id);
    const tutor = await tutorLogin(AuditLeaveTutor);
    const record = await t.call<{ items: Array<{ id: number; statusText: string }> }>('GET', '/api/TutorComm/GetTutorLeaveList', { token: tutor });
    expect(record.json.Body.items.find((leave) => leave.id === item.Id)?.statusText).toBe('Approved');
    expect((await auditOf(AuditLeaveTutor.id)).map((entry) => entry.Action)).toContain('leave.approve');
    expect((await messagesOf(AuditLeaveTutor.id))[0]?.Title).toBe('Your leave was approved');
  });

  it('grants an appeal: its penalty entries are reversed in the ledger, the appeal leaves the queue, the tutor hears it', async () => {
    const toUser = vi.spyOn(t.app.notifier, 'toUser');
    const appeal = (await queue<AppealQueueItem>('/api/Staff/AppealQueue')).Items.find((item) => item.Tuid === AuditAppealTutor.id)!;
    expect(appeal).toMatchObject({ Type: 'Appeal: cancellation penalty', Status: 'Pending' });
    const ledgerBefore = (await get<StaffPageOf<TutorLedgerItem>>('/api/Staff/TutorLedger', { tuid: AuditAppealTutor.id, pageSize: 100 })).json.Body.Items;
    const penalties = ledgerBefore.filter((entry) => entry.Rule === 'tp.cancellation' || entry.Rule === 'gv.cancel_within_3h');
    expect(penalties).toHaveLength(2);

    const granted = await post('/api/Staff/DecideAppeal', { FeedBackId: appeal.Id, Grant: true, Remark: 'The outage is confirmed.' });
    expect(granted.json.ErrorCode, granted.json.Msg).toBe(0);
    expect((await queue<AppealQueueItem>('/api/Staff/AppealQueue')).Items.map((item) => item.Id)).not.toContain(appeal.Id);
    const ledgerAfter = (await get<StaffPageOf<TutorLedgerItem>>('/api/Staff/TutorLedger', { tuid: AuditAppealTutor.id, pageSize: 100 })).json.Body.Items;
    for (const penalty of penalties) {
      expect(ledgerAfter).toContainEqual(expect.objectContaining({ Reverses: penalty.Id, Amount: -penalty.Amount }));
    }
    const entry = (await auditOf(AuditAppealTutor.id)).find((item) => item.Action === 'appeal.grant')!;
    expect(JSON.parse(entry.After!).reversedEntries).toHaveLength(2);
    expect(toUser.mock.calls.some(([userId, event]) => userId === AuditAppealTutor.id && event === HubEvent.feedbackReplied)).toBe(true);
    toUser.mockRestore();
  });

  it("confirms one student's complaint stands and withdraws the other: both leave the queue, audited, the tutor told", async () => {
    const items = (await queue<ComplaintQueueItem>('/api/Staff/ComplaintQueue')).Items.filter((item) => item.Tuid === AuditAppealTutor.id);
    expect(items.map((item) => item.ComplaintType)).toEqual(['Network problem', 'Late arrival']);
    const [withdrawn, stands] = items as [ComplaintQueueItem, ComplaintQueueItem];

    const confirmed = await post<{ Id: number; Tuid: number }>('/api/Staff/ComplaintStands', {
      ComplaintId: stands.Id,
      Note: 'The recording shows the late start.',
    });
    expect(confirmed.json).toMatchObject({ ErrorCode: 0, Msg: StaffAuditMessages.complaintStands, Body: { Id: stands.Id, Tuid: AuditAppealTutor.id } });
    expect((await post('/api/Staff/ComplaintStands', { ComplaintId: stands.Id })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: StaffAuditMessages.complaintReviewed,
    });
    expect((await post('/api/Staff/ComplaintStands', { ComplaintId: 999_999 })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await post('/api/Staff/WithdrawComplaint', { ComplaintId: withdrawn.Id, Reason: 'The school confirmed a network outage.' })).json.ErrorCode).toBe(
      0,
    );

    const left = (await queue<ComplaintQueueItem>('/api/Staff/ComplaintQueue')).Items.map((item) => item.Id);
    expect(left).not.toContain(stands.Id);
    expect(left).not.toContain(withdrawn.Id);
    const audit = await auditOf(AuditAppealTutor.id);
    const stood = audit.find((entry) => entry.Action === 'complaint.stand')!;
    expect(stood).toMatchObject({ SubjectType: 'complaint', SubjectId: String(stands.Id), ActorAccount: 'staff' });
    expect(JSON.parse(stood.After!)).toMatchObject({ note: 'The recording shows the late start.' });
    expect(audit.map((entry) => entry.Action)).toContain('complaint.withdraw');
    const messages = await messagesOf(AuditAppealTutor.id);
    expect(messages).toContainEqual(
      expect.objectContaining({ Title: 'A complaint on your class stands', Content: 'The recording shows the late start.', SentBy: 'staff' }),
    );
    // The standing complaint keeps its penalty; the withdrawn one's entries are reversed.
    const ledger = (await get<StaffPageOf<TutorLedgerItem>>('/api/Staff/TutorLedger', { tuid: AuditAppealTutor.id, pageSize: 100 })).json.Body.Items;
    expect(ledger.filter((entry) => entry.Rule === 'reversal' && entry.Note.startsWith('Complaint withdrawn'))).toHaveLength(2);
  });

  it('replies to feedback: it leaves the queue, the dot lights, a tutor reply brings it back', async () => {
    const toUser = vi.spyOn(t.app.notifier, 'toUser');
    const item = (await queue<FeedbackReplyQueueItem>('/api/Staff/FeedbackReplyQueue')).Items.find((entry) => entry.Tuid === AuditFeedbackTutor.id)!;
    expect(item).toMatchObject({ Type: 'Suggestion', LastPost: 'Could the class table show the student level on the card?' });
    expect((await queue<FeedbackReplyQueueItem>('/api/Staff/FeedbackReplyQueue')).Items.map((entry) => entry.Type)).not.toContain(
      'Appeal: cancellation penalty',
    );
    expect((await post('/api/Staff/FeedbackReply', { FeedBackId: item.Id, Remark: 'Good idea, it is planned.' })).json.ErrorCode).toBe(0);
    expect((await queue<FeedbackReplyQueueItem>('/api/Staff/FeedbackReplyQueue')).Items.map((entry) => entry.Id)).not.toContain(item.Id);
    expect(toUser).toHaveBeenCalledWith(AuditFeedbackTutor.id, HubEvent.feedbackReplied, [{ feedbackId: item.Id }]);
    toUser.mockRestore();

    const tutor = await tutorLogin(AuditFeedbackTutor);
    expect((await t.call<boolean>('POST', '/api/FeedBack/IsShowFeeBackMsg', { token: tutor })).json.Body).toBe(true);
    const again = await t.call('POST', '/api/FeedBack/ReplyAdd', { token: tutor, query: { FeedBackId: item.Id, Remark: 'When?' } });
    expect(again.json.ErrorCode, again.json.Msg).toBe(0);
    const back = (await queue<FeedbackReplyQueueItem>('/api/Staff/FeedbackReplyQueue')).Items.find((entry) => entry.Id === item.Id);
    expect(back?.LastPost).toBe('When?');
    expect((await auditOf(AuditFeedbackTutor.id)).map((entry) => entry.Action)).toContain('feedback.reply');
  });

  it("answers a tutor's own complaint and a class support request: both leave their queues", async () => {
    const complaint = (await queue<ComplaintReplyQueueItem>('/api/Staff/ComplaintReplyQueue')).Items.find((item) => item.Tuid === AuditAppealTutor.id)!;
    expect(complaint).toMatchObject({ Origin: 'tutor', ComplaintType: 'Parent behaviour' });
    expect((await post('/api/Staff/ComplaintReply', { ComplaintId: complaint.Id, Content: 'We spoke with the parent.' })).json.ErrorCode).toBe(0);
    expect((await queue<ComplaintReplyQueueItem>('/api/Staff/ComplaintReplyQueue')).Items.map((item) => item.Id)).not.toContain(complaint.Id);

    const help = (await queue<AssistanceQueueItem>('/api/Staff/ClassAssistanceQueue')).Items.find((item) => item.Tuid === AuditAppealTutor.id)!;
    expect(help).toMatchObject({ Problem: 'Other: Something else', Description: 'The courseware stopped on slide 12.' });
    expect((await post('/api/Staff/AnswerClassAssistance', { Id: help.Id, Reply: 'Reload the courseware.', Close: true })).json.ErrorCode).toBe(0);
    expect((await queue<AssistanceQueueItem>('/api/Staff/ClassAssistanceQueue')).Items.map((item) => item.Id)).not.toContain(help.Id);
    const actions = (await auditOf(AuditAppealTutor.id)).map((entry) => entry.Action);
    expect(actions).toEqual(expect.arrayContaining(['complaint.reply', 'answer_class_assistance']));
  });

  it('pages a queue: a small page and its total', async () => {
    const first = (await get<StaffPageOf<ComplaintQueueItem>>('/api/Staff/ClassAssistanceQueue', { pageIndex: 1, pageSize: 1 })).json.Body;
    expect(first.Items.length).toBeLessThanOrEqual(1);
    const all = (await get<StaffPageOf<ComplaintQueueItem>>('/api/Staff/ClassAssistanceQueue', { pageSize: 100 })).json.Body;
    expect(first.Total).toBe(all.Total);
    expect(all.Items.length).toBe(Math.min(100, all.Total));
  });
});
