import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  actorId: number;
  action: string;
  subjectType: string;
  subjectId: string | number;
  /** The tutor the change concerns; defaults to the subject when the subject is a tutor's own record. */
  tutorId?: number | null | undefined;
  before: unknown;
  after: unknown;
  at: string;
}

/** Subject types whose id is the tutor's own id. */
const TUTOR_SUBJECTS = new Set(['tutor', 'tesol', 'personal_data', 'contract']);

/** Appends one staff change; call it in the same transaction as the change. */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: String(entry.subjectId),
      tutor_id: entry.tutorId ?? (TUTOR_SUBJECTS.has(entry.subjectType) ? Number(entry.subjectId) : null),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: entry.at,
    })
    .execute();
}
