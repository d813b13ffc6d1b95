import type { Kysely } from 'kysely';
import { ClassActor, ClassEventKind, ClassStatus } from '../../src/domain/classes';
import type { Database } from '../db/schema';
import type { LeaveRow } from '../repositories/leaves.repository';
import { SlotStatus } from '../repositories/schedule-slots.repository';
import { recordClassEventIn } from './class.service';

/**
 * What an approved leave does to a tutor's time (issue 12 "Leave acts on time"). The leave area
 * calls these two functions when a leave is approved or withdrawn; pass the database, or the
 * transaction the approval runs in so the leave and its effects commit together.
 */
export interface LeavePeriod {
  tutorId: number;
  /** ISO instants: the leave covers [startAt, endAt). */
  startAt: string;
  endAt: string;
  /** The leave request's id: effects are recorded against it, so each runs once. */
  leaveId: number;
  /** When it happens (default now); only slots and classes starting after it are touched. */
  at?: Date;
}

export const LeaveEffectKind = { slotClosed: 'slot_closed', classHanded: 'class_handed' } as const;

/**
 * Closes the period's future Waited slots (Canceled) and hands each of its future booked classes
 * to staff to reassign (a `handed_to_staff` class event each, with the leave id). Idempotent per
 * leave. Answers how many slots it closed and classes it handed.
 */
export async function applyApprovedLeave(db: Kysely<Database>, leave: LeavePeriod): Promise<{ slotsClosed: number; classesHanded: number }> {
  const at = leave.at ?? new Date();
  const from = laterOf(leave.startAt, at.toISOString());
  const nowIso = at.toISOString();
  const slots = await db
    .selectFrom('schedule_slots')
    .select(['start_at'])
    .where('tutor_id', '=', leave.tutorId)
    .where('start_at', '>=', from)
    .where('start_at', '<', leave.endAt)
    .where('status', '=', SlotStatus.waited)
    .execute();
  let slotsClosed = 0;
  for (const slot of slots) {
    if (!(await recordEffect(db, leave, LeaveEffectKind.slotClosed, slot.start_at, null, nowIso))) continue;
    const closed = await db
      .updateTable('schedule_slots')
      .set({ status: SlotStatus.canceled, updated_at: nowIso })
      .where('tutor_id', '=', leave.tutorId)
      .where('start_at', '=', slot.start_at)
      .where('status', '=', SlotStatus.waited)
      .executeTakeFirst();
    slotsClosed += Number(closed.numUpdatedRows);
  }
  const lessons = await db
    .selectFrom('classes')
    .selectAll()
    .where('tutor_id', '=', leave.tutorId)
    .where('start_at', '>=', from)
    .where('start_at', '<', leave.endAt)
    .where('status', '=', ClassStatus.booked)
    .orderBy('start_at')
    .execute();
  let classesHanded = 0;
  for (const lesson of lessons) {
    if (!(await recordEffect(db, leave, LeaveEffectKind.classHanded, `${lesson.start_at}#${lesson.id}`, lesson.id, nowIso))) continue;
    await recordClassEventIn(
      db,
      lesson,
      { kind: ClassEventKind.handedToStaff, actor: ClassActor.system, actorId: null, details: { leaveId: leave.leaveId, reason: 'leave' } },
      at,
    );
    classesHanded += 1;
  }
  return { slotsClosed, classesHanded };
}

/**
 * Undoes a withdrawn (or cancelled) leave: the slots it closed that are still Canceled and start
 * after now become Waited again. Handed classes stay with staff (they may already be reassigned).
 * Answers how many slots it reopened.
 */
export async function reopenUndoneLeave(db: Kysely<Database>, leave: Pick<LeavePeriod, 'tutorId' | 'leaveId' | 'at'>): Promise<{ slotsReopened: number }> {
  const at = leave.at ?? new Date();
  const nowIso = at.toISOString();
  const effects = await db
    .selectFrom('leave_time_effects')
    .select(['id', 'start_at'])
    .where('leave_id', '=', leave.leaveId)
    .where('tutor_id', '=', leave.tutorId)
    .where('kind', '=', LeaveEffectKind.slotClosed)
    .where('reopened_at', 'is', null)
    .where('start_at', '>', nowIso)
    .execute();
  let slotsReopened = 0;
  for (const effect of effects) {
    const reopened = await db
      .updateTable('schedule_slots')
      .set({ status: SlotStatus.waited, updated_at: nowIso })
      .where('tutor_id', '=', leave.tutorId)
      .where('start_at', '=', effect.start_at)
      .where('status', '=', SlotStatus.canceled)
      .executeTakeFirst();
    slotsReopened += Number(reopened.numUpdatedRows);
    await db.updateTable('leave_time_effects').set({ reopened_at: nowIso }).where('id', '=', effect.id).execute();
  }
  return { slotsReopened };
}

async function recordEffect(db: Kysely<Database>, leave: LeavePeriod, kind: string, key: string, classId: number | null, nowIso: string): Promise<boolean> {
  const result = await db
    .insertInto('leave_time_effects')
    .values({ leave_id: leave.leaveId, tutor_id: leave.tutorId, kind, start_at: key, class_id: classId, created_at: nowIso, reopened_at: null })
    .onConflict((oc) => oc.columns(['leave_id', 'kind', 'start_at']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

function laterOf(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? new Date(Date.parse(a)).toISOString() : b;
}

/** What acting on a leave's period did. */
export interface LeaveEffectCounts {
  /** Waited schedule slots closed (or reopened). */
  slots: number;
  /** Booked classes handed to staff (each with a class event). */
  classes: number;
}

/**
 * How an approved leave acts on the tutor's time, and how undoing an approved future leave gives
 * it back: the leave area calls this inside the transaction that changes the leave's status.
 */
export interface LeaveEffects {
  closePeriod(trx: Kysely<Database>, leave: LeaveRow, actorId: number): Promise<LeaveEffectCounts>;
  reopenPeriod(trx: Kysely<Database>, leave: LeaveRow, actorId: number): Promise<LeaveEffectCounts>;
}

/** The leave area's effects, over the tutor's schedule slots and classes (the two functions above). */
export const leaveEffects: LeaveEffects = {
  async closePeriod(trx, leave) {
    const done = await applyApprovedLeave(trx, { tutorId: leave.tutor_id, startAt: leave.start_at, endAt: leave.end_at, leaveId: leave.id });
    return { slots: done.slotsClosed, classes: done.classesHanded };
  },
  async reopenPeriod(trx, leave) {
    const done = await reopenUndoneLeave(trx, { tutorId: leave.tutor_id, leaveId: leave.id });
    return { slots: done.slotsReopened, classes: 0 };
  },
};
