import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every stored setting row (key and JSON value). */
export async function listStoredSettings(db: Kysely<Database>): Promise<Array<{ key: string; value: string }>> {
  return db.selectFrom('system_settings').select(['key', 'value']).execute();
}

/** Writes one stored setting's JSON value, replacing the one before. */
export async function upsertStoredSetting(db: Kysely<Database>, key: string, json: string): Promise<void> {
  await db
    .insertInto('system_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}
