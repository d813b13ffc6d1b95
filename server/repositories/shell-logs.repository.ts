import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function insertModelClick(db: Kysely<Database>, values: { userId: number; type: number; clickedAt: string }): Promise<void> {
  await db.insertInto('model_click_logs').values({ user_id: values.userId, type: values.type, clicked_at: values.clickedAt }).execute();
}

export async function insertClientDownload(
  db: Kysely<Database>,
  values: { userId: number | null; sourceType: number; clientType: number; clientInfo: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('client_download_logs')
    .values({
      user_id: values.userId,
      source_type: values.sourceType,
      client_type: values.clientType,
      client_info: values.clientInfo,
      created_at: values.createdAt,
    })
    .execute();
}
