import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { FeedbacksTable } from '../db/schema-voices';

export type FeedbackRow = Selectable<FeedbacksTable>;

export interface FeedbackFilter {
  type?: number;
  status?: number;
  fromIso?: string;
  toIso?: string;
}

/** One of the tutor's feedbacks; another tutor's answers nothing. */
export function findTutorFeedback(db: Kysely<Database>, tutorId: number, id: number): Promise<FeedbackRow | undefined> {
  return db.selectFrom('feedbacks').selectAll().where('id', '=', id).where('tutor_id', '=', tutorId).executeTakeFirst();
}

export function findFeedback(db: Kysely<Database>, id: number): Promise<FeedbackRow | undefined> {
  return db.selectFrom('feedbacks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countInPeriod(db: Kysely<Database>, tutorId: number, periodKey: string): Promise<number> {
  const row = await db
    .selectFrom('feedbacks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tutor_id', '=', tutorId)
    .where('period_key', '=', periodKey)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFeedback(db: Kysely<Database>, values: Insertable<FeedbacksTable>): Promise<FeedbackRow> {
  return db.insertInto('feedbacks').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateFeedback(
  db: Kysely<Database>,
  id: number,
  values: Partial<Pick<FeedbackRow, 'type' | 'class_id' | 'respondents' | 'remark' | 'file_ref' | 'status' | 'updated_at' | 'decided_by' | 'decided_at'>>,
): Promise<void> {
  await db.updateTable('feedbacks').set(values).where('id', '=', id).execute();
}

/** The tutor's feedbacks, newest first, with whether a staff reply waits unread (the notices). */
export async function listTutorFeedbacks(
  db: Kysely<Database>,
  tutorId: number,
  filter: FeedbackFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Array<FeedbackRow & { unread: number }>; total: number }> {
  let base = db.selectFrom('feedbacks').where('feedbacks.tutor_id', '=', tutorId);
  if (filter.type !== undefined) base = base.where('feedbacks.type', '=', filter.type);
  if (filter.status !== undefined) base = base.where('feedbacks.status', '=', filter.status);
  if (filter.fromIso) base = base.where('feedbacks.created_at', '>=', filter.fromIso);
  if (filter.toIso) base = base.where('feedbacks.created_at', '<', filter.toIso);
  const [rows, total] = await Promise.all([
    base
      .selectAll('feedbacks')
      .select((eb) =>
        eb
          .selectFrom('feedback_notices')
          .select((n) => n.fn.countAll<number>().as('c'))
          .whereRef('feedback_notices.feedback_id', '=', 'feedbacks.id')
          .where('feedback_notices.read_at', 'is', null)
          .as('unread'),
      )
      .orderBy('feedbacks.created_at', 'desc')
      .orderBy('feedbacks.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, unread: Number(row.unread ?? 0) })), total: Number(total.n) };
}

export function listReplies(db: Kysely<Database>, feedbackId: number) {
  return db.selectFrom('feedback_replies').selectAll().where('feedback_id', '=', feedbackId).orderBy('id').execute();
}

export async function insertReply(
  db: Kysely<Database>,
  values: { feedbackId: number; author: 'tutor' | 'staff'; authorId: number; remark: string; at: string },
) {
  return db
    .insertInto('feedback_replies')
    .values({ feedback_id: values.feedbackId, author: values.author, author_id: values.authorId, remark: values.remark, created_at: values.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A staff reply waits for the tutor: the dot on Feedback. */
export async function insertNotice(db: Kysely<Database>, tutorId: number, feedbackId: number, at: string): Promise<void> {
  await db.insertInto('feedback_notices').values({ user_id: tutorId, feedback_id: feedbackId, created_at: at, read_at: null }).execute();
}

/** The tutor read a feedback's replies: its notices are read (and the dot clears when none remain). */
export async function readNotices(db: Kysely<Database>, tutorId: number, feedbackId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('feedback_notices')
    .set({ read_at: at })
    .where('user_id', '=', tutorId)
    .where('feedback_id', '=', feedbackId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether `classId` is one of the tutor's classes. */
export async function isTutorClass(db: Kysely<Database>, tutorId: number, classId: number): Promise<boolean> {
  const row = await db.selectFrom('classes').select('id').where('id', '=', classId).where('tutor_id', '=', tutorId).executeTakeFirst();
  return row !== undefined;
}

/** Locks the tutor's user row (an update to itself), so one tutor's Adds run one after another. */
export async function lockTutorForAdd(db: Kysely<Database>, tutorId: number): Promise<void> {
  await db.updateTable('users').set({ id: tutorId }).where('id', '=', tutorId).execute();
}

/** The ids of the tutor's unread notices on one feedback. */
export function listUnreadNotices(db: Kysely<Database>, tutorId: number, feedbackId: number) {
  return db
    .selectFrom('feedback_notices')
    .select('id')
    .where('user_id', '=', tutorId)
    .where('feedback_id', '=', feedbackId)
    .where('read_at', 'is', null)
    .execute();
}

/** Which penalty entries an appeal contests: those of some complaints, or a class's entries of some rules. */
export type PenaltySource = { type: 'complaint'; complaintIds: string[] } | { type: 'class'; classId: string; rules: string[] };

/** The tutor's entries (not reversals) of a penalty source, oldest first. */
export function listPenaltyEntries(db: Kysely<Database>, tutorId: number, source: PenaltySource) {
  let query = db.selectFrom('ledger_entries').select(['id', 'rule', 'amount']).where('tutor_id', '=', tutorId).where('reverses_id', 'is', null);
  if (source.type === 'complaint') {
    query = query.where('source_type', '=', 'complaint').where('source_id', 'in', source.complaintIds);
  } else {
    query = query.where('source_type', '=', 'class').where('source_id', '=', source.classId).where('rule', 'in', source.rules);
  }
  return query.orderBy('id').execute();
}

/** The reversals of some entries (rule reversal, source entry:<id>), as the ids they reverse. */
export function listReversedEntryIds(db: Kysely<Database>, entryIds: readonly number[]) {
  return db
    .selectFrom('ledger_entries')
    .select('reverses_id')
    .where('rule', '=', 'reversal')
    .where(
      'source_key',
      'in',
      entryIds.map((id) => `entry:${id}`),
    )
    .execute();
}
