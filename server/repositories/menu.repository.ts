import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every menu entry in its order. */
export async function findMenuItems(db: Kysely<Database>) {
  return db.selectFrom('menu_items').selectAll().orderBy('sort_order').orderBy('id').execute();
}
