import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The assistant's settings staff stored (issue 21), one row per setting with its value as JSON. */

export async function findStoredAssistantSettings(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('assistant_settings').select(['setting_key', 'value_json']).execute();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.setting_key] = JSON.parse(row.value_json) as unknown;
    } catch {
      // A value that is not JSON counts as not stored: the default applies.
    }
  }
  return stored;
}

export async function storeAssistantSetting(db: Kysely<Database>, key: string, value: unknown, staffId: number, at: string): Promise<void> {
  const values = { setting_key: key, value_json: JSON.stringify(value), updated_by: staffId, updated_at: at };
  await db
    .insertInto('assistant_settings')
    .values(values)
    .onConflict((conflict) => conflict.column('setting_key').doUpdateSet({ value_json: values.value_json, updated_by: staffId, updated_at: at }))
    .execute();
}

export async function removeAssistantSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('assistant_settings').where('setting_key', '=', key).execute();
}
