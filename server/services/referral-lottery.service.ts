import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  ApplicationStep,
  LOTTERY_MISS_WEIGHT,
  LotteryMessages,
  lotteryTotal,
  pickPrize,
  type LotteryDraw,
  type LotteryInfo,
  type Paged,
  type WonPrize,
} from '../../src/domain/referrals';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import type { ReferralDeps } from './referrals.service';

/**
 * The referral lottery: each applicant a tutor referred who started class (track step First class)
 * is one chance, spent by one draw. A draw is decided on the server and stored; the unique
 * application of a draw and the conditional stock decrement keep parallel draws from spending a
 * chance twice or a prize past its stock.
 */

/** Chances not drawn yet: the tutor's applications at First class without a draw. */
function undrawn(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('tutor_applications as a')
    .leftJoin('referral_draws as d', 'd.application_id', 'a.id')
    .where('a.referrer_id', '=', tutorId)
    .where('a.step', '=', ApplicationStep.firstClass)
    .where('d.id', 'is', null);
}

export async function drawsLeft(db: Kysely<Database>, tutorId: number): Promise<number> {
  const row = await undrawn(db, tutorId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The draws left and the prizes (with their stock), in the prize list's order. */
export async function lotteryInfo(deps: ReferralDeps, tutorId: number): Promise<LotteryInfo> {
  const [left, prizes] = await Promise.all([
    drawsLeft(deps.db, tutorId),
    deps.db.selectFrom('referral_prizes').select(['id', 'name', 'stock']).orderBy('sort_order').orderBy('id').execute(),
  ]);
  return { DrawsLeft: left, Prizes: prizes.map((p) => ({ Id: p.id, Name: p.name, Stock: p.stock })) };
}

/** The tutor's won prizes, newest first. */
export async function wonPrizes(deps: ReferralDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<Paged<WonPrize>> {
  const base = deps.db.selectFrom('referral_draws as d').innerJoin('referral_prizes as p', 'p.id', 'd.prize_id').where('d.tutor_id', '=', tutorId);
  const [rows, total] = await Promise.all([
    base
      .select(['d.id', 'p.name', 'd.created_at'])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { Total: Number(total.n), Items: rows.map((r) => ({ Id: r.id, Prize: r.name, At: r.created_at })) };
}

/** A roll uniform in [0, total): crypto randomness unless a test injects its own. */
export type Roll = (total: number) => number;
const cryptoRoll: Roll = (total) => randomInt(total);

/**
 * Draws once: claims the oldest undrawn chance (a parallel draw that claimed it first makes this one
 * try the next), then picks a prize in stock by weight and takes one from its stock. No chance left
 * is refused with LotteryMessages.noDraws.
 */
export async function drawLottery(deps: ReferralDeps, tutorId: number, roll: Roll = cryptoRoll): Promise<LotteryDraw> {
  const at = deps.clock.now().toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const chances = await undrawn(trx, tutorId).select('a.id').orderBy('a.id').limit(5).execute();
    let drawId: number | null = null;
    let applicationId = 0;
    for (const chance of chances) {
      const claimed = await trx
        .insertInto('referral_draws')
        .values({ tutor_id: tutorId, application_id: chance.id, prize_id: null, created_at: at })
        .onConflict((oc) => oc.column('application_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (claimed) {
        drawId = claimed.id;
        applicationId = chance.id;
        break;
      }
    }
    if (drawId === null) return null;
    const prizes = await trx
      .selectFrom('referral_prizes')
      .select(['id', 'name', 'weight', 'stock'])
      .where('stock', '>', 0)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    let prize = pickPrize(prizes, roll(lotteryTotal(prizes, LOTTERY_MISS_WEIGHT)));
    if (prize) {
      // Taken only while some is left: a parallel draw that took the last one makes this a miss.
      const taken = await trx
        .updateTable('referral_prizes')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', prize.id)
        .where('stock', '>', 0)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) prize = null;
    }
    if (prize) await trx.updateTable('referral_draws').set({ prize_id: prize.id }).where('id', '=', drawId).execute();
    await appendAudit(trx, {
      actorId: tutorId,
      action: 'referral.draw',
      subjectType: 'referral_draw',
      subjectId: drawId,
      before: null,
      after: { applicationId, prize: prize?.name ?? null },
      at,
    });
    return { prize: prize?.name ?? null };
  });
  if (!outcome) throw new ApiFailure(ErrorCode.Failed, LotteryMessages.noDraws);
  const left = await drawsLeft(deps.db, tutorId);
  return outcome.prize
    ? { Won: true, Prize: outcome.prize, DrawsLeft: left, Message: LotteryMessages.won(outcome.prize) }
    : { Won: false, Prize: null, DrawsLeft: left, Message: LotteryMessages.missed };
}
