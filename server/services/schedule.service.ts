import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { addLocalDays, localWeek, startOfLocalDay } from '../../src/domain/provider-time';
import {
  SLOT_MS,
  ScheduleMessages,
  ScheduleStatus,
  WEEKS_AHEAD,
  changesPerWeek,
  checkModifyCount,
  inBusyWindow,
  isOnSlotBoundary,
  lockedReason,
  scheduleWindow,
  toggleBusy,
  toggleSlot,
  weekAt,
  type AllowedSchedule,
  type ScheduleEvent,
  type ScheduleInsertResult,
  type SelfScheduleLimit,
  type SlotChange,
  type WeekModifyCount,
} from '../../src/domain/schedule';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { SlotStatus, slotsBetween } from '../repositories/schedule-slots.repository';
import {
  busyLinksBetween,
  insertWeekPlot,
  replaceBusyLinks,
  useModifyCount,
  weekPlots,
  writeSlotStates,
  type SlotStateChange,
} from '../repositories/schedule.repository';
import { findSelfScheduleGates } from '../repositories/tutor-profiles.repository';
import type { Clock } from './clock';

/**
 * The self-schedule (teaching.md §4, §5, §7 "Schedule", §9): the grid's events, the gates, the
 * modify count and the submit. Every rule the page applies is applied here again with the same
 * pure functions (src/domain/schedule.ts), so a hand-made request gets the page's refusal.
 */
export interface ScheduleDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'schedule' | 'shell'>;
}

const DAY_MS = 86_400_000;
/** The most cells one submit may change: two weeks of half hours. */
export const MAX_SUBMIT_ITEMS = 14 * 48;

/** Why the tutor may not self-schedule, or null. */
export async function selfScheduleRefusal(db: Kysely<Database>, tutorId: number): Promise<string | null> {
  const profile = await findSelfScheduleGates(db, tutorId);
  if (!profile || profile.open_self_schedule !== 1) return ScheduleMessages.selfScheduleClosed;
  if (profile.self_schedules_enable !== 1) return ScheduleMessages.selfScheduleLimited;
  return null;
}

/** Parses a YYYY-MM-DD date of the request. */
function dateOf(value: string, name: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new ApiFailure(ErrorCode.Failed, `'${name}' must be a date written YYYY-MM-DD.`);
  }
  return value;
}

/**
 * The period [startDate, endDate) of provider days a grid may show: at most 14 days, from the
 * current week's Monday to the end of the week two weeks ahead.
 */
export function periodOf(deps: ScheduleDeps, startDate: string, endDate: string): { startMs: number; endMs: number } {
  const tz = deps.config.shell.providerTimeZone;
  const startMs = startOfLocalDay(dateOf(startDate, 'startDate'), tz);
  const endMs = startOfLocalDay(dateOf(endDate, 'endDate'), tz);
  const now = deps.clock.now().getTime();
  const first = weekAt(now, 0, tz).startMs;
  const last = weekAt(now, WEEKS_AHEAD, tz).endMs;
  if (endMs <= startMs || endMs - startMs > 14 * DAY_MS + 2 * 3_600_000 || startMs < first || endMs > last) {
    throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.outsideWindow);
  }
  return { startMs, endMs };
}

/** Every half-hour cell of [startMs, endMs) with the tutor's stored state (unplotted cells are Canceled). */
export async function eventsBetween(deps: ScheduleDeps, tutorId: number, startMs: number, endMs: number): Promise<ScheduleEvent[]> {
  const tz = deps.config.shell.providerTimeZone;
  const now = deps.clock.now().getTime();
  const window = scheduleWindow(now, tz);
  const fromIso = new Date(startMs).toISOString();
  const toIso = new Date(endMs).toISOString();
  const [rows, links] = await Promise.all([slotsBetween(deps.db, tutorId, fromIso, toIso), busyLinksBetween(deps.db, tutorId, fromIso, toIso)]);
  const byStart = new Map(rows.map((row) => [Date.parse(row.start_at), row]));
  const linksOf = new Map<string, string[]>();
  for (const link of links) linksOf.set(link.busyStartAt, [...(linksOf.get(link.busyStartAt) ?? []), link.linkedStartAt]);
  const events: ScheduleEvent[] = [];
  for (let ms = Math.ceil(startMs / SLOT_MS) * SLOT_MS; ms < endMs; ms += SLOT_MS) {
    const row = byStart.get(ms);
    const startTime = new Date(ms).toISOString();
    const status =
      row?.status === SlotStatus.confirmed ? ScheduleStatus.confirmed : row?.status === SlotStatus.waited ? ScheduleStatus.waited : ScheduleStatus.canceled;
    const busy = row?.is_busy === 1;
    const base: ScheduleEvent = {
      StartTime: startTime,
      EndTime: new Date(ms + SLOT_MS).toISOString(),
      Status: status,
      Type: busy ? 1 : 0,
      Disabled: row?.disabled === 1,
      BusyTimeCheck: busy,
      BusyTimeCheckFlag: false,
      Links: busy ? (linksOf.get(startTime) ?? []) : [],
    };
    const locked = lockedReason(base, now, window) !== null;
    events.push({ ...base, Disabled: locked, BusyTimeCheckFlag: !locked && inBusyWindow(ms, now, tz) });
  }
  return events;
}

/** GetAllowedScheduleEvent {startDate, endDate}: the grid of the period. */
export async function allowedScheduleEvents(deps: ScheduleDeps, tutorId: number, startDate: string, endDate: string): Promise<AllowedSchedule> {
  const { startMs, endMs } = periodOf(deps, startDate, endDate);
  const tz = deps.config.shell.providerTimeZone;
  const window = scheduleWindow(deps.clock.now().getTime(), tz);
  return {
    Events: await eventsBetween(deps, tutorId, startMs, endMs),
    TimeZone: tz,
    PeakHours: deps.config.schedule.peakHours,
    WindowStart: new Date(window.startMs).toISOString(),
    WindowEnd: new Date(window.endMs).toISOString(),
  };
}

/** The modify count of each week of the window: this week (always plotted) and the two after it. */
async function weekLimits(deps: ScheduleDeps, tutorId: number, db: Kysely<Database> = deps.db): Promise<WeekModifyCount[]> {
  const tz = deps.config.shell.providerTimeZone;
  const now = deps.clock.now().getTime();
  const keys = Array.from({ length: WEEKS_AHEAD + 1 }, (_, i) => weekAt(now, i, tz).key);
  const plots = await weekPlots(db, tutorId, keys);
  const limit = deps.config.schedule.modifyLimitPerWeek;
  return keys.map((key, i) => {
    const used = plots.get(key)?.modifyCount ?? 0;
    return { WeekStart: key, Plotted: i === 0 || plots.has(key), Used: used, Remaining: Math.max(0, limit - used) };
  });
}

/** GetSelfScheduleLimitCheck: the gates and each week's modify count. */
export async function selfScheduleLimit(deps: ScheduleDeps, tutorId: number): Promise<SelfScheduleLimit> {
  const profile = await findSelfScheduleGates(deps.db, tutorId);
  return {
    OpenSelfSchedule: profile?.open_self_schedule === 1,
    SelfSchedulesEnable: profile?.self_schedules_enable === 1,
    Reason: (await selfScheduleRefusal(deps.db, tutorId)) ?? '',
    ModifyLimit: deps.config.schedule.modifyLimitPerWeek,
    Weeks: await weekLimits(deps, tutorId),
  };
}

/** GetRestCourseCountOfNextWeek: the changes left for next week. */
export async function restCountOfNextWeek(deps: ScheduleDeps, tutorId: number): Promise<WeekModifyCount> {
  const weeks = await weekLimits(deps, tutorId);
  return weeks[1]!;
}

/**
 * Applies the submitted final states to the stored cells in the order a tutor's clicks could have
 * produced them, each step through the page's own rule: plot, flag or unflag busy time, bring back
 * busy-time slots, then cancel (which cancels linked busy time). Refuses with the rule's reason.
 */
export function applyChanges(
  events: readonly ScheduleEvent[],
  items: readonly SlotChange[],
  nowMs: number,
  timeZone: string,
  window: { startMs: number; endMs: number },
): ScheduleEvent[] {
  let current = [...events];
  const find = (start: string) => current.find((e) => e.StartTime === start);
  const step = (result: ReturnType<typeof toggleSlot>) => {
    if (!result.ok) throw new ApiFailure(ErrorCode.Failed, result.reason);
    current = result.events;
  };
  for (const item of items) {
    const cell = find(item.StartTime);
    if (!cell) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.outsideWindow);
    if (cell.Status === ScheduleStatus.confirmed) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.confirmedSlot);
    const locked = lockedReason(cell, nowMs, window);
    if (locked) throw new ApiFailure(ErrorCode.Failed, locked);
  }
  for (const item of items) {
    const cell = find(item.StartTime)!;
    if (item.Status === ScheduleStatus.waited && cell.Status === ScheduleStatus.canceled && !cell.BusyTimeCheck)
      step(toggleSlot(current, item.StartTime, nowMs, window));
  }
  for (const item of items) {
    if (find(item.StartTime)!.BusyTimeCheck !== item.BusyTimeCheck) step(toggleBusy(current, item.StartTime, nowMs, timeZone, window));
  }
  for (const item of items) {
    const cell = find(item.StartTime)!;
    if (item.Status === ScheduleStatus.waited && cell.Status === ScheduleStatus.canceled) step(toggleSlot(current, item.StartTime, nowMs, window));
  }
  for (const item of items) {
    if (item.Status === ScheduleStatus.canceled && find(item.StartTime)!.Status === ScheduleStatus.waited)
      step(toggleSlot(current, item.StartTime, nowMs, window));
  }
  for (const item of items) {
    const cell = find(item.StartTime)!;
    if (cell.Status !== item.Status || cell.BusyTimeCheck !== item.BusyTimeCheck)
      throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.busyLinksNotAvailable);
  }
  return current;
}

/** InsertSchedule: checks the gates and every slot rule, uses the modify count, saves in one transaction. */
export async function insertSchedule(deps: ScheduleDeps, tutorId: number, items: readonly SlotChange[]): Promise<ScheduleInsertResult> {
  const refusal = await selfScheduleRefusal(deps.db, tutorId);
  if (refusal) throw new ApiFailure(ErrorCode.Failed, refusal, 403);
  if (items.length === 0) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.nothingToSave);
  if (items.length > MAX_SUBMIT_ITEMS) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.outsideWindow);
  const seen = new Set<string>();
  const normalized = items.map((item) => {
    const ms = Date.parse(item.StartTime);
    if (!isOnSlotBoundary(ms)) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.notASlot);
    const startTime = new Date(ms).toISOString();
    if (seen.has(startTime)) throw new ApiFailure(ErrorCode.Failed, `${startTime} is listed twice.`);
    seen.add(startTime);
    return { ...item, StartTime: startTime };
  });
  const tz = deps.config.shell.providerTimeZone;
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const window = scheduleWindow(nowMs, tz);
  for (const item of normalized) {
    const ms = Date.parse(item.StartTime);
    if (ms < window.startMs || ms >= window.endMs) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.outsideWindow);
  }

  return deps.db.transaction().execute(async (trx) => {
    const trxDeps = { ...deps, db: trx };
    // A slot's busy-time neighbours may lie just outside the window: read one slot further each side.
    const loaded = await eventsBetween(trxDeps, tutorId, window.startMs - SLOT_MS, window.endMs + SLOT_MS);
    const final = applyChanges(loaded, normalized, nowMs, tz, window);
    const before = new Map(loaded.map((e) => [e.StartTime, e]));
    const changed = final.filter((e) => {
      const was = before.get(e.StartTime)!;
      return was.Status !== e.Status || was.BusyTimeCheck !== e.BusyTimeCheck || was.Links.join() !== e.Links.join();
    });
    const chosen = normalized.filter((item) => changed.some((e) => e.StartTime === item.StartTime));
    if (changed.length === 0) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.nothingToSave);

    // The modify count: a plotted week's changes are limited; a week's first plot is free.
    const limits = await weekLimits(deps, tutorId, trx);
    const limit = deps.config.schedule.modifyLimitPerWeek;
    for (const [week, count] of changesPerWeek(chosen, tz)) {
      const known = limits.find((w) => w.WeekStart === week);
      const plotted = known?.Plotted ?? true;
      if (plotted) {
        const over = checkModifyCount(count, known?.Remaining ?? 0);
        if (over || !(await useModifyCount(trx, tutorId, week, count, limit, nowIso))) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.overModifyCount);
      } else if (!(await insertWeekPlot(trx, tutorId, week, nowIso))) {
        if (!(await useModifyCount(trx, tutorId, week, count, limit, nowIso))) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.overModifyCount);
      }
    }

    const rows = await slotsBetween(trx, tutorId, new Date(window.startMs - SLOT_MS).toISOString(), new Date(window.endMs + SLOT_MS).toISOString());
    const stored = new Map(rows.map((r) => [r.start_at, r]));
    const writes: SlotStateChange[] = changed.map((e) => {
      const row = stored.get(e.StartTime);
      return {
        startAt: e.StartTime,
        endAt: e.EndTime,
        status: e.Status === ScheduleStatus.waited ? SlotStatus.waited : SlotStatus.canceled,
        isBusy: e.BusyTimeCheck,
        expected: row ? { status: row.status, isBusy: row.is_busy === 1 } : null,
      };
    });
    if (!(await writeSlotStates(trx, tutorId, writes, nowIso))) {
      throw new ApiFailure(ErrorCode.Failed, 'Your schedule was changed meanwhile (a class may have been booked). Please refresh.');
    }
    for (const e of changed) {
      const was = before.get(e.StartTime)!;
      if (was.BusyTimeCheck !== e.BusyTimeCheck || was.Links.join() !== e.Links.join()) await replaceBusyLinks(trx, tutorId, e.StartTime, e.Links, nowIso);
    }
    return { Saved: changed.length, Weeks: await weekLimits(deps, tutorId, trx) };
  });
}

/** The week after the current one, as [start, end) instants. */
export function nextWeekOf(nowMs: number, timeZone: string): { key: string; startMs: number; endMs: number } {
  const current = localWeek(nowMs, timeZone);
  return { key: addLocalDays(current.key, 7), startMs: current.endMs, endMs: weekAt(nowMs, 2, timeZone).startMs };
}
