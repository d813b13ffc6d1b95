import type { Kysely } from 'kysely';
import { clockInStatus, registrationBody, registrationMessage, statusRecordedAt, type ClockInStatus } from '../../src/domain/clock-in';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { providerDay } from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from './clock';
import { firstClassStartBetween } from '../repositories/classes.repository';
import { findClockInRecord, insertClockInRecord } from '../repositories/clock-in.repository';

export interface ClockInDay {
  status: ClockInStatus;
  /** The provider day (YYYY-MM-DD) the status is for. */
  workDate: string;
  clockedInAt: string | null;
  /** Start of the day's first class that is not cancelled. */
  firstClassAt: string | null;
}

/** Today's clock-in status for a tutor, from their record and their first class of the day. */
export async function loadClockInDay(db: Kysely<Database>, clock: Clock, timeZone: string, tutorId: number): Promise<ClockInDay> {
  const now = clock.now();
  const day = providerDay(now.getTime(), timeZone);
  const [record, firstClassAt] = await Promise.all([
    findClockInRecord(db, tutorId, day.date),
    firstClassStartBetween(db, tutorId, new Date(day.startMs).toISOString(), new Date(day.endMs).toISOString()),
  ]);
  const clockedInAt = record?.clocked_in_at ?? null;
  return {
    status: clockInStatus({
      clockedInAtMs: clockedInAt === null ? null : Date.parse(clockedInAt),
      firstClassStartMs: firstClassAt === null ? null : Date.parse(firstClassAt),
      nowMs: now.getTime(),
    }),
    workDate: day.date,
    clockedInAt,
    firstClassAt,
  };
}

export interface Registration {
  /** 1 for a clock-in in time, else the status recorded (3: late). */
  body: number;
  message: string;
  day: ClockInDay;
}

/**
 * Clocks the tutor in for today. Once per provider day: a second call is refused with ErrorCode 1,
 * also when two calls race (the day's key is the table's primary key).
 */
export async function registerClockIn(db: Kysely<Database>, clock: Clock, timeZone: string, tutorId: number): Promise<Registration> {
  const now = clock.now();
  const day = providerDay(now.getTime(), timeZone);
  const firstClassAt = await firstClassStartBetween(db, tutorId, new Date(day.startMs).toISOString(), new Date(day.endMs).toISOString());
  const recorded = statusRecordedAt(now.getTime(), firstClassAt === null ? null : Date.parse(firstClassAt));
  const inserted = await insertClockInRecord(db, { tutorId, workDate: day.date, clockedInAt: now.toISOString(), status: recorded });
  if (!inserted) throw new ApiFailure(ErrorCode.Failed, Messages.clockInAlready);
  const body = registrationBody(recorded);
  return {
    body,
    message: registrationMessage(body),
    day: { status: recorded, workDate: day.date, clockedInAt: now.toISOString(), firstClassAt },
  };
}
