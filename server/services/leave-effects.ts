import type { Kysely } from 'kysely';
import { ClassActor, ClassEventKind } from '../../src/domain/classes';
import type { Database } from '../db/schema';
import { bookedClassesBetween } from '../repositories/classes.repository';
import { insertLeaveTimeEffect, listOpenLeaveEffectsAfter, markLeaveEffectReopened, type LeaveRow } from '../repositories/leaves.repository';
import { SlotStatus, changeSlotStatus, slotStartsWithStatus } from '../repositories/schedule-slots.repository';
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
  const slotStarts = await slotStartsWithStatus(db, leave.tutorId, from, leave.endAt, SlotStatus.waited);
  let slotsClosed = 0;
  for (const startAt of slotStarts) {
    if (!(await recordEffect(db, leave, LeaveEffectKind.slotClosed, startAt, null, nowIso))) continue;
    slotsClosed += await changeSlotStatus(db, leave.tutorId, startAt, SlotStatus.waited, SlotStatus.canceled, nowIso);
  }
  const lessons = await bookedClassesBetween(db, leave.tutorId, from, leave.endAt);
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
  const effects = await listOpenLeaveEffectsAfter(db, leave.leaveId, leave.tutorId, LeaveEffectKind.slotClosed, nowIso);
  let slotsReopened = 0;
  for (const effect of effects) {
    slotsReopened += await changeSlotStatus(db, leave.tutorId, effect.start_at, SlotStatus.canceled, SlotStatus.waited, nowIso);
    await markLeaveEffectReopened(db, effect.id, nowIso);
  }
  return { slotsReopened };
}

async function recordEffect(db: Kysely<Database>, leave: LeavePeriod, kind: string, key: string, classId: number | null, nowIso: string): Promise<boolean> {
  return insertLeaveTimeEffect(db, {
    leave_id: leave.leaveId,
    tutor_id: leave.tutorId,
    kind,
    start_at: key,
    class_id: classId,
    created_at: nowIso,
    reopened_at: null,
  });
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
