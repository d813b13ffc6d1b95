import type { Kysely } from 'kysely';
import { ClassActor, ClassEventKind, ClassStatus, SLOT_MINUTES } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { REASSIGN_MAX, StaffBookingMessages } from '../../src/domain/staff-bookings';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findClasses, type ClassEventRow, type ClassRow } from '../repositories/classes.repository';
import { SlotStatus, releaseSlotOfClass, upsertSlots } from '../repositories/schedule-slots.repository';
import { busyStartsOf, handedClassIds, moveBookedClass } from '../repositories/staff-bookings.repository';
import type { ClassEventContext } from './class-event-hooks';
import { recordClassEventsIn } from './class.service';
import { takeTutorTime } from './tutor-time';

/**
 * Hands booked classes from one tutor to another (a tutor on leave, issue 21): the class keeps its
 * CLID, student and booking; it moves to the other tutor's time, which must be free (the same rule
 * as a staff booking); the first tutor's slot is let go (Canceled when a leave handed the class to
 * staff, since the leave closed that time; Waited otherwise); each move is a `reassigned` class
 * event with both tutors. All or nothing, in the caller's transaction. The class's status does
 * not change, so the class service's status machine is not involved; its event hooks run as usual.
 */
export interface ReassignInput {
  classIds: readonly number[];
  fromTutorId: number;
  toTutorId: number;
  actorId: number;
  reason: string;
}

export interface Reassignment {
  before: ClassRow;
  after: ClassRow;
  event: ClassEventRow;
}

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);

export async function reassignClassesIn(trx: Kysely<Database>, input: ReassignInput, at: Date, context: ClassEventContext): Promise<Reassignment[]> {
  const ids = [...new Set(input.classIds)];
  if (ids.length === 0) throw failed(StaffBookingMessages.chooseClasses);
  if (ids.length > REASSIGN_MAX) throw failed(StaffBookingMessages.tooManyClasses);
  if (input.fromTutorId === input.toTutorId) throw failed(StaffBookingMessages.sameTutor);
  const found = await findClasses(trx, ids);
  const lessons = ids.map((id) => {
    const lesson = found.get(id);
    if (!lesson || lesson.tutor_id !== input.fromTutorId) throw new ApiFailure(ErrorCode.NotFound, StaffBookingMessages.classNotFound, 404);
    if (lesson.status !== ClassStatus.booked) throw failed(`This class is already ${lesson.status}.`);
    if (Date.parse(lesson.start_at) <= at.getTime()) throw failed(StaffBookingMessages.reassignStarted);
    return lesson;
  });
  lessons.sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
  const [handed, busy] = await Promise.all([
    handedClassIds(trx, ids),
    busyStartsOf(
      trx,
      input.toTutorId,
      lessons.map((lesson) => lesson.start_at),
    ),
  ]);
  const nowIso = at.toISOString();
  const moved: Array<{ before: ClassRow; after: ClassRow }> = [];
  for (const before of lessons) {
    if (busy.has(before.start_at) || !(await takeTutorTime(trx, input.toTutorId, before.start_at, nowIso))) {
      throw failed(StaffBookingMessages.targetNotFree(before.start_at));
    }
    busy.add(before.start_at);
    await releaseSlotOfClass(trx, before.id, handed.has(before.id) ? SlotStatus.canceled : SlotStatus.waited, nowIso);
    const after = await moveBookedClass(trx, before.id, input.fromTutorId, input.toTutorId);
    if (!after) throw failed('This class was changed by someone else. Please refresh.');
    const endAt = new Date(Date.parse(after.start_at) + SLOT_MINUTES * 60_000).toISOString();
    await upsertSlots(trx, [{ tutorId: input.toTutorId, startAt: after.start_at, endAt, status: SlotStatus.confirmed, classId: after.id, at }]);
    moved.push({ before, after });
  }
  const events = await recordClassEventsIn(
    trx,
    moved.map(({ after }) => ({
      lesson: after,
      kind: ClassEventKind.reassigned,
      actor: ClassActor.staff,
      actorId: input.actorId,
      details: { fromTutorId: input.fromTutorId, toTutorId: input.toTutorId, reason: input.reason, ...(handed.has(after.id) ? { leave: true } : {}) },
      at,
    })),
    context,
  );
  return moved.map((move, i) => ({ ...move, event: events[i]! }));
}
