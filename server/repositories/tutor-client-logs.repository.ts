import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ClientLogRow {
  tutorId: number;
  kind: string;
  action: string;
  clientName: string;
  clientInfo: string;
  address: string;
  createdAt: string;
}

export async function insertClientLog(db: Kysely<Database>, row: ClientLogRow): Promise<number> {
  const inserted = await db
    .insertInto('tutor_client_logs')
    .values({
      tutor_id: row.tutorId,
      kind: row.kind,
      action: row.action,
      client_name: row.clientName,
      client_info: row.clientInfo,
      address: row.address,
      created_at: row.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** One page of a tutor's log lines of one kind, newest first, and the total (index tutor_id, kind, created_at). */
export async function clientLogPage(db: Kysely<Database>, tutorId: number, kind: string, pageIndex: number, pageSize: number) {
  const base = db.selectFrom('tutor_client_logs').where('tutor_id', '=', tutorId).where('kind', '=', kind);
  const [items, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.total) };
}

/** The facts tutor info reads, in one query. */
export async function tutorInfoFacts(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('tutor_profiles as profile')
    .leftJoin('tutor_phones as phone', 'phone.user_id', 'profile.user_id')
    .leftJoin('payment_accounts as pay', 'pay.tutor_id', 'profile.user_id')
    .select([
      'profile.is_customized',
      'profile.is_need_improve_personal_info',
      'profile.await_approval',
      'profile.is_need_update_phone',
      'profile.is_passed_tl',
      'phone.user_id as phone_user',
      'pay.tutor_id as pay_tutor',
    ])
    .where('profile.user_id', '=', tutorId)
    .executeTakeFirst();
}

export async function findSubjectType(db: Kysely<Database>, tutorId: number): Promise<number | undefined> {
  const row = await db.selectFrom('tutor_subject_types').select('subject_type').where('tutor_id', '=', tutorId).executeTakeFirst();
  return row?.subject_type;
}

export async function findTutorAccount(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('users')
    .leftJoin('tutor_profiles as profile', 'profile.user_id', 'users.id')
    .select(['users.id', 'users.account', 'users.email', 'users.first_name', 'users.last_name', 'users.created_at', 'profile.tutor_group'])
    .where('users.id', '=', tutorId)
    .executeTakeFirst();
}
