import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClassDetailLogsTable } from '../db/schema-class-detail';

/** The class detail page's log: tutor events, suggestion clicks, SMS notices, spoken records, training reads. */

export async function insertClassDetailLog(db: Kysely<Database>, values: Insertable<ClassDetailLogsTable>): Promise<void> {
  await db.insertInto('class_detail_logs').values(values).execute();
}

/** A class's latest log of a kind (the last one submitted). */
export function findLatestClassLog(db: Kysely<Database>, classId: number, kind: string) {
  return db
    .selectFrom('class_detail_logs')
    .select(['details', 'created_at'])
    .where('class_id', '=', classId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Whether a class has a log of a kind, with when (any one of them). */
export function findClassLog(db: Kysely<Database>, classId: number, kind: string) {
  return db.selectFrom('class_detail_logs').select('created_at').where('class_id', '=', classId).where('kind', '=', kind).executeTakeFirst();
}

/** The details of every log of a kind the tutor wrote. */
export function listTutorLogDetails(db: Kysely<Database>, tutorId: number, kind: string) {
  return db.selectFrom('class_detail_logs').select('details').where('tutor_id', '=', tutorId).where('kind', '=', kind).execute();
}
