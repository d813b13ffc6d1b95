import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Page } from './staff-queues.repository';

/**
 * A tutor record's paged lists in the staff console (issue 21): the tutor's classes, ledger
 * entries, payments, files and messages, newest first; each a page and its count (two queries) on
 * the tutor's own index.
 */

const count = sql<string>`count(*)`.as('n');

/** classes_tutor_start. */
export async function tutorClasses(db: Kysely<Database>, tutorId: number, page: Page) {
  const base = db.selectFrom('classes').where('tutor_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'start_at', 'class_type', 'status', 'student_name', 'course_name', 'status_changed_by', 'status_reason'])
      .orderBy('start_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** ledger_entries_tutor_time. */
export async function tutorLedger(db: Kysely<Database>, tutorId: number, page: Page) {
  const base = db.selectFrom('ledger_entries').where('tutor_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'account', 'amount', 'rule', 'note', 'counts_at', 'reverses_id'])
      .orderBy('counts_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** pay_records_tutor_paid. */
export async function tutorPayments(db: Kysely<Database>, tutorId: number, page: Page) {
  const base = db.selectFrom('pay_records').where('tutor_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'period_from', 'period_to', 'amount', 'paid_on', 'account', 'reference'])
      .orderBy('paid_on', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** stored_files_owner_created. */
export async function tutorFiles(db: Kysely<Database>, tutorId: number, page: Page) {
  const base = db.selectFrom('stored_files').where('owner_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base
      .select(['file_ref', 'module_name', 'original_name', 'content_type', 'size', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** messages_tutor_created; the sending staff member's account when one sent it. */
export async function tutorMessages(db: Kysely<Database>, tutorId: number, page: Page) {
  const base = db.selectFrom('messages as m').where('m.tutor_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as s', 's.id', 'm.sent_by')
      .select(['m.id', 'm.kind', 'm.title', 'm.content', 'm.created_at', 'm.read_at', 's.account as sender'])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
