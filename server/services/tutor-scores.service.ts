import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import type { TutorAllScore } from '../../src/domain/tutor-scores';

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * This month's scores with the totals the person panel shows: flowers and teaching points summed
 * over every month (as the user state has them), the rest for this month only.
 */
export async function loadTutorAllScore(db: Kysely<Database>, clock: Clock, tutorId: number): Promise<TutorAllScore> {
  const month = monthOf(clock.now());
  const [current, totals] = await Promise.all([
    db.selectFrom('tutor_monthly_scores').selectAll().where('user_id', '=', tutorId).where('month', '=', month).executeTakeFirst(),
    db
      .selectFrom('tutor_monthly_scores')
      .select((eb) => [eb.fn.sum<number>('flowers').as('flowers'), eb.fn.sum<number>('teaching_points').as('points')])
      .where('user_id', '=', tutorId)
      .executeTakeFirst(),
  ]);
  return {
    Flowers: Number(totals?.flowers ?? 0),
    MonthScore: Number(current?.month_score ?? 0),
    TeachingPoints: Math.round(Number(totals?.points ?? 0) * 100) / 100,
    ComScore: current?.completion ?? 0,
    GoodScore: current?.good_rating ?? 0,
    AbsentScore: current?.absences ?? 0,
    BadScore: current?.bad_rating ?? 0,
    CancelScore: current?.cancellation ?? 0,
    OtherScore: current?.other ?? 0,
    Month: month,
  };
}

/** The flowers a tutor received in the previous month (the person panel's "last month"). */
export async function loadLastFlowerAmount(db: Kysely<Database>, clock: Clock, tutorId: number): Promise<{ Month: string; Flowers: number }> {
  const now = clock.now();
  const month = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
  const row = await db
    .selectFrom('tutor_monthly_scores')
    .select('flowers')
    .where('user_id', '=', tutorId)
    .where('month', '=', month)
    .executeTakeFirst();
  return { Month: month, Flowers: row?.flowers ?? 0 };
}
