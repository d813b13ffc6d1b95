import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findEyeProtectionMode(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('tutor_profiles').select('eye_protection_mode').where('user_id', '=', userId).executeTakeFirst();
  return row?.eye_protection_mode;
}

export async function updateEyeProtectionMode(db: Kysely<Database>, userId: number, mode: number): Promise<void> {
  await db.updateTable('tutor_profiles').set({ eye_protection_mode: mode }).where('user_id', '=', userId).execute();
}

export async function updateSidebarMenuMini(db: Kysely<Database>, userId: number, mini: boolean): Promise<void> {
  await db
    .updateTable('tutor_profiles')
    .set({ sidebar_menu_mini: mini ? 1 : 0 })
    .where('user_id', '=', userId)
    .execute();
}

export async function isFranchiseeUser(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('tutor_profiles').select('is_franchisee_user').where('user_id', '=', userId).executeTakeFirst();
  return row?.is_franchisee_user === 1;
}

/** Adds one to the tutor's transform_period_count (a trial conversion); answers the new count, or undefined without a profile. */
export async function incrementTransformPeriodCount(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db
    .updateTable('tutor_profiles')
    .set({ transform_period_count: sql<number>`transform_period_count + 1` })
    .where('user_id', '=', userId)
    .returning('transform_period_count')
    .executeTakeFirst();
  return row?.transform_period_count;
}

/** The self-cancel gate and the level that sets the tutor's weekly allowance. */
export function findSelfCancelProfile(db: Kysely<Database>, userId: number) {
  return db.selectFrom('tutor_profiles').select(['open_self_cancel', 'integral_level']).where('user_id', '=', userId).executeTakeFirst();
}

/** The two self-schedule gates. */
export function findSelfScheduleGates(db: Kysely<Database>, userId: number) {
  return db.selectFrom('tutor_profiles').select(['open_self_schedule', 'self_schedules_enable']).where('user_id', '=', userId).executeTakeFirst();
}
