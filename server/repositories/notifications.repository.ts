import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { NotificationPreferencesTable } from '../db/schema-records';
import type { NotificationDeliveriesTable } from '../db/schema-records2';

/** Queries on the tutor's notification choices (preferences, settings) and the delivery queue. */
export type NotificationDeliveryRow = Selectable<NotificationDeliveriesTable>;

/** The tutor's stored channel choices, one row per kind chosen. */
export function listPreferenceRows(db: Kysely<Database>, tutorId: number): Promise<Array<{ kind: string; by_email: number; by_sms: number }>> {
  return db.selectFrom('notification_preferences').select(['kind', 'by_email', 'by_sms']).where('tutor_id', '=', tutorId).execute();
}

/** The tutor's settings row (only tutors who chose their notifications have one). */
export function findNotificationSettings(db: Kysely<Database>, tutorId: number): Promise<{ reminder_minutes: number } | undefined> {
  return db.selectFrom('notification_settings').select('reminder_minutes').where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function deletePreference(db: Kysely<Database>, tutorId: number, kind: string): Promise<void> {
  await db.deleteFrom('notification_preferences').where('tutor_id', '=', tutorId).where('kind', '=', kind).execute();
}

export async function insertPreference(db: Kysely<Database>, values: Insertable<NotificationPreferencesTable>): Promise<void> {
  await db.insertInto('notification_preferences').values(values).execute();
}

export async function deleteNotificationSettings(db: Kysely<Database>, tutorId: number): Promise<void> {
  await db.deleteFrom('notification_settings').where('tutor_id', '=', tutorId).execute();
}

export async function insertNotificationSettings(db: Kysely<Database>, tutorId: number, reminderMinutes: number, at: string): Promise<void> {
  await db.insertInto('notification_settings').values({ tutor_id: tutorId, reminder_minutes: reminderMinutes, updated_at: at }).execute();
}

/** Those of `tutorIds` who have a settings row. */
export async function listTutorIdsWithSettings(db: Kysely<Database>, tutorIds: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('notification_settings').select('tutor_id').where('tutor_id', 'in', tutorIds).execute();
  return rows.map((row) => row.tutor_id);
}

/** Queues a delivery; a second one for the same tutor, kind and source is ignored. */
export async function insertDeliveryOnce(db: Kysely<Database>, values: Insertable<NotificationDeliveriesTable>): Promise<void> {
  await db
    .insertInto('notification_deliveries')
    .values(values)
    .onConflict((conflict) => conflict.columns(['tutor_id', 'kind', 'source_key']).doNothing())
    .execute();
}

/** Booked classes starting in (fromIso, toIso] of tutors with a settings row, with their reminder lead time. */
export function listBookedClassesWithReminder(
  db: Kysely<Database>,
  fromIso: string,
  toIso: string,
): Promise<Array<{ id: number; tutor_id: number; start_at: string; reminder_minutes: number }>> {
  return db
    .selectFrom('classes')
    .innerJoin('notification_settings', 'notification_settings.tutor_id', 'classes.tutor_id')
    .select(['classes.id', 'classes.tutor_id', 'classes.start_at', 'notification_settings.reminder_minutes'])
    .where('classes.status', '=', 'booked')
    .where('classes.start_at', '>', fromIso)
    .where('classes.start_at', '<=', toIso)
    .execute();
}

/** The oldest `limit` pending deliveries. */
export function listPendingDeliveries(db: Kysely<Database>, limit: number): Promise<NotificationDeliveryRow[]> {
  return db.selectFrom('notification_deliveries').selectAll().where('status', '=', 'pending').orderBy('id').limit(limit).execute();
}

export async function markDelivery(db: Kysely<Database>, id: number, status: 'sent' | 'skipped', deliveredAt: string): Promise<void> {
  await db.updateTable('notification_deliveries').set({ status, delivered_at: deliveredAt }).where('id', '=', id).execute();
}
