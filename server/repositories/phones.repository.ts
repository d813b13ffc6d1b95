import type { Kysely, Selectable } from 'kysely';
import type { Database, TutorPhonesTable } from '../db/schema';

export type TutorPhoneRow = Selectable<TutorPhonesTable>;

export async function findTutorPhone(db: Kysely<Database>, userId: number): Promise<TutorPhoneRow | undefined> {
  return db.selectFrom('tutor_phones').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveTutorPhone(db: Kysely<Database>, row: TutorPhoneRow): Promise<void> {
  await db.deleteFrom('tutor_phones').where('user_id', '=', row.user_id).execute();
  await db.insertInto('tutor_phones').values(row).execute();
}

export async function setPhoneNeeded(db: Kysely<Database>, userId: number, needed: boolean): Promise<void> {
  await db
    .updateTable('tutor_profiles')
    .set({ is_need_update_phone: needed ? 1 : 0 })
    .where('user_id', '=', userId)
    .execute();
}

export async function phoneNeeded(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('tutor_profiles').select('is_need_update_phone').where('user_id', '=', userId).executeTakeFirst();
  return row?.is_need_update_phone === 1;
}

export async function findPhoneReminder(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('phone_reminders').select('remind_after').where('user_id', '=', userId).executeTakeFirst();
  return row?.remind_after;
}

export async function savePhoneReminder(db: Kysely<Database>, userId: number, remindAfter: string | null): Promise<void> {
  await db.deleteFrom('phone_reminders').where('user_id', '=', userId).execute();
  if (remindAfter) await db.insertInto('phone_reminders').values({ user_id: userId, remind_after: remindAfter }).execute();
}
