import type { Kysely } from 'kysely';
import { ApplicationStep } from '../../src/domain/referrals';
import type { Database } from '../db/schema';

/** Chances not drawn yet: the tutor's applications at First class without a draw. */
function undrawn(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('tutor_applications as a')
    .leftJoin('referral_draws as d', 'd.application_id', 'a.id')
    .where('a.referrer_id', '=', tutorId)
    .where('a.step', '=', ApplicationStep.firstClass)
    .where('d.id', 'is', null);
}

export async function countUndrawnChances(db: Kysely<Database>, tutorId: number): Promise<number> {
  const row = await undrawn(db, tutorId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest undrawn chances (their application ids), at most `limit`. */
export function listUndrawnChances(db: Kysely<Database>, tutorId: number, limit: number) {
  return undrawn(db, tutorId).select('a.id').orderBy('a.id').limit(limit).execute();
}

/** Every prize with its stock, in the prize list's order. */
export function listPrizes(db: Kysely<Database>) {
  return db.selectFrom('referral_prizes').select(['id', 'name', 'stock']).orderBy('sort_order').orderBy('id').execute();
}

/** The prizes still in stock with their weights, in the prize list's order. */
export function listPrizesInStock(db: Kysely<Database>) {
  return db.selectFrom('referral_prizes').select(['id', 'name', 'weight', 'stock']).where('stock', '>', 0).orderBy('sort_order').orderBy('id').execute();
}

/** The tutor's won prizes, newest first, a page of them and their total. */
export async function listWonPrizes(db: Kysely<Database>, tutorId: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('referral_draws as d').innerJoin('referral_prizes as p', 'p.id', 'd.prize_id').where('d.tutor_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base.select(['d.id', 'p.name', 'd.created_at']).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Claims a chance with a draw without a prize yet: its id, or undefined when a parallel draw claimed it first. */
export async function insertDrawClaim(db: Kysely<Database>, tutorId: number, applicationId: number, at: string): Promise<number | undefined> {
  const claimed = await db
    .insertInto('referral_draws')
    .values({ tutor_id: tutorId, application_id: applicationId, prize_id: null, created_at: at })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed?.id;
}

/** Takes one from a prize's stock, only while some is left: whether it was taken. */
export async function takePrizeStock(db: Kysely<Database>, prizeId: number): Promise<boolean> {
  const taken = await db
    .updateTable('referral_prizes')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', prizeId)
    .where('stock', '>', 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) !== 0;
}

export async function updateDrawPrize(db: Kysely<Database>, drawId: number, prizeId: number): Promise<void> {
  await db.updateTable('referral_draws').set({ prize_id: prizeId }).where('id', '=', drawId).execute();
}
