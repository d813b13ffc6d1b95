import type { Kysely } from 'kysely';
import { fromHundredths } from '../../src/domain/ledger';
import { localMonth, type LocalPeriod } from '../../src/domain/provider-time';
import type { TutorAllScore } from '../../src/domain/tutor-scores';
import type { Database } from '../db/schema';
import {
  computeLedgerFigures,
  findCachedLedgerFigures,
  storeLedgerFigures,
  type LedgerFigureRow,
  type MonthRange,
} from '../repositories/ledger-figures.repository';
import type { Clock } from './clock';

export type ScoreDeps = { db: Kysely<Database>; clock: Clock; config: { shell: { providerTimeZone: string } } };

/** The provider's current month (YYYY-MM, half-open interval) that every month figure counts in. */
export function currentScoreMonth(deps: Pick<ScoreDeps, 'clock' | 'config'>): LocalPeriod {
  return localMonth(deps.clock.now().getTime(), deps.config.shell.providerTimeZone);
}

export const monthRange = (period: LocalPeriod): MonthRange => ({
  fromIso: new Date(period.startMs).toISOString(),
  toIso: new Date(period.endMs).toISOString(),
});

/** The figures the person panel and the user state show, from the ledger's sums (see ledger-figures.repository). */
export interface ScoreFigures {
  flowers: number;
  monthScore: number;
  teachingPoints: number;
  /** Growth values over all time (the growth centre's score). */
  growth: number;
  completion: number;
  goodRating: number;
  absences: number;
  badRating: number;
  cancellation: number;
  other: number;
}

export function scoreFiguresOf(row: Partial<LedgerFigureRow> | undefined): ScoreFigures {
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  return {
    flowers: fromHundredths(n(row?.total_flowers)),
    monthScore: fromHundredths(n(row?.month_points)),
    teachingPoints: fromHundredths(n(row?.total_points)),
    growth: fromHundredths(n(row?.total_growth)),
    completion: n(row?.month_completed),
    goodRating: n(row?.month_good),
    absences: n(row?.month_absences),
    badRating: n(row?.month_bad),
    cancellation: n(row?.month_cancellations),
    other: fromHundredths(n(row?.month_other)),
  };
}

/** A cached figures row as read beside other data (null columns when the tutor has no row yet). */
export interface CachedFigures extends Partial<LedgerFigureRow> {
  figures_version?: number | null;
  figures_fresh?: number | null;
  figures_month_from?: string | null;
}

/**
 * The ledger figures of a tutor for the month: the cached row when it is fresh and of this month,
 * else recomputed from the ledger (one query) and kept for the next reader (one more).
 */
export async function ledgerFiguresOf(
  deps: Pick<ScoreDeps, 'db'>,
  tutorId: number,
  range: MonthRange,
  cached: CachedFigures | undefined,
): Promise<ScoreFigures> {
  if (cached && Number(cached.figures_fresh) === 1 && cached.figures_month_from === range.fromIso) return scoreFiguresOf(cached);
  const { version, ...figures } = await computeLedgerFigures(deps.db, { tutorId, ...range });
  await storeLedgerFigures(deps.db, { tutorId, version, ...range }, figures);
  return scoreFiguresOf(figures);
}

/**
 * TutorAllScore from the ledger: flowers and teaching points over all time (as the user state has
 * them), Score of the Month the teaching points of the provider's month, the counts the entries of
 * their rules this month, Other the data staff's points this month. One query.
 */
export async function loadTutorAllScore(deps: ScoreDeps, tutorId: number): Promise<TutorAllScore> {
  const month = currentScoreMonth(deps);
  const range = monthRange(month);
  const cached = await findCachedLedgerFigures(deps.db, tutorId);
  const f = await ledgerFiguresOf(deps, tutorId, range, cached);
  return {
    Flowers: f.flowers,
    MonthScore: f.monthScore,
    TeachingPoints: f.teachingPoints,
    ComScore: f.completion,
    GoodScore: f.goodRating,
    AbsentScore: f.absences,
    BadScore: f.badRating,
    CancelScore: f.cancellation,
    OtherScore: f.other,
    Month: month.key,
  };
}
