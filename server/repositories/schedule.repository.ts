import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SlotStatus } from './schedule-slots.repository';

/** Busy-time links, week plots and slot state changes of the self-schedule (issue 12). */

export interface BusyLink {
  busyStartAt: string;
  linkedStartAt: string;
}

/** The links of busy-time slots starting in [fromIso, toIso). */
export async function busyLinksBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<BusyLink[]> {
  const rows = await db
    .selectFrom('schedule_busy_links')
    .select(['busy_start_at', 'linked_start_at'])
    .where('tutor_id', '=', tutorId)
    .where('busy_start_at', '>=', fromIso)
    .where('busy_start_at', '<', toIso)
    .orderBy('busy_start_at')
    .orderBy('linked_start_at')
    .execute();
  return rows.map((r) => ({ busyStartAt: r.busy_start_at, linkedStartAt: r.linked_start_at }));
}

/** Sets the links of one busy-time slot (none: it is no longer busy time). */
export async function replaceBusyLinks(db: Kysely<Database>, tutorId: number, busyStartAt: string, links: readonly string[], nowIso: string): Promise<void> {
  await db.deleteFrom('schedule_busy_links').where('tutor_id', '=', tutorId).where('busy_start_at', '=', busyStartAt).execute();
  if (links.length === 0) return;
  await db
    .insertInto('schedule_busy_links')
    .values(links.map((linked) => ({ tutor_id: tutorId, busy_start_at: busyStartAt, linked_start_at: linked, created_at: nowIso })))
    .execute();
}

export interface SlotStateChange {
  startAt: string;
  endAt: string;
  status: typeof SlotStatus.waited | typeof SlotStatus.canceled;
  isBusy: boolean;
  /** The state it was read in: the write happens only if it is still so (null: no row yet). */
  expected: { status: string; isBusy: boolean } | null;
}

/**
 * Writes slot states as a compare-and-set: a row changes only while it is still in the state it
 * was read in and not booked. Answers false when any slot was changed meanwhile (a booking).
 */
export async function writeSlotStates(db: Kysely<Database>, tutorId: number, changes: readonly SlotStateChange[], nowIso: string): Promise<boolean> {
  for (const change of changes) {
    if (change.expected === null) {
      const inserted = await db
        .insertInto('schedule_slots')
        .values({
          tutor_id: tutorId,
          start_at: change.startAt,
          end_at: change.endAt,
          status: change.status,
          is_busy: change.isBusy ? 1 : 0,
          class_id: null,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) => oc.columns(['tutor_id', 'start_at']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
      continue;
    }
    const updated = await db
      .updateTable('schedule_slots')
      .set({ status: change.status, is_busy: change.isBusy ? 1 : 0, updated_at: nowIso })
      .where('tutor_id', '=', tutorId)
      .where('start_at', '=', change.startAt)
      .where('status', '=', change.expected.status)
      .where('status', '!=', SlotStatus.confirmed)
      .where('is_busy', '=', change.expected.isBusy ? 1 : 0)
      .where('disabled', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
  }
  return true;
}

export interface WeekPlot {
  weekStart: string;
  modifyCount: number;
}

export async function weekPlots(db: Kysely<Database>, tutorId: number, weekStarts: readonly string[]): Promise<Map<string, WeekPlot>> {
  if (weekStarts.length === 0) return new Map();
  const rows = await db
    .selectFrom('schedule_week_plots')
    .select(['week_start', 'modify_count'])
    .where('tutor_id', '=', tutorId)
    .where('week_start', 'in', [...weekStarts])
    .execute();
  return new Map(rows.map((r) => [r.week_start, { weekStart: r.week_start, modifyCount: r.modify_count }]));
}

/** Records a week's first plot (its changes are free). Answers false when it was recorded meanwhile. */
export async function insertWeekPlot(db: Kysely<Database>, tutorId: number, weekStart: string, nowIso: string): Promise<boolean> {
  const result = await db
    .insertInto('schedule_week_plots')
    .values({ tutor_id: tutorId, week_start: weekStart, first_plotted_at: nowIso, modify_count: 0, updated_at: nowIso })
    .onConflict((oc) => oc.columns(['tutor_id', 'week_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Uses `count` of a plotted week's modify count, only if that stays within `limit` (a
 * compare-and-set, so two submits cannot both pass). Answers whether it was used.
 */
export async function useModifyCount(db: Kysely<Database>, tutorId: number, weekStart: string, count: number, limit: number, nowIso: string): Promise<boolean> {
  await insertWeekPlot(db, tutorId, weekStart, nowIso);
  const result = await db
    .updateTable('schedule_week_plots')
    .set((eb) => ({ modify_count: eb('modify_count', '+', count), updated_at: nowIso }))
    .where('tutor_id', '=', tutorId)
    .where('week_start', '=', weekStart)
    .where('modify_count', '<=', limit - count)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many slots of [fromIso, toIso) are Waited or Confirmed. */
export async function countAvailableSlots(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('schedule_slots')
    .select(db.fn.countAll().as('n'))
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .where('status', 'in', [SlotStatus.waited, SlotStatus.confirmed])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
