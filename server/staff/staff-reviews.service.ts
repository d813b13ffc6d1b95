import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import type { StaffPageOf } from '../../src/domain/staff-audits';
import {
  ABSENCE_PENALTY_RULES,
  AbsentReview,
  StaffReviewMessages,
  absentDecisionError,
  type AbsentDecision,
  type AbsentPictureQueueItem,
  type ThreadPost,
} from '../../src/domain/staff-reviews';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  absentPictureQueue,
  complaintReplies,
  decideAbsentProof,
  feedbackReplies,
  findAbsentProof,
  unreversedEntries,
} from '../repositories/staff-reviews.repository';
import type { Clock } from '../services/clock';
import { reverseLedgerEntryIn } from '../services/ledger.service';
import { sendMessage, type MessageDeps } from '../services/messages.service';

/**
 * Staff reviews (issue 21): the absent pictures queue and its decision, and the whole threads the
 * reply queues show.
 */

/** One page of the pictures waiting, each with a short-lived link staff's `<img>` can load. */
export async function absentPictureItems(
  deps: { db: Kysely<Database>; linkTo: (fileRef: string) => string },
  pageIndex: number,
  pageSize: number,
): Promise<StaffPageOf<AbsentPictureQueueItem>> {
  const { rows, total } = await absentPictureQueue(deps.db, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      Tuid: row.tutor_id,
      Account: row.account,
      Name: row.tutor_name,
      ClassTime: row.start_at,
      StudentName: row.student_name,
      AbsentParty: row.absent_party ?? '',
      FileRef: row.file_ref,
      PictureUrl: deps.linkTo(row.file_ref),
      SentAt: row.created_at,
    })),
  };
}

/**
 * Staff accept or refuse an absent picture. Accepted: the tutor-absence penalty entries of the class
 * not reversed yet (an appeal may have reversed some) are reversed through the ledger, once.
 * Refused: a reason is required and the ledger is untouched. Audited in the same transaction;
 * the tutor is told after the commit.
 */
export async function decideAbsentPicture(
  deps: MessageDeps & { clock: Clock },
  staffId: number,
  classId: number,
  accept: boolean,
  reason: string,
): Promise<AbsentDecision> {
  const problem = absentDecisionError(accept, reason);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const text = reason.trim();
  const at = deps.clock.now();
  const atIso = at.toISOString();
  const status = accept ? AbsentReview.accepted : AbsentReview.refused;
  const decided = await deps.db.transaction().execute(async (trx) => {
    const proof = await findAbsentProof(trx, classId);
    if (!proof) throw new ApiFailure(ErrorCode.NotFound, StaffReviewMessages.pictureNotFound, 404);
    if (!(await decideAbsentProof(trx, classId, { status, staffId, at: atIso, reason: text }))) {
      throw new ApiFailure(ErrorCode.Failed, StaffReviewMessages.pictureReviewed);
    }
    const reversed: number[] = [];
    if (accept) {
      for (const entry of await unreversedEntries(trx, proof.tutor_id, classId, ABSENCE_PENALTY_RULES)) {
        const reversal = await reverseLedgerEntryIn(
          trx,
          proof.tutor_id,
          entry.id,
          { note: `Absent picture for class ${classId} accepted`, createdBy: staffId },
          at,
        );
        if (reversal) reversed.push(reversal.id);
      }
    }
    await appendAudit(trx, {
      actorId: staffId,
      action: accept ? 'absent_picture.accept' : 'absent_picture.refuse',
      subjectType: 'absent_picture',
      subjectId: classId,
      tutorId: proof.tutor_id,
      before: { reviewStatus: proof.review_status, absentParty: proof.absent_party },
      after: { reviewStatus: status, reason: text, reversedEntries: reversed },
      at: atIso,
    });
    return { tutorId: proof.tutor_id, reversed };
  });
  await sendMessage(deps, {
    tutorId: decided.tutorId,
    kind: MessageKind.system,
    title: accept ? StaffReviewMessages.acceptedTitle(classId) : StaffReviewMessages.refusedTitle(classId),
    content: accept ? StaffReviewMessages.acceptedContent(classId, text) : StaffReviewMessages.refusedContent(classId, text),
    remind: false,
    sentBy: staffId,
  });
  return { CLID: classId, Tuid: decided.tutorId, Status: status, ReversedEntries: decided.reversed, ReviewedAt: atIso };
}

/** Each feedback's whole thread, oldest first: the feedback itself, then every reply of either side. */
export async function feedbackThreads(
  db: Kysely<Database>,
  feedbacks: ReadonlyArray<{ id: number; remark: string; created_at: string }>,
): Promise<Map<number, ThreadPost[]>> {
  const threads = new Map(feedbacks.map((row) => [row.id, [{ Author: 'tutor', Text: row.remark, At: row.created_at }] as ThreadPost[]]));
  for (const reply of await feedbackReplies(
    db,
    feedbacks.map((row) => row.id),
  )) {
    threads.get(reply.feedback_id)?.push({ Author: reply.author, Text: reply.remark, At: reply.created_at });
  }
  return threads;
}

/** Each complaint's whole thread, oldest first: the complaint (the tutor's or a student's), then every reply. */
export async function complaintThreads(
  db: Kysely<Database>,
  complaints: ReadonlyArray<{ id: number; origin: string; reason: string; created_at: string }>,
): Promise<Map<number, ThreadPost[]>> {
  const threads = new Map(
    complaints.map((row) => [row.id, [{ Author: row.origin === 'tutor' ? 'tutor' : 'student', Text: row.reason, At: row.created_at }] as ThreadPost[]]),
  );
  for (const reply of await complaintReplies(
    db,
    complaints.map((row) => row.id),
  )) {
    threads.get(reply.complaint_id)?.push({ Author: reply.author, Text: reply.content, At: reply.created_at });
  }
  return threads;
}
