import type { Kysely } from 'kysely';
import type { MenuDraft } from '../../src/domain/staff-menu';
import type { Database } from '../db/schema';

/** Every menu entry in its order. */
export async function findMenuItems(db: Kysely<Database>) {
  return db.selectFrom('menu_items').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** One menu entry (the staff console edits them). */
export async function findMenuItem(db: Kysely<Database>, id: number) {
  return db.selectFrom('menu_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new sidebar entry (type 0) on this host; answers its id. */
export async function insertMenuItem(db: Kysely<Database>, draft: MenuDraft): Promise<number> {
  const row = await db
    .insertInto('menu_items')
    .values({
      name: draft.Name,
      route_name: draft.RouteName,
      type: 0,
      is_show: draft.IsShow ? 1 : 0,
      filter_name: '',
      host_key: 'main',
      icon: draft.Icon,
      sort_order: draft.SortOrder,
      tutor_group: draft.TutorGroup,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes what staff may change of an entry; its type, rule and host stay. */
export async function updateMenuItem(db: Kysely<Database>, id: number, draft: MenuDraft): Promise<boolean> {
  const result = await db
    .updateTable('menu_items')
    .set({
      name: draft.Name,
      route_name: draft.RouteName,
      is_show: draft.IsShow ? 1 : 0,
      icon: draft.Icon,
      sort_order: draft.SortOrder,
      tutor_group: draft.TutorGroup,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The tutor's group (tutor_profiles.tutor_group), or null. */
export async function findTutorGroup(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('tutor_profiles').select('tutor_group').where('user_id', '=', userId).executeTakeFirst();
  return row?.tutor_group ?? null;
}

/** What of the tutor's profile shapes their menu: the group an entry may be limited to, and whether they are a franchisee. */
export async function findMenuProfile(db: Kysely<Database>, userId: number): Promise<{ tutorGroup: string | null; isFranchiseeUser: boolean }> {
  const row = await db.selectFrom('tutor_profiles').select(['tutor_group', 'is_franchisee_user']).where('user_id', '=', userId).executeTakeFirst();
  return { tutorGroup: row?.tutor_group ?? null, isFranchiseeUser: row?.is_franchisee_user === 1 };
}
