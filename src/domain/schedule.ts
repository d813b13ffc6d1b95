/**
 * A tutor's time (teaching.md §4 "Self-schedule slot", "Release-time slot", "Reschedule", §5, §9):
 * the slot rules the grid and the server both apply. Pure: the page uses them to refuse at once,
 * and the server uses the same functions to refuse what a hand-made request would slip past.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AllowedScheduleSchema,
  InsertResultSchema,
  LimitCheckSchema,
  PeakPeriodSchema,
  ReleaseSlotSchema,
  ReminderSchema,
  ScheduleEventSchema,
  SlotChangeSchema,
  WeekLimitSchema,
} from './api/schedule.schemas';
import { SLOT_MINUTES } from './classes';
import { addLocalDays, localDate, localParts, localTimeToInstant, localWeek, startOfLocalDay, weekStartingOn } from './provider-time';

const DAY_MS = 86_400_000;
export const SLOT_MS = SLOT_MINUTES * 60_000;

/** Slot states as the schedule events carry them (teaching.md §3 "Schedule event"). */
export const ScheduleStatus = { waited: 'Waited', confirmed: 'Confirmed', canceled: 'Canceled' } as const;
export type ScheduleStatus = (typeof ScheduleStatus)[keyof typeof ScheduleStatus];

/**
 * One half-hour cell of the grid (teaching.md §3 "Schedule event"), plus its busy-time links: Type 1
 * is a busy-time slot; Disabled a booked, past or staff-closed slot; BusyTimeCheckFlag says it may be
 * flagged busy time now; Links are the StartTimes of the ordinary slots a busy-time slot is linked to.
 */
export type ScheduleEvent = Static<typeof ScheduleEventSchema>;

/** GetAllowedScheduleEvent: the grid of a period, the provider's zone and peak hours, and the window that may change. */
export type AllowedSchedule = Static<typeof AllowedScheduleSchema>;

/** What the page and server say when a change is refused. */
export const ScheduleMessages = {
  overModifyCount: 'No modification for plotted schedule',
  confirmedSlot: 'A booked (Confirmed) slot cannot change.',
  disabledSlot: 'This slot is closed and cannot change.',
  pastSlot: 'A slot that has started cannot change.',
  outsideWindow: 'Only the next two weeks can be plotted.',
  busyOutsideWindow: 'Busy time can only be flagged 7 to 13 days ahead.',
  busyNeedsLink: 'Busy time must sit next to a slot you have plotted.',
  busyLinksNotAvailable: 'A busy-time slot returns only when all its linked slots are Waited or Confirmed.',
  notASlot: 'A slot starts on the hour or the half hour.',
  nothingToSave: 'There is no change to save.',
  selfScheduleClosed: 'Self-schedule is not open for your account. Please contact your tutor manager.',
  selfScheduleLimited: 'Self-schedule is disabled for your account at the moment (limit check). Please contact your tutor manager.',
  selfCancelClosed: 'Autonomous cancellation is not open for your account. Please contact your tutor manager.',
  releaseBookedSlot: 'This time has a booked class. Cancel the class through autonomous cancellation first.',
  cancelNothingSelected: 'Please select at least one class.',
  cancelOverAllowance: 'You have no autonomous cancellations left this week.',
  cancelTooLate: 'This class starts too soon to cancel here.',
  cancelProofRequired: 'Please attach a proof (.jpg or .png).',
  cancelReasonRequired: 'Please give the reason for the cancellation.',
  cancelNotYours: 'This class cannot be cancelled.',
} as const;

/** Weeks the grids show beyond the current one (two weeks ahead, teaching.md §9). */
export const WEEKS_AHEAD = 2;
/** Days of the self-schedule and cancellation windows, from today. */
export const WINDOW_DAYS = 14;
/** Busy-time flagging: days -7 to -13 relative to now, i.e. 7 to 13 days ahead. */
export const BUSY_WINDOW_DAYS = { from: 7, to: 13 } as const;
/** The release-time busy-day marker's local time, in minutes after midnight (05:30). */
export const BUSY_DAY_MARKER_MINUTES = 5 * 60 + 30;

/** The self-schedule window: today's local midnight to 14 days later; only slots after `nowMs` change. */
export function scheduleWindow(nowMs: number, timeZone: string): { startMs: number; endMs: number } {
  const today = localDate(nowMs, timeZone);
  return { startMs: startOfLocalDay(today, timeZone), endMs: startOfLocalDay(addLocalDays(today, WINDOW_DAYS), timeZone) };
}

export function isOnSlotBoundary(startMs: number): boolean {
  return Number.isFinite(startMs) && startMs % SLOT_MS === 0;
}

/** Calendar days from today to the slot's day, in the zone. */
export function daysAhead(slotStartMs: number, nowMs: number, timeZone: string): number {
  const today = Date.parse(`${localDate(nowMs, timeZone)}T00:00:00Z`);
  const day = Date.parse(`${localDate(slotStartMs, timeZone)}T00:00:00Z`);
  return Math.round((day - today) / DAY_MS);
}

/** Whether a slot lies in the busy-time window (days -7 to -13 relative to now). */
export function inBusyWindow(slotStartMs: number, nowMs: number, timeZone: string): boolean {
  const days = daysAhead(slotStartMs, nowMs, timeZone);
  return days >= BUSY_WINDOW_DAYS.from && days <= BUSY_WINDOW_DAYS.to;
}

/** Why a slot cannot change at all now, or null. */
export function lockedReason(event: ScheduleEvent, nowMs: number, window: { startMs: number; endMs: number }): string | null {
  const startMs = Date.parse(event.StartTime);
  if (event.Status === ScheduleStatus.confirmed) return ScheduleMessages.confirmedSlot;
  if (startMs <= nowMs) return ScheduleMessages.pastSlot;
  if (event.Disabled) return ScheduleMessages.disabledSlot;
  if (startMs < window.startMs || startMs >= window.endMs) return ScheduleMessages.outsideWindow;
  return null;
}

export type SlotChangeResult = { ok: true; events: ScheduleEvent[] } | { ok: false; reason: string };

const isAvailable = (status: ScheduleStatus) => status === ScheduleStatus.waited || status === ScheduleStatus.confirmed;

/**
 * A click on a slot: Waited -> Canceled (and every busy-time slot linked to it is cancelled with
 * it), Canceled -> Waited (a busy-time slot only when all its linked slots are Waited or Confirmed).
 */
export function toggleSlot(events: readonly ScheduleEvent[], startTime: string, nowMs: number, window: { startMs: number; endMs: number }): SlotChangeResult {
  const target = events.find((e) => e.StartTime === startTime);
  if (!target) return { ok: false, reason: ScheduleMessages.outsideWindow };
  const locked = lockedReason(target, nowMs, window);
  if (locked) return { ok: false, reason: locked };
  if (target.Status === ScheduleStatus.waited) {
    return {
      ok: true,
      events: events.map((e) => {
        if (e.StartTime === startTime) return { ...e, Status: ScheduleStatus.canceled };
        if (e.BusyTimeCheck && e.Links.includes(startTime) && e.Status === ScheduleStatus.waited) return { ...e, Status: ScheduleStatus.canceled };
        return e;
      }),
    };
  }
  if (target.BusyTimeCheck && !busyLinksAvailable(events, target)) return { ok: false, reason: ScheduleMessages.busyLinksNotAvailable };
  return { ok: true, events: events.map((e) => (e.StartTime === startTime ? { ...e, Status: ScheduleStatus.waited } : e)) };
}

/** Whether every linked ordinary slot of a busy-time slot is Waited or Confirmed. */
export function busyLinksAvailable(events: readonly ScheduleEvent[], busy: ScheduleEvent): boolean {
  if (busy.Links.length === 0) return false;
  return busy.Links.every((link) => {
    const linked = events.find((e) => e.StartTime === link);
    return linked !== undefined && !linked.BusyTimeCheck && isAvailable(linked.Status);
  });
}

/**
 * Flags a Waited slot as busy time (or unflags it). Only in the busy-time window; the slot is
 * linked to its plotted ordinary neighbours (the half hours before and after), at least one.
 */
export function toggleBusy(
  events: readonly ScheduleEvent[],
  startTime: string,
  nowMs: number,
  timeZone: string,
  window: { startMs: number; endMs: number },
): SlotChangeResult {
  const target = events.find((e) => e.StartTime === startTime);
  if (!target) return { ok: false, reason: ScheduleMessages.outsideWindow };
  const locked = lockedReason(target, nowMs, window);
  if (locked) return { ok: false, reason: locked };
  const startMs = Date.parse(startTime);
  if (!inBusyWindow(startMs, nowMs, timeZone)) return { ok: false, reason: ScheduleMessages.busyOutsideWindow };
  if (target.BusyTimeCheck) {
    return { ok: true, events: events.map((e) => (e.StartTime === startTime ? { ...e, BusyTimeCheck: false, Type: 0, Links: [] } : e)) };
  }
  const neighbours = [startMs - SLOT_MS, startMs + SLOT_MS].map((ms) => new Date(ms).toISOString());
  const links = neighbours.filter((iso) => {
    const n = events.find((e) => e.StartTime === iso);
    return n !== undefined && !n.BusyTimeCheck && isAvailable(n.Status);
  });
  if (links.length === 0) return { ok: false, reason: ScheduleMessages.busyNeedsLink };
  return {
    ok: true,
    events: events.map((e) => (e.StartTime === startTime ? { ...e, Status: ScheduleStatus.waited, BusyTimeCheck: true, Type: 1, Links: links } : e)),
  };
}

/** A slot whose stored state should change on submit (an item of InsertSchedule). */
export type SlotChange = Static<typeof SlotChangeSchema>;

/** InsertSchedule and SubmitReleaseTime: the cells whose state changed (cascaded busy-time slots included) and each week's modify count. */
export type ScheduleInsertResult = Static<typeof InsertResultSchema>;

/** The slots that differ from what was loaded: what InsertSchedule sends. */
export function changedSlots(original: readonly ScheduleEvent[], current: readonly ScheduleEvent[]): SlotChange[] {
  const before = new Map(original.map((e) => [e.StartTime, e]));
  return current.flatMap((e) => {
    const was = before.get(e.StartTime);
    const same = was && was.Status === e.Status && was.BusyTimeCheck === e.BusyTimeCheck && was.Links.join() === e.Links.join();
    if (same || e.Status === ScheduleStatus.confirmed) return [];
    return [{ StartTime: e.StartTime, Status: e.Status, BusyTimeCheck: e.BusyTimeCheck, Links: e.Links }];
  });
}

/**
 * The modify count: changes to the slots of a week the tutor has already plotted (submitted once)
 * are limited; a week's first plot is free. Answers the refusal when the changes exceed what is left.
 */
export function checkModifyCount(changesInPlottedWeeks: number, remaining: number): string | null {
  return changesInPlottedWeeks > remaining ? ScheduleMessages.overModifyCount : null;
}

/** The Monday (YYYY-MM-DD) of the week of `instantMs` in the zone. */
export function weekKeyOf(instantMs: number, timeZone: string): string {
  return localWeek(instantMs, timeZone).key;
}

/** Counts changes per week key (Monday of their week). */
export function changesPerWeek(changes: readonly { StartTime: string }[], timeZone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const change of changes) {
    const key = weekKeyOf(Date.parse(change.StartTime), timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Week navigation of the grids: by 7 days, forward up to two weeks ahead, backward no further than
 * the current week. `offset` is weeks after the current one.
 */
export function canGoToWeek(offset: number): boolean {
  return Number.isInteger(offset) && offset >= 0 && offset <= WEEKS_AHEAD;
}

/** The week `offset` weeks after the current one. */
export function weekAt(nowMs: number, offset: number, timeZone: string): { key: string; startMs: number; endMs: number } {
  const current = localWeek(nowMs, timeZone);
  return weekStartingOn(addLocalDays(current.key, offset * 7), timeZone);
}

/**
 * Copies week `fromMonday`'s plot into the following week: each Waited or Confirmed slot's local
 * weekday and time becomes Waited in the next week, where that cell may change and is not plotted.
 */
export function copyWeekForward(
  events: readonly ScheduleEvent[],
  fromMonday: string,
  nowMs: number,
  timeZone: string,
  window: { startMs: number; endMs: number },
): ScheduleEvent[] {
  const from = weekStartingOn(fromMonday, timeZone);
  const targets = new Set<string>();
  for (const e of events) {
    const ms = Date.parse(e.StartTime);
    if (ms < from.startMs || ms >= from.endMs || !isAvailable(e.Status)) continue;
    const parts = localParts(ms, timeZone);
    targets.add(new Date(localTimeToInstant(addLocalDays(parts.date, 7), parts.minutesOfDay, timeZone)).toISOString());
  }
  return events.map((e) =>
    targets.has(e.StartTime) && e.Status === ScheduleStatus.canceled && lockedReason(e, nowMs, window) === null ? { ...e, Status: ScheduleStatus.waited } : e,
  );
}

/** A provider peak period: local minutes [from, to) on the given ISO weekdays (1 Monday ... 7 Sunday). */
export type PeakPeriod = Static<typeof PeakPeriodSchema>;

/** Parses peak hours written like "1-5 18:00-22:00; 6-7 09:00-12:00" (weekday range, local time range). */
export function parsePeakHours(text: string): PeakPeriod[] | null {
  const periods: PeakPeriod[] = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([1-7])-([1-7])\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(part);
    if (!match) return null;
    const [, d1, d2, h1, m1, h2, m2] = match.map(Number);
    const fromMinutes = h1! * 60 + m1!;
    const toMinutes = h2! * 60 + m2!;
    if (d1! > d2! || fromMinutes >= toMinutes || toMinutes > 24 * 60 || fromMinutes % SLOT_MINUTES || toMinutes % SLOT_MINUTES) return null;
    const weekdays: number[] = [];
    for (let d = d1!; d <= d2!; d++) weekdays.push(d);
    periods.push({ weekdays, fromMinutes, toMinutes });
  }
  return periods;
}

function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function isPeakSlot(startMs: number, peaks: readonly PeakPeriod[], timeZone: string): boolean {
  const parts = localParts(startMs, timeZone);
  const weekday = isoWeekdayOf(parts.date);
  return peaks.some((p) => p.weekdays.includes(weekday) && parts.minutesOfDay >= p.fromMinutes && parts.minutesOfDay < p.toMinutes);
}

/** How many of the shown future peak slots the plot covers (Waited or Confirmed). */
export function peakCoverage(
  events: readonly ScheduleEvent[],
  peaks: readonly PeakPeriod[],
  nowMs: number,
  timeZone: string,
): { covered: number; total: number } {
  let covered = 0;
  let total = 0;
  for (const e of events) {
    const ms = Date.parse(e.StartTime);
    if (ms <= nowMs || !isPeakSlot(ms, peaks, timeZone)) continue;
    total += 1;
    if (isAvailable(e.Status)) covered += 1;
  }
  return { covered, total };
}

// ---------------------------------------------------------------- release time

/**
 * A release-time cell: Status 1 the time is held (plotted), 0 released; Booked: a booked class holds
 * it (it cannot be released here); IsMarker: the day's 05:30 busy-day marker, which only follows the
 * day's busy slots.
 */
export type ReleaseSlot = Static<typeof ReleaseSlotSchema>;

/** The 05:30 marker follows its day's busy slots: 1 while any busy slot of the day is held. */
export function busyDayMarker(daySlots: readonly ReleaseSlot[]): 0 | 1 {
  return daySlots.some((s) => !s.IsMarker && s.BusyTimeCheck && s.Status === 1) ? 1 : 0;
}

/**
 * Toggles a release-time slot 0/1. A booked slot is never released silently: it is refused with
 * the reason. The day's marker is recomputed; clicking the marker itself does nothing.
 */
export function toggleRelease(
  slots: readonly ReleaseSlot[],
  startTime: string,
  timeZone: string,
): { ok: true; slots: ReleaseSlot[] } | { ok: false; reason: string } {
  const target = slots.find((s) => s.StartTime === startTime);
  if (!target || target.IsMarker) return { ok: true, slots: [...slots] };
  if (target.Booked) return { ok: false, reason: ScheduleMessages.releaseBookedSlot };
  const flip = (status: 0 | 1): 0 | 1 => (status === 1 ? 0 : 1);
  const toggled = slots.map((s) => (s.StartTime === startTime ? { ...s, Status: flip(s.Status) } : s));
  return { ok: true, slots: withMarkers(toggled, timeZone) };
}

/** Sets every day's marker from its day's busy slots. */
export function withMarkers(slots: readonly ReleaseSlot[], timeZone: string): ReleaseSlot[] {
  const byDay = new Map<string, ReleaseSlot[]>();
  for (const s of slots) {
    const day = localDate(Date.parse(s.StartTime), timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  return slots.map((s) => (s.IsMarker ? { ...s, Status: busyDayMarker(byDay.get(localDate(Date.parse(s.StartTime), timeZone)) ?? []) } : s));
}

/** Releases every unbooked held slot of a day (the "release the day" action); booked ones stay. */
export function releaseDay(slots: readonly ReleaseSlot[], date: string, timeZone: string): ReleaseSlot[] {
  const released = slots.map((s) =>
    !s.IsMarker && !s.Booked && s.Status === 1 && localDate(Date.parse(s.StartTime), timeZone) === date ? { ...s, Status: 0 as const } : s,
  );
  return withMarkers(released, timeZone);
}

// ---------------------------------------------------------------- reschedule

/** Reschedule: one Waited slot may be selected; selecting another replaces it. */
export function selectForReschedule(selected: string | null, event: Pick<ScheduleEvent, 'StartTime' | 'Status'>): string | null {
  if (event.Status !== ScheduleStatus.waited) return selected;
  return event.StartTime;
}

/** Moves the selected Waited slot to `toStart` (a free cell that may change): the one Canceled, the other Waited. */
export function moveSlot(
  events: readonly ScheduleEvent[],
  fromStart: string,
  toStart: string,
  nowMs: number,
  window: { startMs: number; endMs: number },
): SlotChangeResult {
  const from = events.find((e) => e.StartTime === fromStart);
  const to = events.find((e) => e.StartTime === toStart);
  if (!from || !to || from.Status !== ScheduleStatus.waited) return { ok: false, reason: ScheduleMessages.outsideWindow };
  const locked = lockedReason(from, nowMs, window) ?? lockedReason(to, nowMs, window);
  if (locked) return { ok: false, reason: locked };
  if (to.Status !== ScheduleStatus.canceled) return { ok: false, reason: 'Choose a free slot to move it to.' };
  const cancelled = toggleSlot(events, fromStart, nowMs, window);
  if (!cancelled.ok) return cancelled;
  return { ok: true, events: cancelled.events.map((e) => (e.StartTime === toStart ? { ...e, Status: ScheduleStatus.waited } : e)) };
}

// ---------------------------------------------------------------- the reminder card

/** GetTutorSelfScheduleRemind: whether the card shows, and its text. */
export type LessonReminder = Static<typeof ReminderSchema>;

/**
 * The lesson reminder card: from `fromWeekday` (ISO, 1 Monday ... 7 Sunday) of the current week on,
 * a tutor who has plotted fewer than `minSlots` slots of next week is reminded to plot it.
 */
export function shouldRemindToPlot(nowMs: number, timeZone: string, nextWeekPlotted: number, fromWeekday: number, minSlots: number): boolean {
  return isoWeekdayOf(localDate(nowMs, timeZone)) >= fromWeekday && nextWeekPlotted < minSlots;
}

export function remindTips(plotted: number, minSlots: number): string {
  return plotted === 0
    ? "You haven't plotted next week's schedule yet. Plot it now so students can book you."
    : `You have plotted ${plotted} slot${plotted === 1 ? '' : 's'} for next week; plot at least ${minSlots} so students can book you.`;
}

/** Whether the reminder card is hidden on a path (the releaseTime routes). */
export function hidesReminderCard(path: string): boolean {
  return path.toLowerCase().startsWith('/releasetime');
}

/** A week's modify count as GetSelfScheduleLimitCheck answers it (Plotted: submitted once, so changes use the count). */
export type WeekModifyCount = Static<typeof WeekLimitSchema>;

/** GetSelfScheduleLimitCheck: the gates (Reason empty when the tutor may self-schedule) and each week's modify count. */
export type SelfScheduleLimit = Static<typeof LimitCheckSchema>;

/**
 * The page's modify-count check on a click: the changes against what was loaded, per plotted
 * week, may not exceed that week's remaining count (a week's first plot is free).
 */
export function overModifyCount(
  original: readonly ScheduleEvent[],
  next: readonly ScheduleEvent[],
  weeks: readonly WeekModifyCount[],
  timeZone: string,
): string | null {
  for (const [week, count] of changesPerWeek(changedSlots(original, next), timeZone)) {
    const limit = weeks.find((w) => w.WeekStart === week);
    if (limit?.Plotted && checkModifyCount(count, limit.Remaining)) return ScheduleMessages.overModifyCount;
  }
  return null;
}

/** The provider days [startDate, endDate) a grid loads for week `offset`: that week and the one before (or after, for the current week). */
export function loadRangeFor(nowMs: number, offset: number, timeZone: string): { startDate: string; endDate: string } {
  const first = weekAt(nowMs, offset === 0 ? 0 : offset - 1, timeZone).key;
  return { startDate: first, endDate: addLocalDays(first, 14) };
}
