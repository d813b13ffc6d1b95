/**
 * The staff console's audit and reply queues and a tutor record's lists (issue 21): their paths,
 * the decisions each queue offers, the messages and the answer shapes shared by the server and the
 * console. Pure.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AppealQueueItemSchema,
  AssistanceQueueItemSchema,
  ComplaintQueueItemSchema,
  ComplaintReplyQueueItemSchema,
  ContractQueueItemSchema,
  FeedbackReplyQueueItemSchema,
  LeaveQueueItemSchema,
  PersonalDataQueueItemSchema,
  TesolQueueItemSchema,
  TutorClassItemSchema,
  TutorFileItemSchema,
  TutorLedgerItemSchema,
  TutorMessageItemSchema,
  TutorPaymentItemSchema,
} from './api/staff-audits.schemas';
import { StaffReviewMessages } from './staff-reviews';

export const StaffQueue = {
  personalData: 'personalData',
  contracts: 'contracts',
  tesol: 'tesol',
  leaves: 'leaves',
  appeals: 'appeals',
  complaints: 'complaints',
  feedbackReplies: 'feedbackReplies',
  complaintReplies: 'complaintReplies',
  assistance: 'assistance',
  absentPictures: 'absentPictures',
} as const;
export type StaffQueue = (typeof StaffQueue)[keyof typeof StaffQueue];

/** The audits' sections, in the order the console lists them; the replies have a page of their own. */
export const AUDIT_QUEUES = [
  { queue: StaffQueue.personalData, label: 'Personal data' },
  { queue: StaffQueue.contracts, label: 'Contracts' },
  { queue: StaffQueue.tesol, label: 'TESOL' },
  { queue: StaffQueue.leaves, label: 'Leave' },
  { queue: StaffQueue.appeals, label: 'Appeals' },
  { queue: StaffQueue.complaints, label: 'Complaints' },
  { queue: StaffQueue.absentPictures, label: 'Absent pictures' },
] as const;

export const REPLY_QUEUES = [
  { queue: StaffQueue.feedbackReplies, label: 'Feedback' },
  { queue: StaffQueue.complaintReplies, label: 'Complaints' },
  { queue: StaffQueue.assistance, label: 'Class assistance' },
] as const;

export const StaffAuditPaths = {
  audits: '/staff/audits',
  audit: (queue: StaffQueue) => `/staff/audits/${queue}`,
  replies: '/staff/replies',
  reply: (queue: StaffQueue) => `/staff/replies/${queue}`,
} as const;

/** The queue a /staff/audits/... or /staff/replies/... path names; the first of its page when none or unknown. */
export function queueOfPath(path: string): StaffQueue | null {
  const [, , page, part] = path.split('/');
  const list = (page ?? '').toLowerCase() === 'audits' ? AUDIT_QUEUES : (page ?? '').toLowerCase() === 'replies' ? REPLY_QUEUES : null;
  if (!list) return null;
  const found = list.find((item) => item.queue.toLowerCase() === (part ?? '').toLowerCase());
  return (found ?? list[0]).queue;
}

/** One decision staff can take on a queue's item. */
export interface QueueAction {
  /** What the console sends (e.g. `approve`). */
  action: string;
  label: string;
  /** The message when the decision is tried without a text, or null when the text is optional. */
  textRequired: string | null;
}

/** A queue's decisions and the one text box they share (a reason, a note or a reply). */
export interface QueueDecisions {
  textLabel: string;
  actions: readonly QueueAction[];
}

/**
 * The decisions of each queue. Where the spec or the existing calls ask for a reason (refusing a
 * leave, failing a contract, refusing TESOL, withdrawing a complaint) or the decision is a reply,
 * the text is required; elsewhere it is an optional note to the tutor.
 */
export const QUEUE_DECISIONS: Record<StaffQueue, QueueDecisions> = {
  personalData: {
    textLabel: 'Message to the tutor',
    actions: [
      { action: 'verify', label: 'Verify', textRequired: null },
      { action: 'return', label: 'Send back', textRequired: 'Tell the tutor what to change.' },
    ],
  },
  contracts: {
    textLabel: 'Reason',
    actions: [
      { action: 'pass', label: 'Pass', textRequired: null },
      { action: 'fail', label: 'Fail', textRequired: 'Give the reason the contract fails.' },
    ],
  },
  tesol: {
    textLabel: 'Reason or note',
    actions: [
      { action: 'accept', label: 'Accept', textRequired: null },
      { action: 'refuse', label: 'Refuse', textRequired: 'Give the reason the TESOL information is refused.' },
    ],
  },
  leaves: {
    textLabel: 'Reason',
    actions: [
      { action: 'approve', label: 'Approve', textRequired: null },
      { action: 'refuse', label: 'Refuse', textRequired: 'Give the reason the leave is refused.' },
    ],
  },
  appeals: {
    textLabel: 'Reply to the tutor',
    actions: [
      { action: 'grant', label: 'Grant', textRequired: null },
      { action: 'decline', label: 'Decline', textRequired: null },
    ],
  },
  complaints: {
    textLabel: 'Reason or note',
    actions: [
      { action: 'stand', label: 'Complaint stands', textRequired: null },
      { action: 'withdraw', label: 'Withdraw', textRequired: 'Give the reason the complaint is withdrawn.' },
    ],
  },
  feedbackReplies: { textLabel: 'Reply', actions: [{ action: 'reply', label: 'Send reply', textRequired: 'Write the reply.' }] },
  complaintReplies: { textLabel: 'Reply', actions: [{ action: 'reply', label: 'Send reply', textRequired: 'Write the reply.' }] },
  assistance: {
    textLabel: 'Reply',
    actions: [
      { action: 'answer', label: 'Answer', textRequired: 'Write the reply.' },
      { action: 'close', label: 'Answer and close', textRequired: 'Write the reply.' },
    ],
  },
  absentPictures: {
    textLabel: 'Reason or note',
    actions: [
      { action: 'accept', label: 'Accept', textRequired: null },
      { action: 'refuse', label: 'Refuse', textRequired: StaffReviewMessages.refuseReasonRequired },
    ],
  },
};

export function queueAction(queue: StaffQueue, action: string): QueueAction | undefined {
  return QUEUE_DECISIONS[queue].actions.find((item) => item.action === action);
}

/** Why a decision cannot be sent yet, or null when it can. */
export function decisionError(queue: StaffQueue, action: string, text: string): string | null {
  const found = queueAction(queue, action);
  if (!found) return StaffAuditMessages.unknownAction;
  if (found.textRequired !== null && text.trim() === '') return found.textRequired;
  return null;
}

export const StaffAuditMessages = {
  unknownAction: 'Choose a decision.',
  queueEmpty: 'Nothing waits here.',
  complaintStands: 'The complaint stands.',
  complaintReviewed: 'This complaint has already been reviewed.',
  complaintNotFound: 'This complaint does not exist.',
  decided: (label: string, tutorName: string) => `${label}: done for ${tutorName}.`,
} as const;

/** A page of a staff list (every PageOf answer of api/staff-audits.schemas.ts). */
export interface StaffPageOf<T> {
  Total: number;
  Items: T[];
}

/** Each queue's items, as the server's schemas declare them. */
export type PersonalDataQueueItem = Static<typeof PersonalDataQueueItemSchema>;
export type ContractQueueItem = Static<typeof ContractQueueItemSchema>;
export type TesolQueueItem = Static<typeof TesolQueueItemSchema>;
export type LeaveQueueItem = Static<typeof LeaveQueueItemSchema>;
export type AppealQueueItem = Static<typeof AppealQueueItemSchema>;
export type ComplaintQueueItem = Static<typeof ComplaintQueueItemSchema>;
export type FeedbackReplyQueueItem = Static<typeof FeedbackReplyQueueItemSchema>;
export type ComplaintReplyQueueItem = Static<typeof ComplaintReplyQueueItemSchema>;
export type AssistanceQueueItem = Static<typeof AssistanceQueueItemSchema>;

// ---- A tutor record's lists -------------------------------------------------------------------

export const RecordList = { classes: 'classes', ledger: 'ledger', pay: 'pay', files: 'files', messages: 'messages' } as const;
export type RecordList = (typeof RecordList)[keyof typeof RecordList];

export const RECORD_LISTS = [
  { list: RecordList.classes, label: 'Classes' },
  { list: RecordList.ledger, label: 'Ledger' },
  { list: RecordList.pay, label: 'Payments' },
  { list: RecordList.files, label: 'Files' },
  { list: RecordList.messages, label: 'Messages' },
] as const;

export const RECORD_LIST_PAGE_SIZE = 10;

export type TutorClassItem = Static<typeof TutorClassItemSchema>;
export type TutorLedgerItem = Static<typeof TutorLedgerItemSchema>;
export type TutorPaymentItem = Static<typeof TutorPaymentItemSchema>;
export type TutorFileItem = Static<typeof TutorFileItemSchema>;
export type TutorMessageItem = Static<typeof TutorMessageItemSchema>;
