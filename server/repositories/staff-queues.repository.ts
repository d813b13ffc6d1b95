import { sql, type Kysely } from 'kysely';
import { AssistanceStatus } from '../../src/domain/class-detail';
import { ComplaintOrigin, ComplaintStatus } from '../../src/domain/complaints';
import { FEEDBACK_TYPES, FeedbackStatus } from '../../src/domain/feedback';
import { LeaveStatus } from '../../src/domain/leave';
import { ContractAuditStatus } from '../../src/domain/sign-contract';
import type { Database } from '../db/schema';

/**
 * The staff console's queues (issue 21): what waits for a staff decision or reply, oldest first,
 * one page and its count per call (two queries), each on an index of 0039-staff-audits or older.
 */

export interface Page {
  offset: number;
  limit: number;
}

const APPEAL_TYPES = FEEDBACK_TYPES.filter((type) => type.Appeal !== null).map((type) => type.Id);
const OPEN_FEEDBACK = [FeedbackStatus.pending, FeedbackStatus.replied];
const count = sql<string>`count(*)`.as('n');
const tutorName = sql<string>`u.first_name || ' ' || u.last_name`.as('tutor_name');

/** Tutors whose personal data awaits verification (tutor_profiles_await_approval), longest waiting first. */
export async function personalDataQueue(db: Kysely<Database>, page: Page) {
  const base = db.selectFrom('tutor_profiles as p').innerJoin('users as u', 'u.id', 'p.user_id').where('p.await_approval', '=', 1);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('personal_data_reviews as r', 'r.tutor_id', 'p.user_id')
      .select([
        'u.id',
        'u.account',
        tutorName,
        'u.email',
        'r.requested_at',
        'p.birthday',
        'p.school',
        'p.location',
        'p.city',
        'p.province',
        'p.self_introduction',
      ])
      .orderBy('r.requested_at')
      .orderBy('u.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Signed contracts in audit (tutor_contracts_audit), longest waiting first. */
export async function contractQueue(db: Kysely<Database>, page: Page) {
  const base = db.selectFrom('tutor_contracts as c').innerJoin('users as u', 'u.id', 'c.user_id').where('c.audit_status', '=', ContractAuditStatus.auditing);
  const [rows, total] = await Promise.all([
    base.select(['u.id', 'u.account', tutorName, 'c.updated_at']).orderBy('c.updated_at').orderBy('u.id').offset(page.offset).limit(page.limit).execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** TESOL information not reviewed since it was submitted (tesol_information_review). */
export async function tesolQueue(db: Kysely<Database>, page: Page) {
  const base = db.selectFrom('tesol_information as t').innerJoin('users as u', 'u.id', 't.tutor_id').where('t.review_status', '=', 0);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('stored_files as f', 'f.file_ref', 't.certificate_file_ref')
      .select([
        'u.id',
        'u.account',
        tutorName,
        't.first_name',
        't.middle_name',
        't.last_name',
        't.birthday',
        't.id_number',
        't.has_certificate',
        'f.original_name',
        't.submitted_at',
      ])
      .orderBy('t.submitted_at')
      .orderBy('u.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Pending leave requests (tutor_leaves_status), oldest first, with their tutor's name. */
export async function leaveQueue(db: Kysely<Database>, page: Page) {
  const base = db.selectFrom('tutor_leaves as l').innerJoin('users as u', 'u.id', 'l.tutor_id').where('l.status', '=', LeaveStatus.pending);
  const [rows, total] = await Promise.all([
    base
      .select(['l.id', 'u.id as tutor_id', 'u.account', tutorName, 'l.start_at', 'l.end_at', 'l.leave_type', 'l.reason', 'l.proof_file_ref', 'l.created_at'])
      .orderBy('l.created_at')
      .orderBy('l.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Appeals not decided yet (feedbacks_status_created), oldest first. */
export async function appealQueue(db: Kysely<Database>, page: Page) {
  const base = db
    .selectFrom('feedbacks as f')
    .innerJoin('users as u', 'u.id', 'f.tutor_id')
    .where('f.status', 'in', OPEN_FEEDBACK)
    .where('f.type', 'in', APPEAL_TYPES);
  const [rows, total] = await Promise.all([
    base
      .select(['f.id', 'u.id as tutor_id', 'u.account', tutorName, 'f.type', 'f.class_id', 'f.remark', 'f.status', 'f.created_at'])
      .orderBy('f.created_at')
      .orderBy('f.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Students' complaints that stand and that staff have not reviewed (complaints_queue), oldest first. */
export async function complaintQueue(db: Kysely<Database>, page: Page) {
  const base = db
    .selectFrom('complaints as c')
    .innerJoin('users as u', 'u.id', 'c.tutor_id')
    .where('c.status', '=', ComplaintStatus.standing)
    .where('c.origin', '=', ComplaintOrigin.student)
    .where('c.reviewed_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('classes as k', 'k.id', 'c.class_id')
      .select(['c.id', 'u.id as tutor_id', 'u.account', tutorName, 'c.class_id', 'k.start_at', 'c.complainant', 'c.complaint_type', 'c.reason', 'c.created_at'])
      .orderBy('c.created_at')
      .orderBy('c.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Feedback (not appeals, which their own queue decides) whose thread ends with the tutor: never
 * answered, or the tutor wrote again after staff. The latest reply is one step on
 * feedback_replies_feedback per open feedback (feedbacks_status_created).
 */
export async function feedbackReplyQueue(db: Kysely<Database>, page: Page) {
  const latest = (column: 'author' | 'remark' | 'created_at') =>
    sql.raw(`(select r.${column} from feedback_replies r where r.feedback_id = f.id order by r.id desc limit 1)`);
  const lastTutorPost = sql.raw(`(select r.remark from feedback_replies r where r.feedback_id = f.id and r.author = 'tutor' order by r.id desc limit 1)`);
  const base = db
    .selectFrom('feedbacks as f')
    .innerJoin('users as u', 'u.id', 'f.tutor_id')
    .where('f.status', 'in', OPEN_FEEDBACK)
    .where('f.type', 'not in', APPEAL_TYPES)
    .where(sql<boolean>`coalesce(${latest('author')}, 'tutor') = 'tutor'`);
  const [rows, total] = await Promise.all([
    base
      .select([
        'f.id',
        'u.id as tutor_id',
        'u.account',
        tutorName,
        'f.type',
        'f.class_id',
        'f.remark',
        'f.created_at',
        sql<string>`coalesce(${lastTutorPost}, f.remark)`.as('last_post'),
        sql<string>`coalesce(${latest('created_at')}, f.created_at)`.as('waiting_since'),
      ])
      .orderBy('waiting_since')
      .orderBy('f.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Standing complaints whose thread ends with the tutor: a tutor's own complaint never answered, or a tutor's reply after staff. */
export async function complaintReplyQueue(db: Kysely<Database>, page: Page) {
  const latest = (column: 'author' | 'created_at') =>
    sql.raw(`(select r.${column} from complaint_replies r where r.complaint_id = c.id order by r.id desc limit 1)`);
  const lastTutorPost = sql.raw(`(select r.content from complaint_replies r where r.complaint_id = c.id and r.author = 'tutor' order by r.id desc limit 1)`);
  const base = db
    .selectFrom('complaints as c')
    .innerJoin('users as u', 'u.id', 'c.tutor_id')
    .where('c.status', '=', ComplaintStatus.standing)
    .where(sql<boolean>`coalesce(${latest('author')}, case when c.origin = 'tutor' then 'tutor' else 'staff' end) = 'tutor'`);
  const [rows, total] = await Promise.all([
    base
      .select([
        'c.id',
        'u.id as tutor_id',
        'u.account',
        tutorName,
        'c.origin',
        'c.class_id',
        'c.complaint_type',
        'c.reason',
        'c.created_at',
        sql<string>`coalesce(${lastTutorPost}, c.reason)`.as('last_post'),
        sql<string>`coalesce(${latest('created_at')}, c.created_at)`.as('waiting_since'),
      ])
      .orderBy('waiting_since')
      .orderBy('c.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Open class support requests (class_assistance_status), oldest first. */
export async function assistanceQueue(db: Kysely<Database>, page: Page) {
  const base = db.selectFrom('class_assistance as a').innerJoin('users as u', 'u.id', 'a.tutor_id').where('a.status', '=', AssistanceStatus.open);
  const [rows, total] = await Promise.all([
    base
      .select(['a.id', 'u.id as tutor_id', 'u.account', tutorName, 'a.class_id', 'a.problem_id', 'a.description', 'a.created_at'])
      .orderBy('a.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Marks a standing student complaint reviewed (it stands); false when it was not waiting any more. */
export async function markComplaintReviewed(db: Kysely<Database>, id: number, staffId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set({ reviewed_at: at, reviewed_by: staffId })
    .where('id', '=', id)
    .where('status', '=', ComplaintStatus.standing)
    .where('origin', '=', ComplaintOrigin.student)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
