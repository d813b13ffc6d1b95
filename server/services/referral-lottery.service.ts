import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
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
import {
  countUndrawnChances,
  insertDrawClaim,
  listPrizes,
  listPrizesInStock,
  listUndrawnChances,
  listWonPrizes,
  takePrizeStock,
  updateDrawPrize,
} from '../repositories/referral-lottery.repository';
import type { ReferralDeps } from './referrals.service';

/**
 * The referral lottery: each applicant a tutor referred who started class (track step First class)
 * is one chance, spent by one draw. A draw is decided on the server and stored; the unique
 * application of a draw and the conditional stock decrement keep parallel draws from spending a
 * chance twice or a prize past its stock.
 */

export async function drawsLeft(db: Kysely<Database>, tutorId: number): Promise<number> {
  return countUndrawnChances(db, tutorId);
}

/** The draws left and the prizes (with their stock), in the prize list's order. */
export async function lotteryInfo(deps: ReferralDeps, tutorId: number): Promise<LotteryInfo> {
  const [left, prizes] = await Promise.all([drawsLeft(deps.db, tutorId), listPrizes(deps.db)]);
  return { DrawsLeft: left, Prizes: prizes.map((p) => ({ Id: p.id, Name: p.name, Stock: p.stock })) };
}

/** The tutor's won prizes, newest first. */
export async function wonPrizes(deps: ReferralDeps, tutorId: number, pageIndex: number, pageSize: number): Promise<Paged<WonPrize>> {
  const { rows, total } = await listWonPrizes(deps.db, tutorId, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Total: total, Items: rows.map((r) => ({ Id: r.id, Prize: r.name, At: r.created_at })) };
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
    const chances = await listUndrawnChances(trx, tutorId, 5);
    let drawId: number | null = null;
    let applicationId = 0;
    for (const chance of chances) {
      const claimed = await insertDrawClaim(trx, tutorId, chance.id, at);
      if (claimed !== undefined) {
        drawId = claimed;
        applicationId = chance.id;
        break;
      }
    }
    if (drawId === null) return null;
    const prizes = await listPrizesInStock(trx);
    let prize = pickPrize(prizes, roll(lotteryTotal(prizes, LOTTERY_MISS_WEIGHT)));
    if (prize) {
      // Taken only while some is left: a parallel draw that took the last one makes this a miss.
      if (!(await takePrizeStock(trx, prize.id))) prize = null;
    }
    if (prize) await updateDrawPrize(trx, drawId, prize.id);
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
