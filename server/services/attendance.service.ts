import type { Kysely } from 'kysely';
import { CONFIRMATION_DEADLINE_MS, attendancePenalty, isCancellationReason, isConfirmationOpen, type AttendancePenalty } from '../../src/domain/attendance';
import { ClassActor, ClassStatus } from '../../src/domain/classes';
import { toHundredths } from '../../src/domain/ledger';
import { changeClassStatusIn, contextOf } from './class.service';
import { postLedgerEntriesIn } from './ledger.service';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { HubEvent } from '../../src/domain/realtime';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findOwnedStoredFile } from '../uploads/stored-files';
import {
  ConfirmationStatus,
  claimPendingConfirmation,
  findConfirmationWithClass,
  findTutorConfirmation,
  insertConfirmation,
  listDueConfirmationIds,
  listPendingConfirmations,
} from '../repositories/attendance-confirmations.repository';
import { findClass } from '../repositories/classes.repository';
import { insertMessage, markMessagesRead } from '../repositories/messages.repository';
import { announce, pushUnreadCounters, toMessageView, type MessageDeps } from './messages.service';
import type { AbsentNoticeRecord, AttendanceReplyRequest, ConfirmationRecord } from '../../src/domain/message-records';

/** Storing and pushing, plus the provider's time zone for the month a deduction counts in. */
export type AttendanceDeps = MessageDeps & { config: { shell: { providerTimeZone: string } } };

export { ConfirmationStatus };

/** Body 1 is success; anything else comes with a Msg the dialog shows with an icon (shell.md §8). */
export type ReplyOutcome = { body: 1 } | { body: 0; message: string };

/**
 * Asks a tutor to confirm a class: stores the confirmation and its message, then pushes the class
 * message event with the absent notice and the new counters.
 */
export async function requestAttendanceConfirmation(deps: MessageDeps, input: { classId: number; count?: number }): Promise<AbsentNoticeRecord> {
  const now = deps.clock.now().toISOString();
  const created = await deps.db.transaction().execute(async (trx) => {
    const lesson = await findClass(trx, input.classId);
    if (!lesson) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
    const message = await insertMessage(
      trx,
      {
        tutorId: lesson.tutor_id,
        kind: MessageKind.attendance,
        title: Messages.attendanceConfirmTitle,
        content: `Please confirm that you will teach ${lesson.student_name || 'your student'} at ${lesson.start_at}. Confirm at least 30 minutes before class, or the class is cancelled with penalty.`,
      },
      now,
    );
    const confirmation = await insertConfirmation(trx, {
      tutor_id: lesson.tutor_id,
      class_id: lesson.id,
      message_id: message.id,
      class_time: lesson.start_at,
      class_count: input.count ?? 1,
      cancel_reason: null,
      cancel_remark: null,
      attachment: null,
      penalty_tier: null,
      created_at: now,
      answered_at: null,
    });
    return { tutorId: lesson.tutor_id, notice: { classTime: confirmation.class_time, id: confirmation.id, count: confirmation.class_count } };
  });
  await announce(deps, created.tutorId, HubEvent.classMessages, { kind: MessageKind.attendance, ...created.notice });
  return created.notice;
}

/** The tutor's confirmations still waiting for an answer, soonest class first. */
export async function pendingConfirmations(db: Kysely<Database>, tutorId: number): Promise<ConfirmationRecord[]> {
  const rows = await listPendingConfirmations(db, tutorId);
  return rows.map((row) => ({
    Id: row.id,
    ClassTimeStr: row.class_time,
    Count: row.class_count,
    ClassId: row.class_id,
    StudentName: row.student_name,
    LessonFeePhp: row.lesson_fee_php,
    DeadlineStr: new Date(Date.parse(row.class_time) - CONFIRMATION_DEADLINE_MS).toISOString(),
  }));
}

/** The newest pending confirmation as the absent notice, with how many are pending in all. */
export async function latestAbsentNotice(db: Kysely<Database>, tutorId: number): Promise<AbsentNoticeRecord | null> {
  const pending = await pendingConfirmations(db, tutorId);
  const first = pending[0];
  return first ? { classTime: first.ClassTimeStr, id: first.Id, count: pending.length } : null;
}

/**
 * Answers a confirmation. 'Yes, I can' confirms. 'No, I can't' needs a reason (1-6), a remark and
 * an attachment, cancels the class and records the penalty for the time left before class. After
 * the 30-minute deadline the class is cancelled as if unconfirmed.
 */
export async function replyToConfirmation(deps: AttendanceDeps, tutorId: number, reply: AttendanceReplyRequest): Promise<ReplyOutcome> {
  const confirmation = await findTutorConfirmation(deps.db, tutorId, reply.Id);
  if (!confirmation) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  if (confirmation.status === ConfirmationStatus.autoCancelled) return { body: 0, message: Messages.attendanceClosed };
  if (confirmation.status !== ConfirmationStatus.pending) return { body: 0, message: Messages.attendanceAlreadyAnswered };
  const decline = reply.IsICan ? null : validDecline(reply);
  if (decline) await checkAttachment(deps, tutorId, decline.attachment);
  const now = deps.clock.now();
  if (!isConfirmationOpen(Date.parse(confirmation.start_at), now.getTime())) {
    await cancelUnconfirmed(deps, confirmation.id);
    return { body: 0, message: Messages.attendanceClosed };
  }

  if (!decline) {
    const confirmed = await claimPendingConfirmation(deps.db, confirmation.id, { status: ConfirmationStatus.confirmed, answered_at: now.toISOString() });
    if (!confirmed) return { body: 0, message: Messages.attendanceAlreadyAnswered };
    if (confirmation.message_id !== null) await markMessagesRead(deps.db, tutorId, [confirmation.message_id], now.toISOString());
    await pushUnreadCounters(deps, tutorId);
    return { body: 1 };
  }

  const cancelled = await cancelWithPenalty(deps, confirmation.id, ConfirmationStatus.declined, decline);
  return cancelled ? { body: 1 } : { body: 0, message: Messages.attendanceAlreadyAnswered };
}

function validDecline(reply: AttendanceReplyRequest): { reason: number; remark: string; attachment: string } {
  const required = () => new ApiFailure(ErrorCode.Failed, Messages.required, 400);
  if (reply.CancelReason === undefined || reply.CancelReason === null) throw required();
  if (!isCancellationReason(reply.CancelReason)) {
    throw new ApiFailure(ErrorCode.Failed, Messages.cancelReasonInvalid, 400);
  }
  const remark = reply.CancelRemark?.trim() ?? '';
  const attachment = reply.Attachment?.trim() ?? '';
  if (!remark || !attachment) throw required();
  return { reason: reply.CancelReason, remark, attachment };
}

/** The proof must be a .jpg or .png the tutor uploaded through the chunked upload. */
async function checkAttachment(deps: Pick<MessageDeps, 'db'>, tutorId: number, fileRef: string): Promise<void> {
  const file = await findOwnedStoredFile(deps, tutorId, fileRef);
  if (!file || !ATTACHMENT_TYPES.includes(file.content_type)) {
    throw new ApiFailure(ErrorCode.Failed, Messages.attendanceAttachmentInvalid, 400);
  }
}
const ATTACHMENT_TYPES = ['image/jpeg', 'image/png'];

/**
 * The deadline job's work: every pending confirmation whose class starts within 30 minutes (or has
 * started) is cancelled with penalty. Safe to run in several processes at once: each confirmation
 * is claimed by a conditional update, so only one process cancels it. Answers how many it cancelled.
 */
export async function cancelUnconfirmedClasses(deps: AttendanceDeps): Promise<number> {
  const dueBefore = new Date(deps.clock.now().getTime() + CONFIRMATION_DEADLINE_MS).toISOString();
  const due = await listDueConfirmationIds(deps.db, dueBefore);
  let cancelled = 0;
  for (const id of due) if (await cancelUnconfirmed(deps, id)) cancelled += 1;
  return cancelled;
}

function cancelUnconfirmed(deps: AttendanceDeps, confirmationId: number): Promise<boolean> {
  return cancelWithPenalty(deps, confirmationId, ConfirmationStatus.autoCancelled, null);
}

/**
 * Claims a pending confirmation, cancels its class, records the penalty and the point deduction,
 * and tells the tutor with a warning message. False when another request or process got there first.
 */
async function cancelWithPenalty(
  deps: AttendanceDeps,
  confirmationId: number,
  status: typeof ConfirmationStatus.declined | typeof ConfirmationStatus.autoCancelled,
  decline: { reason: number; remark: string; attachment: string } | null,
): Promise<boolean> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await findConfirmationWithClass(trx, confirmationId);
    const penalty = attendancePenalty(Date.parse(row.start_at) - now.getTime(), row.lesson_fee_php);
    const claimed = await claimPendingConfirmation(trx, row.id, {
      status,
      answered_at: nowIso,
      cancel_reason: decline?.reason ?? null,
      cancel_remark: decline?.remark ?? null,
      attachment: decline?.attachment ?? null,
      penalty_tier: penalty.tier,
      penalty_php: penalty.penalty,
      points_deducted: penalty.pointsDeducted,
    });
    if (!claimed) return null;
    await changeClassStatusIn(
      trx,
      {
        classId: row.class_id,
        to: ClassStatus.cancelled,
        actor: decline ? ClassActor.tutor : ClassActor.system,
        actorId: decline ? row.tutor_id : null,
        reason: decline ? `Attendance declined: ${decline.remark}` : 'Attendance not confirmed 30 minutes before class',
        penalised: penalty.pointsDeducted > 0,
      },
      now,
      contextOf(deps),
    );
    if (penalty.penalty > 0) {
      await postLedgerEntriesIn(
        trx,
        [
          {
            tutorId: row.tutor_id,
            rule: 'pay.attendance_penalty',
            amount: -toHundredths(penalty.penalty),
            source: { type: 'attendance_confirmation', id: row.id },
            countsAt: now,
            note: `Penalty ${penalty.tier} before class`,
          },
        ],
        now,
      );
    }
    // The 2-point deduction is the cancellation's tp.cancellation entry, which the class-event hook
    // posted when the class service cancelled the class above: nothing more to write here.
    if (row.message_id !== null) await markMessagesRead(trx, row.tutor_id, [row.message_id], nowIso);
    const message = await insertMessage(
      trx,
      {
        tutorId: row.tutor_id,
        kind: MessageKind.attendance,
        title: decline ? Messages.attendanceDeclinedTitle : Messages.attendanceAutoCancelledTitle,
        content: penaltyText(row.student_name, row.start_at, penalty, decline === null),
      },
      nowIso,
    );
    return { tutorId: row.tutor_id, message };
  });
  if (!outcome) return false;
  const event = decline ? HubEvent.classMessages : HubEvent.autoEndClassNotice;
  await announce(deps, outcome.tutorId, event, toMessageView(outcome.message));
  return true;
}

function penaltyText(student: string, startAt: string, penalty: AttendancePenalty, automatic: boolean): string {
  const what = `Your class with ${student || 'your student'} at ${startAt} was cancelled`;
  const why = automatic ? ' because attendance was not confirmed 30 minutes before class' : '';
  const cost = penalty.tier
    ? ` Penalty (${penalty.tier} before class): ${penalty.penalty.toFixed(2)} PHP, and ${penalty.pointsDeducted} teaching points deducted.`
    : ' No penalty applies 72 hours or more before class.';
  return `${what}${why}.${cost}`;
}
