import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the provider lets the tutor teach public classes (a row in open_class_teachers). */
export async function openClassTeacherExists(db: Kysely<Database>, tutorId: number): Promise<boolean> {
  const row = await db.selectFrom('open_class_teachers').select('tutor_id').where('tutor_id', '=', tutorId).executeTakeFirst();
  return row !== undefined;
}
