import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  BEGINNER_TASK_COUNT,
  GROWTH_TASKS,
  GrowthMessages,
  ReceiveStatus,
  TASK_CATEGORY_NAMES,
  TaskCategory,
  TaskStatus,
  findGrowthTask,
  growthLevel,
  growthLevelName,
  roundPoints,
  taskStatus,
  type GrowthHome,
  type GrowthTask,
  type ReceiveRecord,
  type TaskGroup,
} from '../../src/domain/growth';
import { fromHundredths, toHundredths } from '../../src/domain/ledger';
import { localWeek, providerDay } from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  claimsInRange,
  clearFirstGrowthLogin,
  countEntriesByRuleWindows,
  findClaims,
  findTaskLogs,
  growthFlags,
  growthFlagsAndJoinedAt,
  insertTaskLog,
  type IsoRange,
} from '../repositories/growth.repository';
import type { Clock } from './clock';
import { ledgerBalances, postLedgerEntriesIn } from './ledger.service';

/**
 * The growth centre's tasks and levels (growth-account.md §4, §7 "Growth"). A task's progress is
 * counted from the ledger's entries of its rules in its period, or from the tutor doing it; a
 * claim is a `gv.task_reward` entry keyed by tutor, task and period, so it counts once.
 */
export interface GrowthDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { shell: { providerTimeZone: string } };
}

const ALL_TIME = 'all';
const DONE = 'done';
const STARTED = 'started';
const DAY_MS = 86_400_000;

interface Periods {
  day: { key: string; range: IsoRange };
  week: { key: string; range: IsoRange };
}

const rangeOf = (p: { startMs: number; endMs: number }): IsoRange => ({ fromIso: new Date(p.startMs).toISOString(), toIso: new Date(p.endMs).toISOString() });

function periodsAt(deps: GrowthDeps, at: Date): Periods {
  const zone = deps.config.shell.providerTimeZone;
  const day = providerDay(at.getTime(), zone);
  const week = localWeek(at.getTime(), zone);
  return { day: { key: day.date, range: rangeOf(day) }, week: { key: week.key, range: rangeOf(week) } };
}

function periodKeyOf(task: GrowthTask, periods: Periods): string {
  if (task.category === TaskCategory.daily) return periods.day.key;
  if (task.category === TaskCategory.advanced) return periods.week.key;
  return ALL_TIME;
}

/** The claim's source id: unique across tutors, since the ledger's (rule, source) key is global. */
export const claimSourceId = (tutorId: number, code: string, periodKey: string) => `${tutorId}:${code}:${periodKey}`;

export interface TaskState {
  task: GrowthTask;
  periodKey: string;
  counted: number;
  status: TaskStatus;
  claimed: boolean;
}

/** Every task's state for a tutor now: four queries whatever the number of tasks. */
export async function taskStates(db: Kysely<Database>, deps: GrowthDeps, tutorId: number, at: Date): Promise<TaskState[]> {
  const periods = periodsAt(deps, at);
  const rulesOf = (category: TaskCategory) => [...new Set(GROWTH_TASKS.filter((t) => t.category === category).flatMap((t) => t.rules))];
  const keys = GROWTH_TASKS.map((t) => claimSourceId(tutorId, t.code, periodKeyOf(t, periods)));
  const [{ allTime, today, thisWeek }, logs, claims] = await Promise.all([
    countEntriesByRuleWindows(db, tutorId, {
      allTime: { rules: rulesOf(TaskCategory.beginner) },
      today: { rules: rulesOf(TaskCategory.daily), range: periods.day.range },
      thisWeek: { rules: rulesOf(TaskCategory.advanced), range: periods.week.range },
    }),
    findTaskLogs(db, tutorId, [ALL_TIME, periods.day.key, periods.week.key]),
    findClaims(db, tutorId, keys),
  ]);
  const logged = new Set(logs.map((l) => `${l.task_code}|${l.period_key}|${l.kind}`));
  const claimed = new Set(claims.map((c) => c.source_id));
  return GROWTH_TASKS.map((task) => {
    const periodKey = periodKeyOf(task, periods);
    const counts = task.category === TaskCategory.beginner ? allTime : task.category === TaskCategory.daily ? today : thisWeek;
    const counted =
      task.rules.length === 0 ? (logged.has(`${task.code}|${periodKey}|${DONE}`) ? 1 : 0) : task.rules.reduce((sum, rule) => sum + (counts.get(rule) ?? 0), 0);
    const started = logged.has(`${task.code}|${periodKey}|${STARTED}`);
    return { task, periodKey, counted, status: taskStatus(task, counted, started), claimed: claimed.has(claimSourceId(tutorId, task.code, periodKey)) };
  });
}

function groupsOf(states: readonly TaskState[]): TaskGroup[] {
  return ([TaskCategory.beginner, TaskCategory.daily, TaskCategory.advanced] as const).map((category) => {
    const items = states.filter((s) => s.task.category === category);
    return {
      Category: category,
      CategoryName: TASK_CATEGORY_NAMES[category],
      Total: items.length,
      Completed: items.filter((s) => s.status === TaskStatus.completed).length,
      TaskDataDetail: items.map((s) => ({
        TaskCode: s.task.code,
        TaskName: s.task.name,
        Score: s.task.score,
        Status: s.status,
        ReceiveStatus: s.claimed ? ReceiveStatus.claimed : ReceiveStatus.unclaimed,
        Progress: Math.min(s.counted, s.task.target),
        Target: s.task.target,
        NeedsStart: s.task.needsStart,
        Manual: s.task.rules.length === 0,
      })),
    };
  });
}

/** The growth score, in points, from the ledger's balances (hundredths). */
const growthScoreOf = (balances: { growth_value: number }) => roundPoints(fromHundredths(balances.growth_value));

/** The beginner tasks' claim ids: claimed once for all time. */
const beginnerClaimIds = (tutorId: number) =>
  GROWTH_TASKS.filter((t) => t.category === TaskCategory.beginner).map((t) => claimSourceId(tutorId, t.code, ALL_TIME));

/**
 * The growth level and score of a tutor, without the tasks' progress: two queries (the growth
 * balance and the beginner claims), for the pet, the honours, the medals and the rights, which
 * show the level only. The claims come back too, for the honours' "beginner done" date.
 */
export async function growthLevelStanding(db: Kysely<Database>, tutorId: number) {
  const [balances, beginnerClaims] = await Promise.all([ledgerBalances(db, tutorId), findClaims(db, tutorId, beginnerClaimIds(tutorId))]);
  const score = growthScoreOf(balances);
  const claimed = new Set(beginnerClaims.map((claim) => claim.source_id)).size;
  return { score, beginnerClaims, level: growthLevel(score, { claimed, total: BEGINNER_TASK_COUNT }) };
}

/** The growth level and score of a tutor now, with every task's state (the growth centre's home). */
export async function growthStanding(db: Kysely<Database>, deps: GrowthDeps, tutorId: number, at: Date) {
  const [states, balances] = await Promise.all([taskStates(db, deps, tutorId, at), ledgerBalances(db, tutorId)]);
  const score = growthScoreOf(balances);
  const beginnerClaimed = states.filter((s) => s.task.category === TaskCategory.beginner && s.claimed).length;
  return { states, score, level: growthLevel(score, { claimed: beginnerClaimed, total: BEGINNER_TASK_COUNT }) };
}

/** GetTutorHomeTask: the score, level, unclaimed points and every task group. */
export async function loadGrowthHome(deps: GrowthDeps, tutorId: number): Promise<GrowthHome> {
  const now = deps.clock.now();
  const [{ states, score, level }, flags] = await Promise.all([growthStanding(deps.db, deps, tutorId, now), growthFlagsAndJoinedAt(deps.db, tutorId)]);
  const unclaimed = states.filter((s) => s.status === TaskStatus.completed && !s.claimed).reduce((sum, s) => sum + s.task.score, 0);
  const joinedMs = flags ? Date.parse(flags.created_at) : now.getTime();
  return {
    IsTestGroup: Number(flags?.is_growth_system_test_group ?? 0) === 1,
    Score: score,
    Level: level.level,
    LevelName: growthLevelName(level.level),
    LevelProgress: Math.round(level.progress * 1000) / 1000,
    NextLevelScore: level.nextAt,
    UnclaimedPoints: roundPoints(unclaimed),
    RemainingPoints: level.remaining,
    JoinDay: Math.max(1, Math.floor((now.getTime() - joinedMs) / DAY_MS) + 1),
    TaskList: groupsOf(states),
  };
}

function taskOrFail(code: string | undefined): GrowthTask {
  const task = code ? findGrowthTask(code) : undefined;
  if (!task) throw new ApiFailure(ErrorCode.NotFound, GrowthMessages.unknownTask, 404);
  return task;
}

/** DoTaskAsync: the tutor did a task with no event behind it (read the guide, checked in). */
export async function doTask(deps: GrowthDeps, tutorId: number, code: string | undefined): Promise<GrowthHome> {
  const task = taskOrFail(code);
  if (task.rules.length > 0) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.notManual);
  const now = deps.clock.now();
  await insertTaskLog(deps.db, {
    tutor_id: tutorId,
    task_code: task.code,
    period_key: periodKeyOf(task, periodsAt(deps, now)),
    kind: DONE,
    created_at: now.toISOString(),
  });
  return loadGrowthHome(deps, tutorId);
}

/** TaskStartSubmit: starts an advanced task for this week; what happened before the start still counts in the week. */
export async function startTask(deps: GrowthDeps, tutorId: number, code: string | undefined): Promise<GrowthHome> {
  const task = taskOrFail(code);
  if (!task.needsStart) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.notAdvanced);
  const now = deps.clock.now();
  await insertTaskLog(deps.db, {
    tutor_id: tutorId,
    task_code: task.code,
    period_key: periodKeyOf(task, periodsAt(deps, now)),
    kind: STARTED,
    created_at: now.toISOString(),
  });
  return loadGrowthHome(deps, tutorId);
}

/** TaskLog?code&type: records that the tutor looked at a task (type: what they did), once a day. */
export async function logTask(deps: GrowthDeps, tutorId: number, code: string | undefined, type: number): Promise<boolean> {
  const task = taskOrFail(code);
  const now = deps.clock.now();
  return insertTaskLog(deps.db, {
    tutor_id: tutorId,
    task_code: task.code,
    period_key: periodsAt(deps, now).day.key,
    kind: `log:${type}`,
    created_at: now.toISOString(),
  });
}

/**
 * ReceivePoint?TaskCode: posts the task's points as one growth entry, in a transaction with the
 * check that the task is completed; a second claim (or a simultaneous one) is refused.
 */
export async function receivePoint(deps: GrowthDeps, tutorId: number, code: string | undefined): Promise<GrowthHome> {
  const task = taskOrFail(code);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const state = (await taskStates(trx, deps, tutorId, now)).find((s) => s.task.code === task.code)!;
    if (state.claimed) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.alreadyClaimed);
    if (state.status !== TaskStatus.completed) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.notCompleted);
    const posted = await postLedgerEntriesIn(
      trx,
      [
        {
          tutorId,
          rule: 'gv.task_reward',
          amount: toHundredths(task.score),
          source: { type: 'growth_task', id: claimSourceId(tutorId, task.code, state.periodKey) },
          countsAt: now,
          note: task.name,
        },
      ],
      now,
    );
    if (posted.length === 0) throw new ApiFailure(ErrorCode.Failed, GrowthMessages.alreadyClaimed);
  });
  return loadGrowthHome(deps, tutorId);
}

/** GetReceiveRecordToDay: the points claimed today (the provider's day), newest first. */
export async function receiveRecordToday(deps: GrowthDeps, tutorId: number): Promise<ReceiveRecord[]> {
  const rows = await claimsInRange(deps.db, tutorId, periodsAt(deps, deps.clock.now()).day.range);
  return rows.map((row) => {
    const code = row.source_id.split(':')[1] ?? '';
    return { TaskCode: code, TaskName: findGrowthTask(code)?.name ?? code, Score: fromHundredths(row.amount), ReceivedAt: row.counts_at };
  });
}

/** GrowthSystemIsFirstLogin: true the first time the tutor opens the growth centre, then false. */
export async function growthFirstLogin(deps: GrowthDeps, tutorId: number): Promise<boolean> {
  const flags = await growthFlags(deps.db, tutorId);
  const first = Number(flags?.is_first_growth_system_login ?? 0) === 1;
  if (first) await clearFirstGrowthLogin(deps.db, tutorId);
  return first;
}
