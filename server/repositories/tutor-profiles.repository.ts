import type { Kysely } from 'kysely';
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
