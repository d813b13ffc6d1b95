import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { LedgerAccount } from '../../src/domain/ledger';
import type { Database } from '../db/schema';
import type { TutorApplicationsTable } from '../db/schema-voices';

export type TutorApplicationRow = Selectable<TutorApplicationsTable>;

/** The application already made with this e-mail, if any (an e-mail is referred once). */
export function findApplicationByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('tutor_applications').select('id').where('email', '=', email).executeTakeFirst();
}

export async function insertApplication(db: Kysely<Database>, values: Insertable<TutorApplicationsTable>): Promise<number> {
  const row = await db.insertInto('tutor_applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findApplication(db: Kysely<Database>, applyId: number): Promise<TutorApplicationRow | undefined> {
  return db.selectFrom('tutor_applications').selectAll().where('id', '=', applyId).executeTakeFirst();
}

/** One of the referrer's applications; another referrer's answers nothing. */
export function findReferrerApplication(db: Kysely<Database>, referrerId: number, applyId: number): Promise<TutorApplicationRow | undefined> {
  return db.selectFrom('tutor_applications').selectAll().where('id', '=', applyId).where('referrer_id', '=', referrerId).executeTakeFirst();
}

/** Whether the application is one of the referrer's (its id only). */
export function findReferrerApplicationId(db: Kysely<Database>, referrerId: number, applyId: number) {
  return db.selectFrom('tutor_applications').select('id').where('id', '=', applyId).where('referrer_id', '=', referrerId).executeTakeFirst();
}

export async function updateApplication(
  db: Kysely<Database>,
  applyId: number,
  values: Pick<Updateable<TutorApplicationsTable>, 'step' | 'tutor_id'>,
): Promise<void> {
  await db.updateTable('tutor_applications').set(values).where('id', '=', applyId).execute();
}

/** Whether a user with this id exists (the account an application opened). */
export async function userExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function insertTrackStep(db: Kysely<Database>, applyId: number, step: string, at: string): Promise<void> {
  await db.insertInto('application_tracks').values({ application_id: applyId, step, created_at: at }).execute();
}

/** An application's track, oldest first. */
export function listApplicationTrack(db: Kysely<Database>, applyId: number) {
  return db.selectFrom('application_tracks').select(['step', 'created_at']).where('application_id', '=', applyId).orderBy('id').execute();
}

/** The referrer's applications, newest first, a page of them and their total. */
export async function listReferrerApplications(
  db: Kysely<Database>,
  referrerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: TutorApplicationRow[]; total: number }> {
  const base = db.selectFrom('tutor_applications').where('referrer_id', '=', referrerId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The referrer's newest applications, at most `limit` (the first version's unpaged list). */
export function listNewestReferrerApplications(db: Kysely<Database>, referrerId: number, limit: number): Promise<TutorApplicationRow[]> {
  return db
    .selectFrom('tutor_applications')
    .selectAll()
    .where('referrer_id', '=', referrerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The applications a tutor referred (their team), newest first, a page of them and their total. */
export async function listTeamApplications(db: Kysely<Database>, referrerId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('tutor_applications').where('referrer_id', '=', referrerId);
  const [rows, total] = await Promise.all([
    base
      .select(['first_name', 'last_name', 'country', 'step', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/** How many applications the referrer made in [fromIso, toIso). */
export function countReferredBetween(db: Kysely<Database>, referrerId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('tutor_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referrer_id', '=', referrerId)
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .executeTakeFirstOrThrow();
}

/** How many track steps of each kind the referrer's applications reached in [fromIso, toIso). */
export function countTrackStepsBetween(db: Kysely<Database>, referrerId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('application_tracks as t')
    .innerJoin('tutor_applications as a', 'a.id', 't.application_id')
    .select(['t.step', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.referrer_id', '=', referrerId)
    .where('t.created_at', '>=', fromIso)
    .where('t.created_at', '<', toIso)
    .groupBy('t.step')
    .execute();
}

/** The growth referral entries and their reversals (source entry:<id> of a referral entry) counted in [fromIso, toIso) sum to. */
export function sumReferralGrowthBetween(db: Kysely<Database>, referrerId: number, fromIso: string, toIso: string) {
  return db
    .selectFrom('ledger_entries as e')
    .leftJoin('ledger_entries as o', 'o.id', 'e.reverses_id')
    .select((eb) => eb.fn.sum<number>('e.amount').as('n'))
    .where('e.tutor_id', '=', referrerId)
    .where('e.account', '=', LedgerAccount.growthValue)
    .where('e.counts_at', '>=', fromIso)
    .where('e.counts_at', '<', toIso)
    .where((eb) => eb.or([eb('e.source_type', '=', 'referral'), eb('o.source_type', '=', 'referral')]))
    .executeTakeFirstOrThrow();
}

/** How many classes the tutor finished. */
export function countFinishedClasses(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tutor_id', '=', tutorId)
    .where('status', '=', 'finished')
    .executeTakeFirstOrThrow();
}

/** The tutor's growth entries, oldest first (the levels they reached). */
export function listGrowthEntries(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('ledger_entries')
    .select(['amount', 'counts_at'])
    .where('tutor_id', '=', tutorId)
    .where('account', '=', LedgerAccount.growthValue)
    .orderBy('counts_at')
    .orderBy('id')
    .execute();
}

/** The referrer's entries an application earned, newest first, a page of them and their total. */
export async function listReferralEntries(db: Kysely<Database>, referrerId: number, applyId: number, page: { offset: number; limit: number }) {
  const base = db
    .selectFrom('ledger_entries')
    .where('tutor_id', '=', referrerId)
    .where('source_type', '=', 'referral')
    .where('source_id', '=', String(applyId));
  const [rows, total] = await Promise.all([
    base.select(['id', 'rule', 'amount', 'counts_at']).orderBy('counts_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/** The tutor's reversals of some entries, as the ids they reverse. */
export function listReversesIds(db: Kysely<Database>, tutorId: number, entryIds: readonly number[]) {
  return db
    .selectFrom('ledger_entries')
    .select('reverses_id')
    .where('tutor_id', '=', tutorId)
    .where('reverses_id', 'in', [...entryIds])
    .execute();
}
