import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Stores a key under `id` unless one is there already (the first of two starting processes wins). */
export async function insertOidcKeyIfMissing(db: Kysely<Database>, key: { id: string; material: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('oidc_keys')
    .values({ id: key.id, material: key.material, created_at: key.createdAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findOidcKeyMaterial(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db.selectFrom('oidc_keys').select('material').where('id', '=', id).executeTakeFirstOrThrow();
  return row.material;
}
