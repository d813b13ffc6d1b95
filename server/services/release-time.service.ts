import type { Static } from '@sinclair/typebox';
import type { ReleaseSubmitBody } from '../../src/domain/api/schedule.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { addLocalDays, localDate, localTimeToInstant } from '../../src/domain/provider-time';
import {
  BUSY_DAY_MARKER_MINUTES,
  ScheduleMessages,
  ScheduleStatus,
  shouldRemindToPlot,
  remindTips,
  withMarkers,
  type LessonReminder,
  type ReleaseSlot,
  type ScheduleInsertResult,
} from '../../src/domain/schedule';
import { ApiFailure } from '../http/envelope';
import { slotsBetween } from '../repositories/schedule-slots.repository';
import { countAvailableSlots } from '../repositories/schedule.repository';
import { eventsBetween, insertSchedule, nextWeekOf, periodOf, type ScheduleDeps } from './schedule.service';

/**
 * Release time (teaching.md §4 "Release-time slot"): the plotted slots of a period as 1 (held) or
 * 0 (released), each day with its 05:30 busy-day marker; releasing goes through the self-schedule's
 * rules and modify count, and never touches a booked slot.
 */

/** GetTutorLessonDurationTest {startTime, endTime}: the period's plotted cells and each day's marker. */
export async function releaseSlots(deps: ScheduleDeps, tutorId: number, startDate: string, endDate: string): Promise<ReleaseSlot[]> {
  const { startMs, endMs } = periodOf(deps, startDate, endDate);
  const tz = deps.config.shell.providerTimeZone;
  const nowMs = deps.clock.now().getTime();
  const events = await eventsBetween(deps, tutorId, startMs, endMs);
  const stored = new Set((await slotsBetween(deps.db, tutorId, new Date(startMs).toISOString(), new Date(endMs).toISOString())).map((r) => r.start_at));
  const slots: ReleaseSlot[] = [];
  for (let day = localDate(startMs, tz); ; day = addLocalDays(day, 1)) {
    const dayStart = localTimeToInstant(day, 0, tz);
    if (dayStart >= endMs) break;
    const dayEnd = localTimeToInstant(addLocalDays(day, 1), 0, tz);
    const markerIso = new Date(localTimeToInstant(day, BUSY_DAY_MARKER_MINUTES, tz)).toISOString();
    slots.push({ StartTime: markerIso, Status: 0, Booked: false, BusyTimeCheck: false, IsMarker: true });
    for (const e of events) {
      const ms = Date.parse(e.StartTime);
      // Time that has started is no longer anyone's to release.
      if (ms < dayStart || ms >= dayEnd || ms <= nowMs || e.StartTime === markerIso) continue;
      // A cell the tutor has never plotted is not release time; one plotted and released shows as 0.
      if (e.Status === ScheduleStatus.canceled && !e.BusyTimeCheck && !stored.has(e.StartTime)) continue;
      slots.push({
        StartTime: e.StartTime,
        Status: e.Status === ScheduleStatus.canceled ? 0 : 1,
        Booked: e.Status === ScheduleStatus.confirmed,
        BusyTimeCheck: e.BusyTimeCheck,
        IsMarker: false,
      });
    }
  }
  return withMarkers(slots, tz);
}

/**
 * Submits release time: 0 releases a held slot (it becomes Canceled), 1 holds it again. A booked
 * slot is refused with the reason (a class is never cancelled here); markers cannot be submitted.
 */
export async function submitReleaseTime(deps: ScheduleDeps, tutorId: number, items: Static<typeof ReleaseSubmitBody>['Items']): Promise<ScheduleInsertResult> {
  const starts = items.map((i) => Date.parse(i.StartTime));
  if (items.length === 0 || starts.some((ms) => !Number.isFinite(ms))) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.nothingToSave);
  const from = Math.min(...starts);
  const to = Math.max(...starts) + 1;
  const current = new Map((await eventsBetween(deps, tutorId, from, to)).map((e) => [e.StartTime, e]));
  const changes = items.map((item) => {
    const iso = new Date(Date.parse(item.StartTime)).toISOString();
    const cell = current.get(iso);
    if (cell?.Status === ScheduleStatus.confirmed) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.releaseBookedSlot);
    return {
      StartTime: iso,
      Status: item.Status === 1 ? ScheduleStatus.waited : ScheduleStatus.canceled,
      BusyTimeCheck: cell?.BusyTimeCheck ?? false,
      Links: cell?.Links ?? [],
    };
  });
  return insertSchedule(deps, tutorId, changes);
}

/** The lesson reminder card: shown from the configured weekday while next week is not plotted. */
export async function lessonReminder(deps: ScheduleDeps, tutorId: number): Promise<LessonReminder> {
  const tz = deps.config.shell.providerTimeZone;
  const now = deps.clock.now().getTime();
  const next = nextWeekOf(now, tz);
  const plotted = await countAvailableSlots(deps.db, tutorId, new Date(next.startMs).toISOString(), new Date(next.endMs).toISOString());
  const { reminderWeekday, reminderMinSlots } = deps.config.schedule;
  const isShow = shouldRemindToPlot(now, tz, plotted, reminderWeekday, reminderMinSlots);
  return { IsShow: isShow, Tips: isShow ? remindTips(plotted, reminderMinSlots) : '' };
}
