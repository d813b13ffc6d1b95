import { sql, type Kysely } from 'kysely';
import { ClassEventKind, ClassStatus, type ClassType } from '../../src/domain/classes';
import { STAFF_POINTS_SOURCE, StaffClassView } from '../../src/domain/staff-bookings';
import type { Database } from '../db/schema';
import { SlotStatus } from './schedule-slots.repository';

/** The staff console's queries on a tutor's slots and classes, and on data-staff ledger entries. */

interface Page {
  offset: number;
  limit: number;
}

/**
 * Takes a tutor's open slot for a class: Waited, not disabled, not busy, holding no class. A
 * conditional update, so of two bookings of one slot only the first takes it (the second waits
 * for the first's row lock and then finds it Confirmed). Answers whether it took the slot.
 */
export async function takeOpenSlot(db: Kysely<Database>, tutorId: number, startAt: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('schedule_slots')
    .set({ status: SlotStatus.confirmed, updated_at: nowIso })
    .where('tutor_id', '=', tutorId)
    .where('start_at', '=', startAt)
    .where('status', '=', SlotStatus.waited)
    .where('disabled', '=', 0)
    .where('is_busy', '=', 0)
    .where('class_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Plots a Confirmed slot where the tutor had none; answers false when a slot row is there already. */
export async function plotTakenSlot(db: Kysely<Database>, slot: { tutorId: number; startAt: string; endAt: string; nowIso: string }): Promise<boolean> {
  const rows = await db
    .insertInto('schedule_slots')
    .values({
      tutor_id: slot.tutorId,
      start_at: slot.startAt,
      end_at: slot.endAt,
      status: SlotStatus.confirmed,
      created_at: slot.nowIso,
      updated_at: slot.nowIso,
    })
    .onConflict((oc) => oc.columns(['tutor_id', 'start_at']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** A tutor's open slots starting in [fromIso, toIso): what staff can book into (schedule_slots_tutor_start). */
export function openSlotsBetween(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('schedule_slots')
    .select(['start_at', 'end_at'])
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .where('status', '=', SlotStatus.waited)
    .where('disabled', '=', 0)
    .where('is_busy', '=', 0)
    .where('class_id', 'is', null)
    .orderBy('start_at')
    .execute();
}

/**
 * A page of a tutor's classes for the console (classes_tutor_start): upcoming ones (not ended)
 * soonest first, past ones latest first, or the booked ones a leave handed to staff.
 */
export async function tutorClassesPage(db: Kysely<Database>, tutorId: number, view: StaffClassView, nowIso: string, page: Page) {
  const handed = sql<number>`case when exists (select 1 from class_events e where e.class_id = c.id and e.kind = ${ClassEventKind.handedToStaff}) then 1 else 0 end`;
  let base = db.selectFrom('classes as c').where('c.tutor_id', '=', tutorId);
  if (view === StaffClassView.past) base = base.where('c.end_at', '<=', nowIso);
  else base = base.where('c.end_at', '>', nowIso);
  if (view === StaffClassView.handed) {
    base = base
      .where('c.status', '=', ClassStatus.booked)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('class_events as e').select('e.id').whereRef('e.class_id', '=', 'c.id').where('e.kind', '=', ClassEventKind.handedToStaff)),
      );
  }
  const direction = view === StaffClassView.past ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select([
        'c.id',
        'c.student_id',
        'c.student_name',
        'c.course_name',
        'c.class_type',
        'c.class_tool',
        'c.start_at',
        'c.end_at',
        'c.status',
        'c.status_changed_by',
        'c.status_reason',
        'c.student_rating',
        handed.as('handed'),
      ])
      .orderBy('c.start_at', direction)
      .orderBy('c.id', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, class_type: row.class_type as ClassType, handed: Number(row.handed) === 1 })), total: Number(count.n) };
}

/** Which of these classes a leave handed to staff (class_events_class). */
export async function handedClassIds(db: Kysely<Database>, classIds: readonly number[]): Promise<Set<number>> {
  if (classIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('class_events')
    .select('class_id')
    .where('class_id', 'in', [...classIds])
    .where('kind', '=', ClassEventKind.handedToStaff)
    .execute();
  return new Set(rows.map((row) => row.class_id));
}

/** Hands a booked class of `fromTutorId` to `toTutorId` (a compare-and-set); answers the moved row. */
export function moveBookedClass(db: Kysely<Database>, classId: number, fromTutorId: number, toTutorId: number) {
  return db
    .updateTable('classes')
    .set({ tutor_id: toTutorId })
    .where('id', '=', classId)
    .where('tutor_id', '=', fromTutorId)
    .where('status', '=', ClassStatus.booked)
    .returningAll()
    .executeTakeFirst();
}

/** The data-staff entry a key entered, whichever tutor (ledger_entries_source). */
export function findStaffPointsEntry(db: Kysely<Database>, key: string) {
  return db.selectFrom('ledger_entries').selectAll().where('source_type', '=', STAFF_POINTS_SOURCE).where('source_id', '=', key).executeTakeFirst();
}

/** A page of a tutor's data-staff entries, newest first, with who entered each. */
export async function staffPointsEntriesPage(db: Kysely<Database>, tutorId: number, page: Page) {
  const base = db.selectFrom('ledger_entries as l').where('l.tutor_id', '=', tutorId).where('l.source_type', '=', STAFF_POINTS_SOURCE);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'l.created_by')
      .select(['l.id', 'l.rule', 'l.amount', 'l.note', 'l.counts_at', 'l.created_at', 'u.account as entered_by'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The starts among `startIsos` where the tutor has a class that is not cancelled (classes_tutor_start). */
export async function busyStartsOf(db: Kysely<Database>, tutorId: number, startIsos: readonly string[]): Promise<Set<string>> {
  if (startIsos.length === 0) return new Set();
  const rows = await db
    .selectFrom('classes')
    .select('start_at')
    .where('tutor_id', '=', tutorId)
    .where('start_at', 'in', [...startIsos])
    .where('status', '!=', ClassStatus.cancelled)
    .execute();
  return new Set(rows.map((row) => row.start_at));
}
