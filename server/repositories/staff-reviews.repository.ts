import { sql, type Kysely } from 'kysely';
import { AbsentReview } from '../../src/domain/staff-reviews';
import type { Database } from '../db/schema';
import type { Page } from './staff-queues.repository';

/**
 * Staff reviews (issue 21): absent pictures waiting for a decision (absent_proofs_review, oldest
 * first) and the whole threads of feedback and complaints, one query per page of a reply queue.
 */

const tutorName = sql<string>`u.first_name || ' ' || u.last_name`.as('tutor_name');

/** Absent pictures staff have not decided, oldest first, with their class and tutor. */
export async function absentPictureQueue(db: Kysely<Database>, page: Page) {
  const base = db
    .selectFrom('absent_proofs as p')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .innerJoin('users as u', 'u.id', 'p.tutor_id')
    .where('p.review_status', '=', AbsentReview.pending);
  const [rows, total] = await Promise.all([
    base
      .select(['p.class_id as id', 'u.id as tutor_id', 'u.account', tutorName, 'c.start_at', 'c.student_name', 'c.absent_party', 'p.file_ref', 'p.created_at'])
      .orderBy('p.created_at')
      .orderBy('p.class_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findAbsentProof(db: Kysely<Database>, classId: number) {
  return db
    .selectFrom('absent_proofs as p')
    .innerJoin('classes as c', 'c.id', 'p.class_id')
    .select(['p.class_id', 'p.tutor_id', 'p.file_ref', 'p.created_at', 'p.review_status', 'c.absent_party', 'c.status'])
    .where('p.class_id', '=', classId)
    .executeTakeFirst();
}

/** Records staff's decision on a picture still pending; false when someone decided it first. */
export async function decideAbsentProof(
  db: Kysely<Database>,
  classId: number,
  decision: { status: AbsentReview; staffId: number; at: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('absent_proofs')
    .set({ review_status: decision.status, reviewed_by: decision.staffId, reviewed_at: decision.at, review_reason: decision.reason })
    .where('class_id', '=', classId)
    .where('review_status', '=', AbsentReview.pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A class's entries under `rules` not reversed yet, for `tutorId`. */
export async function unreversedEntries(db: Kysely<Database>, tutorId: number, classId: number, rules: readonly string[]) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['id', 'rule'])
    .where('tutor_id', '=', tutorId)
    .where('source_type', '=', 'class')
    .where('source_id', '=', String(classId))
    .where('rule', 'in', [...rules])
    .where('reverses_id', 'is', null)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  // A reversal's key is `entry:<id>` under the rule `reversal` (the ledger's unique key).
  const reversed = await db
    .selectFrom('ledger_entries')
    .select('reverses_id')
    .where('rule', '=', 'reversal')
    .where(
      'source_key',
      'in',
      rows.map((row) => `entry:${row.id}`),
    )
    .execute();
  const done = new Set(reversed.map((row) => row.reverses_id));
  return rows.filter((row) => !done.has(row.id));
}

/** The staff and tutor replies of these feedbacks, oldest first. */
export function feedbackReplies(db: Kysely<Database>, feedbackIds: readonly number[]) {
  if (feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feedback_replies')
    .select(['feedback_id', 'author', 'remark', 'created_at'])
    .where('feedback_id', 'in', [...feedbackIds])
    .orderBy('id')
    .execute();
}

/** The staff and tutor replies of these complaints, oldest first. */
export function complaintReplies(db: Kysely<Database>, complaintIds: readonly number[]) {
  if (complaintIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('complaint_replies')
    .select(['complaint_id', 'author', 'content', 'created_at'])
    .where('complaint_id', 'in', [...complaintIds])
    .orderBy('id')
    .execute();
}
