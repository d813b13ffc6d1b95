import { ErrorCode } from '../../src/domain/error-codes';
import {
  GrowthMessages,
  goalTargetError,
  roundPoints,
  strengthScores,
  type Goal,
  type GrowthRankItem,
  type GrowthRankingPage,
  type MyGrowthRank,
  type StrengthAssessment,
} from '../../src/domain/growth';
import { fromHundredths } from '../../src/domain/ledger';
import { addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import { ApiFailure } from '../http/envelope';
import {
  countEntriesByRule,
  deleteGoal,
  findGoal,
  findGoalByRound,
  hasAccountEntries,
  insertGoal,
  listGoals,
  rankingPage,
  rankingPosition,
  sumEntries,
  updateGoal,
  type IsoRange,
} from '../repositories/growth.repository';
import type { GrowthDeps } from './growth.service';
import { ledgerBalances } from './ledger.service';

/**
 * Goals, the strength assessment and the growth ranking (growth-account.md §7 "Growth"), all
 * computed from the ledger over provider months. A goal is a number of classes to finish in a
 * month; its basic wage is the month's class fees, synchronised on request.
 */
const FINISHED_RULES = ['tp.completed_class', 'tp.weekend_class'];
const FEE_RULES = ['pay.class_fee', 'pay.student_absent_fee'];
const GOAL_HISTORY = 24;
const CYCLES_SHOWN = 6;

const zoneOf = (deps: GrowthDeps) => deps.config.shell.providerTimeZone;
const rangeOfMonth = (deps: GrowthDeps, key: string): IsoRange => {
  const p = monthPeriod(key, zoneOf(deps));
  return { fromIso: new Date(p.startMs).toISOString(), toIso: new Date(p.endMs).toISOString() };
};
const currentRound = (deps: GrowthDeps) => localMonth(deps.clock.now().getTime(), zoneOf(deps)).key;

async function finishedIn(deps: GrowthDeps, tutorId: number, range: IsoRange): Promise<number> {
  const counts = await countEntriesByRule(deps.db, tutorId, FINISHED_RULES, range);
  return FINISHED_RULES.reduce((sum, rule) => sum + (counts.get(rule) ?? 0), 0);
}

async function goalOf(deps: GrowthDeps, tutorId: number, row: { id: number; round: string; target: number; basic_wage: number | null }): Promise<Goal> {
  const range = rangeOfMonth(deps, row.round);
  const [finished, earned] = await Promise.all([finishedIn(deps, tutorId, range), sumEntries(deps.db, tutorId, FEE_RULES, range)]);
  return {
    Id: row.id,
    Round: row.round,
    Target: row.target,
    Finished: finished,
    BasicWagePhp: row.basic_wage === null ? null : fromHundredths(row.basic_wage),
    EarnedPhp: fromHundredths(earned),
  };
}

export async function goalList(deps: GrowthDeps, tutorId: number): Promise<Goal[]> {
  const rows = await listGoals(deps.db, tutorId, GOAL_HISTORY);
  return Promise.all(rows.map((row) => goalOf(deps, tutorId, row)));
}

/** GetGoalByRound: this month's goal, or null before the tutor sets one. */
export async function goalByRound(deps: GrowthDeps, tutorId: number, round?: string): Promise<Goal | null> {
  const row = await findGoalByRound(deps.db, tutorId, round && /^\d{4}-\d{2}$/.test(round) ? round : currentRound(deps));
  return row ? goalOf(deps, tutorId, row) : null;
}

function targetOrFail(target: unknown): number {
  const problem = goalTargetError(target);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  return Number(target);
}

const goalMissing = () => new ApiFailure(ErrorCode.NotFound, GrowthMessages.goalMissing, 404);

/** AddGoal: this month's goal; one a month. */
export async function addGoal(deps: GrowthDeps, tutorId: number, body: { target?: unknown }): Promise<Goal> {
  const target = targetOrFail(body.target);
  const id = await insertGoal(deps.db, { tutor_id: tutorId, round: currentRound(deps), target, created_at: deps.clock.now().toISOString() });
  if (id === null) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.goalExists);
  return (await goalByRound(deps, tutorId))!;
}

export async function changeGoal(deps: GrowthDeps, tutorId: number, id: number, target: unknown): Promise<Goal> {
  const value = targetOrFail(target);
  if (!(await updateGoal(deps.db, tutorId, id, { target: value }, deps.clock.now().toISOString()))) throw goalMissing();
  const row = await findGoal(deps.db, tutorId, id);
  return goalOf(deps, tutorId, row!);
}

export async function removeGoal(deps: GrowthDeps, tutorId: number, id: number): Promise<boolean> {
  if (!(await deleteGoal(deps.db, tutorId, id))) throw goalMissing();
  return true;
}

/** SynchronizeGoalBasicWage?id: sets the goal's basic wage to its month's class fees so far. */
export async function synchronizeGoalBasicWage(deps: GrowthDeps, tutorId: number, id: number): Promise<Goal> {
  const row = await findGoal(deps.db, tutorId, id);
  if (!row) throw goalMissing();
  const earned = await sumEntries(deps.db, tutorId, FEE_RULES, rangeOfMonth(deps, row.round));
  await updateGoal(deps.db, tutorId, id, { basic_wage: earned }, deps.clock.now().toISOString());
  return goalOf(deps, tutorId, { ...row, basic_wage: earned });
}

/** GetStrengthAssessment?isShowCycle&date: the provider month of `date` (default now), from the ledger. */
export async function strengthAssessment(deps: GrowthDeps, tutorId: number, options: { isShowCycle: boolean; date?: string }): Promise<StrengthAssessment> {
  const at = options.date && Number.isFinite(Date.parse(options.date)) ? Date.parse(options.date) : deps.clock.now().getTime();
  const cycle = localMonth(at, zoneOf(deps)).key;
  const range = rangeOfMonth(deps, cycle);
  const [counts, balances] = await Promise.all([
    countEntriesByRule(deps.db, tutorId, [...FINISHED_RULES, 'tp.five_star', 'tp.absence', 'tp.cancellation'], range),
    ledgerBalances(deps.db, tutorId, range),
  ]);
  const figures = {
    finished: FINISHED_RULES.reduce((sum, rule) => sum + (counts.get(rule) ?? 0), 0),
    fiveStars: counts.get('tp.five_star') ?? 0,
    absences: counts.get('tp.absence') ?? 0,
    cancellations: counts.get('tp.cancellation') ?? 0,
    growthValue: fromHundredths(balances.growth_value),
  };
  const { strength, items } = strengthScores(figures);
  const now = currentRound(deps);
  return {
    Cycle: cycle,
    Cycles: options.isShowCycle ? Array.from({ length: CYCLES_SHOWN }, (_, i) => addMonths(now, -i)) : [],
    FinishedClasses: figures.finished,
    FiveStarRatings: figures.fiveStars,
    Absences: figures.absences,
    Cancellations: figures.cancellations,
    TeachingPoints: roundPoints(fromHundredths(balances.teaching_points)),
    GrowthValue: roundPoints(figures.growthValue),
    Strength: strength,
    Items: items,
  };
}

/** A ranked tutor's name as others see it: first name and last initial. */
const publicName = (first: string, last: string) => `${first} ${last.slice(0, 1)}.`.trim();

/** GetGrowthPonitRanking: this provider month's growth values, highest first, paged. */
export async function growthRanking(deps: GrowthDeps, tutorId: number, page: { pageIndex: number; pageSize: number }): Promise<GrowthRankingPage> {
  const range = rangeOfMonth(deps, currentRound(deps));
  const offset = (page.pageIndex - 1) * page.pageSize;
  const [rows, mine] = await Promise.all([rankingPage(deps.db, 'growth_value', range, { offset, limit: page.pageSize }), myGrowthRank(deps, tutorId)]);
  const items: GrowthRankItem[] = rows.map((row, i) => ({
    Rank: offset + i + 1,
    TutorName: publicName(row.first_name, row.last_name),
    Score: roundPoints(fromHundredths(Number(row.total))),
    IsMe: row.tutor_id === tutorId,
  }));
  return { Month: mine.Month, Total: mine.Tutors, Items: items };
}

/** GetTuGrowthRank: the tutor's place in this month's growth ranking (0 without growth entries this month). */
export async function myGrowthRank(deps: GrowthDeps, tutorId: number): Promise<MyGrowthRank> {
  const month = currentRound(deps);
  const range = rangeOfMonth(deps, month);
  const [score, ranked] = await Promise.all([ledgerBalances(deps.db, tutorId, range), hasAccountEntries(deps.db, tutorId, 'growth_value', range)]);
  const position = await rankingPosition(deps.db, 'growth_value', range, tutorId, score.growth_value);
  return { Month: month, Rank: ranked ? position.above + 1 : 0, Score: roundPoints(fromHundredths(score.growth_value)), Tutors: position.tutors };
}
