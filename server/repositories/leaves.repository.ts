import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, LeaveTimeEffectsTable, TutorLeavesTable } from '../db/schema';
import { LeaveStatus } from '../../src/domain/leave';

export type LeaveRow = Selectable<TutorLeavesTable>;

export interface LeaveFields {
  startAt: string;
  endAt: string;
  leaveType: number;
  reason: string;
  proofFileRef: string | null;
}

export async function insertLeave(db: Kysely<Database>, tutorId: number, fields: LeaveFields, at: string): Promise<LeaveRow> {
  return db
    .insertInto('tutor_leaves')
    .values({
      tutor_id: tutorId,
      start_at: fields.startAt,
      end_at: fields.endAt,
      leave_type: fields.leaveType,
      reason: fields.reason,
      proof_file_ref: fields.proofFileRef,
      reviewed_by: null,
      reviewed_at: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A tutor's own leave; someone else's is not found. */
export async function findTutorLeave(db: Kysely<Database>, tutorId: number, id: number): Promise<LeaveRow | undefined> {
  return db.selectFrom('tutor_leaves').selectAll().where('id', '=', id).where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function findLeave(db: Kysely<Database>, id: number): Promise<LeaveRow | undefined> {
  return db.selectFrom('tutor_leaves').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pending or approved leaves of the tutor overlapping [start, end), other than `exceptId`. */
export async function overlappingLeaveExists(db: Kysely<Database>, tutorId: number, startAt: string, endAt: string, exceptId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('tutor_leaves')
    .select('id')
    .where('tutor_id', '=', tutorId)
    .where('status', 'in', [LeaveStatus.pending, LeaveStatus.approved])
    .where('start_at', '<', endAt)
    .where('end_at', '>', startAt);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function updateLeaveFields(db: Kysely<Database>, id: number, fields: LeaveFields, at: string): Promise<LeaveRow> {
  return db
    .updateTable('tutor_leaves')
    .set({
      start_at: fields.startAt,
      end_at: fields.endAt,
      leave_type: fields.leaveType,
      reason: fields.reason,
      proof_file_ref: fields.proofFileRef,
      updated_at: at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves a leave from `fromStatus` only (so two racing reviews cannot both win); answers the row or undefined. */
export async function changeLeaveStatus(
  db: Kysely<Database>,
  id: number,
  fromStatus: number,
  change: { status: number; at: string; reviewedBy?: number; reviewReason?: string; slotsClosed?: number; classesHandedOver?: number },
): Promise<LeaveRow | undefined> {
  return db
    .updateTable('tutor_leaves')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.reviewedBy !== undefined ? { reviewed_by: change.reviewedBy, reviewed_at: change.at } : {}),
      ...(change.reviewReason !== undefined ? { review_reason: change.reviewReason } : {}),
      ...(change.slotsClosed !== undefined ? { slots_closed: change.slotsClosed } : {}),
      ...(change.classesHandedOver !== undefined ? { classes_handed_over: change.classesHandedOver } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .returningAll()
    .executeTakeFirst();
}

export async function listTutorLeaves(db: Kysely<Database>, tutorId: number, offset: number, limit: number): Promise<{ rows: LeaveRow[]; total: number }> {
  const base = db.selectFrom('tutor_leaves').where('tutor_id', '=', tutorId);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function listLeavesByStatus(db: Kysely<Database>, status: number, offset: number, limit: number): Promise<{ rows: LeaveRow[]; total: number }> {
  const base = db.selectFrom('tutor_leaves').where('status', '=', status);
  const rows = await base.selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').offset(offset).limit(limit).execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Records one effect of a leave; answers false when the leave already has it (so each runs once). */
export async function insertLeaveTimeEffect(db: Kysely<Database>, values: Insertable<LeaveTimeEffectsTable>): Promise<boolean> {
  const result = await db
    .insertInto('leave_time_effects')
    .values(values)
    .onConflict((oc) => oc.columns(['leave_id', 'kind', 'start_at']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The leave's effects of `kind` not yet reopened whose start is after `afterIso`. */
export function listOpenLeaveEffectsAfter(
  db: Kysely<Database>,
  leaveId: number,
  tutorId: number,
  kind: string,
  afterIso: string,
): Promise<Array<{ id: number; start_at: string }>> {
  return db
    .selectFrom('leave_time_effects')
    .select(['id', 'start_at'])
    .where('leave_id', '=', leaveId)
    .where('tutor_id', '=', tutorId)
    .where('kind', '=', kind)
    .where('reopened_at', 'is', null)
    .where('start_at', '>', afterIso)
    .execute();
}

export async function markLeaveEffectReopened(db: Kysely<Database>, id: number, nowIso: string): Promise<void> {
  await db.updateTable('leave_time_effects').set({ reopened_at: nowIso }).where('id', '=', id).execute();
}
