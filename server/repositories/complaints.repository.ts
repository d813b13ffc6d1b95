import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ComplaintsTable } from '../db/schema-voices';

export type ComplaintRow = Selectable<ComplaintsTable>;

export interface ComplaintListRow extends ComplaintRow {
  start_at: string;
  student_name: string;
  course_name: string;
  reply_count: number;
}

/** A tutor's complaints of one origin, newest first, with their class and reply count. */
export async function listComplaints(
  db: Kysely<Database>,
  tutorId: number,
  origin: string,
  page: { offset: number; limit: number },
): Promise<{ rows: ComplaintListRow[]; total: number }> {
  const base = db.selectFrom('complaints').where('complaints.tutor_id', '=', tutorId).where('complaints.origin', '=', origin);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('classes', 'classes.id', 'complaints.class_id')
      .selectAll('complaints')
      .select(['classes.start_at', 'classes.student_name', 'classes.course_name'])
      .select((eb) =>
        eb
          .selectFrom('complaint_replies')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('complaint_replies.complaint_id', '=', 'complaints.id')
          .as('reply_count'),
      )
      .orderBy('complaints.created_at', 'desc')
      .orderBy('complaints.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, reply_count: Number(row.reply_count ?? 0) })), total: Number(total.n) };
}

export function findTutorComplaint(db: Kysely<Database>, tutorId: number, id: number): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).where('tutor_id', '=', tutorId).executeTakeFirst();
}

export function findComplaint(db: Kysely<Database>, id: number): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertComplaint(
  db: Kysely<Database>,
  values: { tutorId: number; classId: number; origin: string; complainant: string; type: string; reason: string; filedBy: number | null; at: string },
): Promise<ComplaintRow> {
  return db
    .insertInto('complaints')
    .values({
      tutor_id: values.tutorId,
      class_id: values.classId,
      origin: values.origin,
      complainant: values.complainant,
      complaint_type: values.type,
      reason: values.reason,
      status: 'standing',
      filed_by: values.filedBy,
      created_at: values.at,
      withdrawn_at: null,
      withdraw_reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markWithdrawn(db: Kysely<Database>, id: number, reason: string, at: string): Promise<void> {
  await db.updateTable('complaints').set({ status: 'withdrawn', withdrawn_at: at, withdraw_reason: reason }).where('id', '=', id).execute();
}

export function listComplaintReplies(db: Kysely<Database>, complaintId: number) {
  return db.selectFrom('complaint_replies').selectAll().where('complaint_id', '=', complaintId).orderBy('id').execute();
}

export function insertComplaintReply(db: Kysely<Database>, values: { complaintId: number; author: string; authorId: number; content: string; at: string }) {
  return db
    .insertInto('complaint_replies')
    .values({ complaint_id: values.complaintId, author: values.author, author_id: values.authorId, content: values.content, created_at: values.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What each complaint's entries sum to, per account (hundredths), for a page of complaints. */
export async function complaintLedgerSums(db: Kysely<Database>, tutorId: number, complaintIds: readonly number[]): Promise<Map<string, number>> {
  if (complaintIds.length === 0) return new Map();
  const keys = complaintIds.map((id) => `complaint:${id}`);
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['id', 'source_id', 'account', 'amount'])
    .where('tutor_id', '=', tutorId)
    .where('source_key', 'in', keys)
    .execute();
  // Their reversals (rule reversal, source entry:<id>) are found through the unique (rule, source_key) index.
  const reversals =
    rows.length === 0
      ? []
      : await db
          .selectFrom('ledger_entries')
          .select(['reverses_id', 'amount'])
          .where('rule', '=', 'reversal')
          .where(
            'source_key',
            'in',
            rows.map((row) => `entry:${row.id}`),
          )
          .execute();
  const reversedBy = new Map(reversals.map((row) => [row.reverses_id, row.amount]));
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.source_id}:${row.account}`;
    sums.set(key, (sums.get(key) ?? 0) + row.amount + (reversedBy.get(row.id) ?? 0));
  }
  return sums;
}

/** The tutor's finished classes that started in [fromIso, toIso), oldest first. */
export function finishedClasses(db: Kysely<Database>, tutorId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'start_at', 'end_at', 'student_name', 'course_name', 'student_rating'])
    .where('tutor_id', '=', tutorId)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', toIso)
    .where('status', '=', 'finished')
    .orderBy('start_at')
    .limit(2000)
    .execute();
}

/** The first classroom join of each class. */
export async function firstJoins(db: Kysely<Database>, classIds: readonly number[]): Promise<Map<number, string>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('classroom_joins')
    .select(['class_id', (eb) => eb.fn.min<string>('joined_at').as('first')])
    .where('class_id', 'in', [...classIds])
    .groupBy('class_id')
    .execute();
  return new Map(rows.map((row) => [row.class_id, row.first]));
}

/** When each class was finished (its finished event). */
export async function finishedAt(db: Kysely<Database>, classIds: readonly number[]): Promise<Map<number, string>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_events')
    .select(['class_id', 'created_at'])
    .where('class_id', 'in', [...classIds])
    .where('kind', '=', 'finished')
    .execute();
  return new Map(rows.map((row) => [row.class_id, row.created_at]));
}

export async function recitationFeedbackFor(db: Kysely<Database>, tutorId: number, classIds: readonly number[]) {
  if (classIds.length === 0) return new Map<number, { rating: number; content: string }>();
  const rows = await db
    .selectFrom('recitation_feedback')
    .select(['class_id', 'rating', 'content'])
    .where('tutor_id', '=', tutorId)
    .where('class_id', 'in', [...classIds])
    .execute();
  return new Map(rows.map((row) => [row.class_id, { rating: row.rating, content: row.content }]));
}

/** The ids of the students' complaints on one of the tutor's classes. */
export function listStudentComplaintIds(db: Kysely<Database>, tutorId: number, classId: number) {
  return db.selectFrom('complaints').select('id').where('tutor_id', '=', tutorId).where('class_id', '=', classId).where('origin', '=', 'student').execute();
}

/** Withdraws the standing students' complaints on one of the tutor's classes, answering them. */
export function markClassComplaintsWithdrawn(db: Kysely<Database>, tutorId: number, classId: number, reason: string, at: string): Promise<ComplaintRow[]> {
  return db
    .updateTable('complaints')
    .set({ status: 'withdrawn', withdrawn_at: at, withdraw_reason: reason })
    .where('tutor_id', '=', tutorId)
    .where('class_id', '=', classId)
    .where('origin', '=', 'student')
    .where('status', '=', 'standing')
    .returningAll()
    .execute();
}

/** When a class starts (its reminder's class time). */
export async function findClassStartAt(db: Kysely<Database>, classId: number): Promise<string | undefined> {
  return (await db.selectFrom('classes').select('start_at').where('id', '=', classId).executeTakeFirst())?.start_at;
}

/** The class a student's complaint is filed on, with its tutor. */
export function findComplaintClass(db: Kysely<Database>, classId: number) {
  return db.selectFrom('classes').select(['id', 'tutor_id', 'start_at']).where('id', '=', classId).executeTakeFirst();
}

/** One of the tutor's classes with its status (recitation feedback takes finished classes only). */
export function findTutorClassStatus(db: Kysely<Database>, tutorId: number, classId: number) {
  return db.selectFrom('classes').select(['id', 'status']).where('id', '=', classId).where('tutor_id', '=', tutorId).executeTakeFirst();
}

export function findRecitationFeedback(db: Kysely<Database>, classId: number) {
  return db.selectFrom('recitation_feedback').select('class_id').where('class_id', '=', classId).executeTakeFirst();
}

/** A class's recitation feedback; a second one for the class is ignored. */
export async function insertRecitationFeedback(
  db: Kysely<Database>,
  values: { classId: number; tutorId: number; rating: number; content: string; at: string },
): Promise<void> {
  await db
    .insertInto('recitation_feedback')
    .values({ class_id: values.classId, tutor_id: values.tutorId, rating: values.rating, content: values.content, created_at: values.at })
    .onConflict((oc) => oc.column('class_id').doNothing())
    .execute();
}
