import { fromPromise } from 'xstate';
import { STAFF_PAGE_SIZE, type AuditLogItem } from '../domain/staff-console';
import { RECORD_LIST_PAGE_SIZE, StaffAuditMessages, queueAction, type RecordList, type StaffPageOf, type StaffQueue } from '../domain/staff-audits';
import { staffListMachine, type StaffListPage, type StaffListRequest } from '../machines/staff-list.machine';
import { staffQueueMachine, type DecisionResult, type QueueDecision, type QueueItem } from '../machines/staff-queue.machine';
import type { PageDeps } from './page-logic';

/** The staff console's queues and a tutor record's lists with their real /api/Staff/ calls (issue 21). */

const QUEUE_PATHS: Record<StaffQueue, string> = {
  personalData: '/api/Staff/PersonalDataQueue',
  contracts: '/api/Staff/ContractQueue',
  tesol: '/api/Staff/TesolQueue',
  leaves: '/api/Staff/LeaveQueue',
  appeals: '/api/Staff/AppealQueue',
  complaints: '/api/Staff/ComplaintQueue',
  feedbackReplies: '/api/Staff/FeedbackReplyQueue',
  complaintReplies: '/api/Staff/ComplaintReplyQueue',
  assistance: '/api/Staff/ClassAssistanceQueue',
  absentPictures: '/api/Staff/AbsentPictureQueue',
};

const LIST_PATHS: Record<RecordList, string> = {
  classes: '/api/Staff/TutorClassHistory',
  ledger: '/api/Staff/TutorLedger',
  pay: '/api/Staff/TutorPayments',
  files: '/api/Staff/TutorFiles',
  messages: '/api/Staff/TutorMessages',
};

/** A text the call takes only when given (the optional notes and reasons). */
const optional = (key: string, text: string) => (text ? { [key]: text } : {});

/** The existing staff call that takes a decision, with its body. */
export function decisionCall({ queue, item, action, text }: QueueDecision): { path: string; body: Record<string, string | number | boolean> } {
  const id = Number(item.Id);
  const tuid = Number(item.Tuid);
  switch (queue) {
    case 'personalData':
      return { path: '/api/Staff/VerifyPersonalData', body: { Tuid: tuid, Approved: action === 'verify', ...optional('Message', text) } };
    case 'contracts':
      return { path: '/api/Staff/AuditContract', body: { Tuid: tuid, Status: action === 'pass' ? 1 : 2, ...optional('Reason', text) } };
    case 'tesol':
      return { path: '/api/Staff/ReviewTesol', body: { Tuid: tuid, Accepted: action === 'accept', ...optional('Reason', text) } };
    case 'leaves':
      return { path: '/api/Staff/ReviewLeave', body: { Id: id, Approve: action === 'approve', ...optional('Reason', text) } };
    case 'appeals':
      return { path: '/api/Staff/DecideAppeal', body: { FeedBackId: id, Grant: action === 'grant', ...optional('Remark', text) } };
    case 'complaints':
      return action === 'stand'
        ? { path: '/api/Staff/ComplaintStands', body: { ComplaintId: id, ...optional('Note', text) } }
        : { path: '/api/Staff/WithdrawComplaint', body: { ComplaintId: id, Reason: text } };
    case 'feedbackReplies':
      return { path: '/api/Staff/FeedbackReply', body: { FeedBackId: id, Remark: text } };
    case 'complaintReplies':
      return { path: '/api/Staff/ComplaintReply', body: { ComplaintId: id, Content: text } };
    case 'assistance':
      return { path: '/api/Staff/AnswerClassAssistance', body: { Id: id, Reply: text, Close: action === 'close' } };
    case 'absentPictures':
      return { path: '/api/Staff/DecideAbsentPicture', body: { CLID: id, Accept: action === 'accept', ...optional('Reason', text) } };
  }
}

export function createStaffQueueLogic({ api }: PageDeps) {
  return staffQueueMachine.provide({
    actors: {
      loadPage: fromPromise<StaffPageOf<QueueItem>, { queue: StaffQueue; pageIndex: number }>(async ({ input, signal }) =>
        api.get<StaffPageOf<QueueItem>>(QUEUE_PATHS[input.queue], { pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
      decide: fromPromise<DecisionResult, QueueDecision>(async ({ input }) => {
        const call = decisionCall(input);
        const answer = await api.postWithMessage<unknown>(call.path, call.body);
        const label = queueAction(input.queue, input.action)?.label ?? input.action;
        return { message: answer.message || StaffAuditMessages.decided(label, String(input.item.Name)), tutorId: Number(input.item.Tuid) };
      }),
      loadAuditEntry: fromPromise<AuditLogItem | null, { tutorId: number }>(async ({ input, signal }) => {
        const page = await api.get<StaffPageOf<AuditLogItem>>('/api/Staff/AuditLog', { tutorId: input.tutorId, pageIndex: 1, pageSize: 1 }, { signal });
        return page.Items[0] ?? null;
      }),
    },
  });
}

/** One of a tutor record's lists: the generic staff list, its filter being the tutor's id. */
function recordListLogic({ api }: PageDeps, list: RecordList) {
  return staffListMachine.provide({
    actors: {
      loadPage: fromPromise<StaffListPage<unknown>, StaffListRequest>(async ({ input, signal }) =>
        api.get<StaffListPage<unknown>>(LIST_PATHS[list], { tuid: input.filter, pageIndex: input.pageIndex, pageSize: RECORD_LIST_PAGE_SIZE }, { signal }),
      ),
    },
  });
}

export function createRecordListsLogic(deps: PageDeps) {
  return {
    classes: recordListLogic(deps, 'classes'),
    ledger: recordListLogic(deps, 'ledger'),
    pay: recordListLogic(deps, 'pay'),
    files: recordListLogic(deps, 'files'),
    messages: recordListLogic(deps, 'messages'),
  } satisfies Record<RecordList, unknown>;
}
