import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClientErrorReportsTable } from '../db/schema-widgets';

/** Stores a browser's report; answers its id. */
export async function insertClientErrorReport(db: Kysely<Database>, row: Insertable<ClientErrorReportsTable>): Promise<number> {
  const inserted = await db.insertInto('client_error_reports').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
