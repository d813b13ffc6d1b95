import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The absent student pictures (absent_proofs, one per class); staff reviews are in staff-reviews.repository. */

/** When the class's absent picture was uploaded, if there is one. */
export function findAbsentProof(db: Kysely<Database>, classId: number) {
  return db.selectFrom('absent_proofs').select(['created_at']).where('class_id', '=', classId).executeTakeFirst();
}

export async function insertAbsentProof(
  db: Kysely<Database>,
  row: { class_id: number; tutor_id: number; file_ref: string; created_at: string },
): Promise<void> {
  await db.insertInto('absent_proofs').values(row).execute();
}
