import { sql, type Kysely } from 'kysely';
import { Role } from '../../src/domain/routes';
import type { Database } from '../db/schema';

/** The staff console's reads: the audit log, the tutor search and a tutor's record summary. */

interface Page {
  offset: number;
  limit: number;
}

/** A page of the audit log, newest first, optionally of one tutor (audit_log_time / audit_log_tutor_time). */
export async function listAuditLog(db: Kysely<Database>, filter: { tutorId?: number | undefined }, page: Page) {
  let base = db.selectFrom('audit_log as a');
  if (filter.tutorId !== undefined) base = base.where('a.tutor_id', '=', filter.tutorId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.actor_id',
        'u.account as actor_account',
        'a.action',
        'a.subject_type',
        'a.subject_id',
        'a.tutor_id',
        'a.before_json',
        'a.after_json',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** `%text%` for LIKE with the wildcards in `text` taken literally (escaped with `\`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Tutors whose id is the query, or whose account, name or e-mail contains it (case-insensitive),
 * by id; an empty query lists every tutor.
 */
export async function searchTutors(db: Kysely<Database>, query: string, page: Page) {
  const text = query.trim();
  let base = db
    .selectFrom('users as u')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', Role.teacher)),
    );
  if (text !== '') {
    const pattern = containsPattern(text);
    const like = (column: 'u.account' | 'u.first_name' | 'u.last_name' | 'u.email') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    const fullName = sql<boolean>`lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\'`;
    const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
    base = base.where((eb) =>
      eb.or([like('u.account'), like('u.first_name'), like('u.last_name'), like('u.email'), fullName, ...(id === null ? [] : [eb('u.id', '=', id)])]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .leftJoin('tutor_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.account', 'u.first_name', 'u.last_name', 'u.email', 'u.disabled', 'p.is_franchisee_user', 'p.tutor_group'])
      .orderBy('u.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findTutorRecord(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('tutor_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.account', 'u.first_name', 'u.last_name', 'u.email', 'u.disabled', 'u.created_at', 'p.is_franchisee_user', 'p.tutor_group'])
    .where('u.id', '=', tutorId)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', Role.teacher)),
    )
    .executeTakeFirst();
}

/** How many of the tutor's classes are in each status. */
export async function countClassesByStatus(db: Kysely<Database>, tutorId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('classes')
    .select(['status', sql<string>`count(*)`.as('n')])
    .where('tutor_id', '=', tutorId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [String(row.status), Number(row.n)]));
}

/** The tutor's ledger balances by account. */
export async function ledgerBalancesOf(db: Kysely<Database>, tutorId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account', sql<string>`sum(amount)`.as('total')])
    .where('tutor_id', '=', tutorId)
    .groupBy('account')
    .execute();
  return new Map(rows.map((row) => [row.account, Number(row.total)]));
}

export async function countMessages(db: Kysely<Database>, tutorId: number): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('messages')
    .select([sql<string>`count(*)`.as('total'), sql<string>`coalesce(sum(case when read_at is null then 1 else 0 end), 0)`.as('unread')])
    .where('tutor_id', '=', tutorId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}
