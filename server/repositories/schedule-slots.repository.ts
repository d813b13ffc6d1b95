import type { Kysely, Selectable } from 'kysely';
import type { Database, ScheduleSlotsTable } from '../db/schema';

/** Queries on a tutor's plotted half-hour slots. */
export type ScheduleSlotRow = Selectable<ScheduleSlotsTable>;

/** Slot states as stored (teaching.md §4 "Self-schedule slot": Waited, Confirmed, Canceled). */
export const SlotStatus = { waited: 'waited', confirmed: 'confirmed', canceled: 'canceled' } as const;
export type SlotStatus = (typeof SlotStatus)[keyof typeof SlotStatus];

export function findSlot(db: Kysely<Database>, tutorId: number, startAt: string): Promise<ScheduleSlotRow | undefined> {
  return db.selectFrom('schedule_slots').selectAll().where('tutor_id', '=', tutorId).where('start_at', '=', startAt).executeTakeFirst();
}

/** The tutor's slots starting in [fromIso, toIso), in order. */
export function slotsBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string): Promise<ScheduleSlotRow[]> {
  return db
    .selectFrom('schedule_slots')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .orderBy('start_at')
    .execute();
}

export interface SlotPlot {
  tutorId: number;
  startAt: string;
  endAt: string;
  status: SlotStatus;
  classId?: number | null;
  isBusy?: boolean;
  /** When it was plotted or changed. */
  at: Date;
}

/** Plots (or re-plots) slots in a state, 200 a statement; one row per tutor and start. */
export async function upsertSlots(db: Kysely<Database>, slots: readonly SlotPlot[]): Promise<void> {
  for (let i = 0; i < slots.length; i += 200) {
    const values = slots.slice(i, i + 200).map((slot) => ({
      tutor_id: slot.tutorId,
      start_at: slot.startAt,
      end_at: slot.endAt,
      status: slot.status,
      class_id: slot.classId ?? null,
      is_busy: slot.isBusy ? 1 : 0,
      created_at: slot.at.toISOString(),
      updated_at: slot.at.toISOString(),
    }));
    await db
      .insertInto('schedule_slots')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['tutor_id', 'start_at']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          class_id: eb.ref('excluded.class_id'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Moves the slot that holds `classId` to `status`, letting go of the class. */
export async function releaseSlotOfClass(db: Kysely<Database>, classId: number, status: SlotStatus, nowIso: string): Promise<void> {
  await db.updateTable('schedule_slots').set({ status, class_id: null, updated_at: nowIso }).where('class_id', '=', classId).execute();
}

/** Start times of the tutor's slots in [fromIso, toIso) with `status`. */
export async function slotStartsWithStatus(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string, status: SlotStatus): Promise<string[]> {
  const rows = await db
    .selectFrom('schedule_slots')
    .select(['start_at'])
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .where('status', '=', status)
    .execute();
  return rows.map((row) => row.start_at);
}

/** Moves the tutor's slot at `startAt` from status `from` to `to`; answers how many changed (0 or 1). */
export async function changeSlotStatus(
  db: Kysely<Database>,
  tutorId: number,
  startAt: string,
  from: SlotStatus,
  to: SlotStatus,
  nowIso: string,
): Promise<number> {
  const result = await db
    .updateTable('schedule_slots')
    .set({ status: to, updated_at: nowIso })
    .where('tutor_id', '=', tutorId)
    .where('start_at', '=', startAt)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
