import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { ComplaintStandsSchema } from '../../src/domain/api/staff-audits.schemas';
import { classProblemName } from '../../src/domain/class-detail';
import { ComplaintOrigin } from '../../src/domain/complaints';
import { ErrorCode } from '../../src/domain/error-codes';
import { FEEDBACK_STATUS_TEXT, feedbackTypeOf } from '../../src/domain/feedback';
import { MessageKind } from '../../src/domain/message-kinds';
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
} from '../../src/domain/staff-audits';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import { findComplaint } from '../repositories/complaints.repository';
import {
  appealQueue,
  assistanceQueue,
  complaintQueue,
  complaintReplyQueue,
  contractQueue,
  feedbackReplyQueue,
  leaveQueue,
  personalDataQueue,
  tesolQueue,
  markComplaintReviewed,
  type Page,
} from '../repositories/staff-queues.repository';
import type { Clock } from '../services/clock';
import { sendMessage, type MessageDeps } from '../services/messages.service';
import { complaintThreads, feedbackThreads } from './staff-reviews.service';

/** The staff console's queues (issue 21): rows mapped to the answers the console reads. */

export interface StaffQueueDeps {
  db: Kysely<Database>;
}

const pageOf = (pageIndex: number, pageSize: number): Page => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });
const typeName = (type: number) => feedbackTypeOf(type)?.Name ?? `Type ${type}`;

/** One page of a queue: its rows as the items the console reads. */
async function queuePage<Row, Item>(load: Promise<{ rows: Row[]; total: number }>, toItem: (row: Row) => Item): Promise<StaffPageOf<Item>> {
  const { rows, total } = await load;
  return { Total: total, Items: rows.map(toItem) };
}

/** Who an item of a queue of records concerns (leave, appeals, complaints, replies, assistance). */
const concerning = (row: { id: number; tutor_id: number; account: string; tutor_name: string }) => ({
  Id: row.id,
  Tuid: row.tutor_id,
  Account: row.account,
  Name: row.tutor_name,
});

/** Who an item of a queue with one item per tutor is (personal data, contracts, TESOL). */
const tutorOf = (row: { id: number; account: string; tutor_name: string }) => ({ Tuid: row.id, Account: row.account, Name: row.tutor_name });

export function personalDataItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<PersonalDataQueueItem>> {
  return queuePage(personalDataQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({
    ...tutorOf(row),
    Email: row.email,
    RequestedAt: row.requested_at ?? '',
    Birthday: row.birthday ?? '',
    School: row.school ?? '',
    Location: [row.location, row.city, row.province].filter(Boolean).join(', '),
    SelfIntroduction: row.self_introduction ?? '',
  }));
}

export function contractItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<ContractQueueItem>> {
  return queuePage(contractQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({ ...tutorOf(row), SignedAt: row.updated_at }));
}

export function tesolItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<TesolQueueItem>> {
  return queuePage(tesolQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({
    ...tutorOf(row),
    FullName: [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' '),
    Birthday: row.birthday,
    IdNumber: row.id_number,
    HasCertificate: row.has_certificate === 1,
    CertificateName: row.original_name ?? '',
    SubmittedAt: row.submitted_at,
  }));
}

export function leaveItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<LeaveQueueItem>> {
  return queuePage(leaveQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({
    ...concerning(row),
    StartAt: row.start_at,
    EndAt: row.end_at,
    LeaveType: row.leave_type,
    Reason: row.reason,
    HasProof: row.proof_file_ref !== null,
    CreatedAt: row.created_at,
  }));
}

export function appealItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<AppealQueueItem>> {
  return queuePage(appealQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({
    ...concerning(row),
    Type: typeName(row.type),
    ClassId: row.class_id,
    Remark: row.remark,
    Status: FEEDBACK_STATUS_TEXT[row.status] ?? '',
    CreatedAt: row.created_at,
  }));
}

export function complaintItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<ComplaintQueueItem>> {
  return queuePage(complaintQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({
    ...concerning(row),
    ClassId: row.class_id,
    ClassTime: row.start_at ?? '',
    Complainant: row.complainant,
    ComplaintType: row.complaint_type,
    Reason: row.reason,
    CreatedAt: row.created_at,
  }));
}

/** Feedback waiting for a reply, each with its whole thread (one more query per page). */
export async function feedbackReplyItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<FeedbackReplyQueueItem>> {
  const page = await feedbackReplyQueue(deps.db, pageOf(pageIndex, pageSize));
  const threads = await feedbackThreads(deps.db, page.rows);
  return queuePage(Promise.resolve(page), (row) => ({
    ...concerning(row),
    Type: typeName(row.type),
    ClassId: row.class_id,
    Remark: row.remark,
    LastPost: row.last_post,
    WaitingSince: row.waiting_since,
    Thread: threads.get(row.id) ?? [],
  }));
}

/** Complaints waiting for a reply, each with its whole thread (one more query per page). */
export async function complaintReplyItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<ComplaintReplyQueueItem>> {
  const page = await complaintReplyQueue(deps.db, pageOf(pageIndex, pageSize));
  const threads = await complaintThreads(deps.db, page.rows);
  return queuePage(Promise.resolve(page), (row) => ({
    ...concerning(row),
    Origin: row.origin,
    ClassId: row.class_id,
    ComplaintType: row.complaint_type,
    Reason: row.reason,
    LastPost: row.last_post,
    WaitingSince: row.waiting_since,
    Thread: threads.get(row.id) ?? [],
  }));
}

export function assistanceItems(deps: StaffQueueDeps, pageIndex: number, pageSize: number): Promise<StaffPageOf<AssistanceQueueItem>> {
  return queuePage(assistanceQueue(deps.db, pageOf(pageIndex, pageSize)), (row) => ({
    ...concerning(row),
    ClassId: row.class_id,
    Problem: classProblemName(row.problem_id) ?? `Problem ${row.problem_id}`,
    Description: row.description,
    CreatedAt: row.created_at,
  }));
}

/**
 * Staff confirm that a student's complaint stands: it leaves the queue (its penalty entries stay),
 * the decision is audited, and the tutor is told, with staff's note when there is one.
 */
export async function confirmComplaintStands(
  deps: MessageDeps & { clock: Clock },
  staffId: number,
  complaintId: number,
  note: string,
): Promise<Static<typeof ComplaintStandsSchema>> {
  const text = note.trim();
  const at = deps.clock.now().toISOString();
  const complaint = await deps.db.transaction().execute(async (trx) => {
    const row = await findComplaint(trx, complaintId);
    if (!row || row.origin !== ComplaintOrigin.student) throw new ApiFailure(ErrorCode.NotFound, StaffAuditMessages.complaintNotFound, 404);
    if (!(await markComplaintReviewed(trx, complaintId, staffId, at))) throw new ApiFailure(ErrorCode.Failed, StaffAuditMessages.complaintReviewed);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'complaint.stand',
      subjectType: 'complaint',
      subjectId: complaintId,
      tutorId: row.tutor_id,
      before: { status: row.status, reviewedAt: null },
      after: { status: row.status, reviewedAt: at, note: text },
      at,
    });
    return row;
  });
  await sendMessage(deps, {
    tutorId: complaint.tutor_id,
    kind: MessageKind.system,
    title: 'A complaint on your class stands',
    content: text || `The complaint on class ${complaint.class_id} was reviewed and stands.`,
    remind: false,
    sentBy: staffId,
  });
  return { Id: complaintId, Tuid: complaint.tutor_id, ReviewedAt: at };
}
