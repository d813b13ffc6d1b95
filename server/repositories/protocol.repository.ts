import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findProtocolAgreement(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('protocol_agreements').select('agreed_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.agreed_at;
}

/** Records the first agreement only: agreeing again leaves it as it was. */
export async function insertProtocolAgreement(db: Kysely<Database>, userId: number, agreedAt: string): Promise<void> {
  await db
    .insertInto('protocol_agreements')
    .values({ user_id: userId, agreed_at: agreedAt })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
