import type { Kysely } from 'kysely';
import type { ClockInStatus } from '../../src/domain/clock-in';
import type { Database } from '../db/schema';

/** When the tutor clocked in on a provider day (YYYY-MM-DD), or undefined. */
export async function findClockInRecord(db: Kysely<Database>, tutorId: number, workDate: string): Promise<{ clocked_in_at: string } | undefined> {
  return db.selectFrom('clock_in_records').select('clocked_in_at').where('user_id', '=', tutorId).where('work_date', '=', workDate).executeTakeFirst();
}

/** Records the day's clock-in; answers false when the day already has one (the key is the day). */
export async function insertClockInRecord(
  db: Kysely<Database>,
  record: { tutorId: number; workDate: string; clockedInAt: string; status: ClockInStatus },
): Promise<boolean> {
  const inserted = await db
    .insertInto('clock_in_records')
    .values({ user_id: record.tutorId, work_date: record.workDate, clocked_in_at: record.clockedInAt, status: record.status })
    .onConflict((oc) => oc.columns(['user_id', 'work_date']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
