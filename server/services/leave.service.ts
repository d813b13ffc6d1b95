import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  LEAVE_STATUS_TEXT,
  LeaveMessages,
  LeaveStatus,
  canUndoLeave,
  leaveFormErrors,
  type LeaveForm,
  type LeavePage,
  type LeaveRecord,
  type ReviewedLeave,
  type StaffLeavePage,
} from '../../src/domain/leave';
import { MessageKind } from '../../src/domain/message-kinds';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  changeLeaveStatus,
  findLeave,
  findTutorLeave,
  insertLeave,
  listLeavesByStatus,
  listTutorLeaves,
  overlappingLeaveExists,
  updateLeaveFields,
  type LeaveFields,
  type LeaveRow,
} from '../repositories/leaves.repository';
import { findOwnedStoredFile } from '../uploads/stored-files';
import type { Clock } from './clock';
import type { LeaveEffects } from './leave-effects';
import { sendMessage, type MessageDeps } from './messages.service';

export interface LeaveDeps extends MessageDeps {
  db: Kysely<Database>;
  clock: Clock;
  leaveEffects: LeaveEffects;
}

export interface LeaveInput extends LeaveForm {
  proofFileRef: string | null;
}

export function toLeaveRecord(row: LeaveRow, now: Date): LeaveRecord {
  const startAt = row.start_at;
  return {
    id: row.id,
    startAt,
    endAt: row.end_at,
    leaveType: row.leave_type,
    reason: row.reason,
    proofFileRef: row.proof_file_ref,
    status: row.status,
    statusText: LEAVE_STATUS_TEXT[row.status] ?? '',
    reviewReason: row.review_reason,
    createdAt: row.created_at,
    canEdit: row.status === LeaveStatus.pending,
    canUndo: canUndoLeave({ status: row.status, startAt }, now),
  };
}

async function checkedFields(deps: LeaveDeps, tutorId: number, input: LeaveInput, exceptId: number | null): Promise<LeaveFields> {
  const now = deps.clock.now();
  const errors = leaveFormErrors(input, now);
  const first = Object.values(errors)[0];
  if (first) throw new ApiFailure(ErrorCode.Failed, first);
  const startAt = new Date(input.startAt).toISOString();
  const endAt = new Date(input.endAt).toISOString();
  let proofFileRef: string | null = null;
  if (input.proofFileRef) {
    const file = await findOwnedStoredFile(deps, tutorId, input.proofFileRef);
    if (!file || file.module_name !== 'LeaveReason') throw new ApiFailure(ErrorCode.Failed, LeaveMessages.proofInvalid);
    proofFileRef = file.file_ref;
  }
  if (await overlappingLeaveExists(deps.db, tutorId, startAt, endAt, exceptId)) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.overlaps);
  return { startAt, endAt, leaveType: input.leaveType, reason: input.reason.trim(), proofFileRef };
}

export async function requestLeave(deps: LeaveDeps, tutorId: number, input: LeaveInput): Promise<LeaveRecord> {
  const fields = await checkedFields(deps, tutorId, input, null);
  const now = deps.clock.now();
  return toLeaveRecord(await insertLeave(deps.db, tutorId, fields, now.toISOString()), now);
}

export async function editLeave(deps: LeaveDeps, tutorId: number, id: number, input: LeaveInput): Promise<LeaveRecord> {
  const existing = await findTutorLeave(deps.db, tutorId, id);
  if (!existing) throw new ApiFailure(ErrorCode.NotFound, LeaveMessages.notFound, 404);
  if (existing.status !== LeaveStatus.pending) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.notPending);
  const fields = await checkedFields(deps, tutorId, input, id);
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const still = await findTutorLeave(trx, tutorId, id);
    if (still?.status !== LeaveStatus.pending) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.notPending);
    return updateLeaveFields(trx, id, fields, now.toISOString());
  });
  return toLeaveRecord(row, now);
}

/** Undoes a pending leave, or an approved one that has not started (its period is given back). */
export async function undoLeave(deps: LeaveDeps, tutorId: number, id: number): Promise<LeaveRecord> {
  const existing = await findTutorLeave(deps.db, tutorId, id);
  if (!existing) throw new ApiFailure(ErrorCode.NotFound, LeaveMessages.notFound, 404);
  const now = deps.clock.now();
  if (!canUndoLeave({ status: existing.status, startAt: existing.start_at }, now)) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.cannotUndo);
  const row = await deps.db.transaction().execute(async (trx) => {
    const undone = await changeLeaveStatus(trx, id, existing.status, { status: LeaveStatus.undone, at: now.toISOString() });
    if (!undone) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.cannotUndo);
    if (existing.status === LeaveStatus.approved) await reopenUndoneLeave(deps, trx, undone, tutorId);
    return undone;
  });
  return toLeaveRecord(row, now);
}

export async function leavePage(deps: LeaveDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<LeavePage> {
  const { rows, total } = await listTutorLeaves(deps.db, tutorId, (pageIndex - 1) * pageSize, pageSize);
  const now = deps.clock.now();
  return { items: rows.map((row) => toLeaveRecord(row, now)), total, pageIndex, pageSize };
}

/** Approval acts on time: the period's Waited slots close and its booked classes go to staff. */
export async function applyApprovedLeave(deps: LeaveDeps, trx: Kysely<Database>, leave: LeaveRow, actorId: number) {
  return deps.leaveEffects.closePeriod(trx, leave, actorId);
}

/** Undoing an approved future leave reopens what its approval closed. */
export async function reopenUndoneLeave(deps: LeaveDeps, trx: Kysely<Database>, leave: LeaveRow, actorId: number) {
  return deps.leaveEffects.reopenPeriod(trx, leave, actorId);
}

// ---- Staff ------------------------------------------------------------------------------------

export async function pendingLeaves(deps: LeaveDeps, pageIndex: number, pageSize: number): Promise<StaffLeavePage> {
  const { rows, total } = await listLeavesByStatus(deps.db, LeaveStatus.pending, (pageIndex - 1) * pageSize, pageSize);
  const now = deps.clock.now();
  return { items: rows.map((row) => ({ ...toLeaveRecord(row, now), tutorId: row.tutor_id })), total, pageIndex, pageSize };
}

/** Staff approve (acting on the period) or refuse a pending leave; audited; the tutor gets a message. */
export async function reviewLeave(deps: LeaveDeps, staffId: number, id: number, decision: { approve: boolean; reason: string }): Promise<ReviewedLeave> {
  const reason = decision.reason.trim();
  if (!decision.approve && !reason) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.refuseReasonRequired);
  const before = await findLeave(deps.db, id);
  if (!before) throw new ApiFailure(ErrorCode.NotFound, LeaveMessages.notFound, 404);
  if (before.status !== LeaveStatus.pending) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.alreadyReviewed);
  const now = deps.clock.now();
  const after = await deps.db.transaction().execute(async (trx) => {
    const status = decision.approve ? LeaveStatus.approved : LeaveStatus.refused;
    const changed = await changeLeaveStatus(trx, id, LeaveStatus.pending, { status, at: now.toISOString(), reviewedBy: staffId, reviewReason: reason });
    if (!changed) throw new ApiFailure(ErrorCode.Failed, LeaveMessages.alreadyReviewed);
    let final = changed;
    if (decision.approve) {
      const counts = await applyApprovedLeave(deps, trx, changed, staffId);
      final = (await changeLeaveStatus(trx, id, LeaveStatus.approved, {
        status,
        at: now.toISOString(),
        slotsClosed: counts.slots,
        classesHandedOver: counts.classes,
      }))!;
    }
    await appendAudit(trx, {
      actorId: staffId,
      action: decision.approve ? 'leave.approve' : 'leave.refuse',
      subjectType: 'tutor_leave',
      subjectId: id,
      tutorId: before.tutor_id,
      before: { status: before.status },
      after: { status: final.status, reviewReason: reason, slotsClosed: final.slots_closed, classesHandedOver: final.classes_handed_over },
      at: now.toISOString(),
    });
    return final;
  });
  const period = `${after.start_at.slice(0, 16).replace('T', ' ')} to ${after.end_at.slice(0, 16).replace('T', ' ')} (UTC)`;
  await sendMessage(deps, {
    tutorId: after.tutor_id,
    kind: MessageKind.system,
    title: decision.approve ? 'Your leave was approved' : 'Your leave was refused',
    content: decision.approve ? `Your leave from ${period} was approved.` : `Your leave from ${period} was refused: ${reason}`,
    remind: false,
    sentBy: staffId,
  });
  return { ...toLeaveRecord(after, now), tutorId: after.tutor_id, slotsClosed: after.slots_closed, classesHandedOver: after.classes_handed_over };
}
