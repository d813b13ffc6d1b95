import type { Kysely } from 'kysely';
import { SLOT_MINUTES } from '../../src/domain/classes';
import type { Database } from '../db/schema';
import { findSlot } from '../repositories/schedule-slots.repository';
import { plotTakenSlot, takeOpenSlot } from '../repositories/staff-bookings.repository';

/**
 * Takes a tutor's time for a class staff book or reassign (issue 21): a Waited slot (not disabled,
 * not busy) is taken and becomes Confirmed; a time the tutor plotted nothing for is taken as a new
 * Confirmed slot (staff arranged it with the tutor, or record a class held); a slot the tutor
 * closed (Canceled, disabled, busy) or one already holding a class is refused. Serialised on the
 * slot row, so two bookings of one time cannot both take it. Answers whether the time was taken.
 */
export async function takeTutorTime(trx: Kysely<Database>, tutorId: number, startAt: string, nowIso: string): Promise<boolean> {
  if (await takeOpenSlot(trx, tutorId, startAt, nowIso)) return true;
  if (await findSlot(trx, tutorId, startAt)) return false;
  const endAt = new Date(Date.parse(startAt) + SLOT_MINUTES * 60_000).toISOString();
  return plotTakenSlot(trx, { tutorId, startAt, endAt, nowIso });
}
