import { describe, expect, it } from 'vitest';
import {
  ScheduleMessages,
  ScheduleStatus,
  busyDayMarker,
  changedSlots,
  changesPerWeek,
  checkModifyCount,
  canGoToWeek,
  copyWeekForward,
  daysAhead,
  hidesReminderCard,
  inBusyWindow,
  moveSlot,
  parsePeakHours,
  peakCoverage,
  releaseDay,
  scheduleWindow,
  selectForReschedule,
  shouldRemindToPlot,
  toggleBusy,
  toggleRelease,
  toggleSlot,
  withMarkers,
  type ReleaseSlot,
  type ScheduleEvent,
} from '../../src/domain/schedule';
import {
  canSelectForCancel,
  canSubmitCancel,
  cancelTierOf,
  cancellationPenalty,
  isCancellableAt,
  parseCancelTiers,
  remainingAfterSelection,
  weeklyAllowance,
} from '../../src/domain/schedule-cancel';

const TZ = 'Asia/Manila';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Monday 2026-11-23 10:00 in Manila.
const NOW = Date.parse('2026-11-23T02:00:00Z');
const WINDOW = scheduleWindow(NOW, TZ);

/** A cell at local `date` `hh:mm` in Manila (UTC+8). */
function at(date: string, time: string): string {
  return new Date(Date.parse(`${date}T${time}:00+08:00`)).toISOString();
}
function cell(startTime: string, status: ScheduleEvent['Status'] = ScheduleStatus.canceled, extra: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return {
    StartTime: startTime,
    EndTime: new Date(Date.parse(startTime) + 30 * 60_000).toISOString(),
    Status: status,
    Type: 0,
    Disabled: false,
    BusyTimeCheck: false,
    BusyTimeCheckFlag: false,
    Links: [],
    ...extra,
  };
}
const statusOf = (events: ScheduleEvent[], start: string) => events.find((e) => e.StartTime === start)?.Status;

describe('self-schedule slot (teaching.md §4)', () => {
  const a = at('2026-11-25', '18:00');
  const b = at('2026-11-25', '18:30');

  it('a click toggles between Waited and Canceled', () => {
    const one = toggleSlot([cell(a)], a, NOW, WINDOW);
    expect(one.ok && statusOf(one.events, a)).toBe(ScheduleStatus.waited);
    const two = one.ok ? toggleSlot(one.events, a, NOW, WINDOW) : one;
    expect(two.ok && statusOf(two.events, a)).toBe(ScheduleStatus.canceled);
  });

  it('Confirmed and disabled slots cannot change', () => {
    expect(toggleSlot([cell(a, ScheduleStatus.confirmed)], a, NOW, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.confirmedSlot });
    expect(toggleSlot([cell(a, ScheduleStatus.waited, { Disabled: true })], a, NOW, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.disabledSlot });
  });

  it('a started slot and one outside the two-week window cannot change', () => {
    const past = at('2026-11-23', '09:00');
    expect(toggleSlot([cell(past)], past, NOW, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.pastSlot });
    const far = at('2026-12-07', '10:00');
    expect(toggleSlot([cell(far)], far, NOW, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.outsideWindow });
    const last = at('2026-12-06', '23:30');
    expect(toggleSlot([cell(last)], last, NOW, WINDOW).ok).toBe(true);
  });

  it('the window is today and the 13 days after it, in the zone', () => {
    expect(new Date(WINDOW.startMs).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(WINDOW.endMs - WINDOW.startMs).toBe(14 * DAY);
  });

  it('busy-time flagging only 7 to 13 days ahead (days -7 to -13 relative to now)', () => {
    expect(daysAhead(Date.parse(at('2026-11-30', '00:00')), NOW, TZ)).toBe(7);
    expect(inBusyWindow(Date.parse(at('2026-11-29', '23:30')), NOW, TZ)).toBe(false);
    expect(inBusyWindow(Date.parse(at('2026-11-30', '00:00')), NOW, TZ)).toBe(true);
    expect(inBusyWindow(Date.parse(at('2026-12-06', '23:30')), NOW, TZ)).toBe(true);
    const near = [cell(a, ScheduleStatus.waited), cell(b, ScheduleStatus.waited)];
    expect(toggleBusy(near, b, NOW, TZ, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.busyOutsideWindow });
  });

  const x = at('2026-12-01', '19:00');
  const y = at('2026-12-01', '19:30');
  const z = at('2026-12-01', '20:00');

  it('a busy-time slot is linked to its plotted neighbours, and needs one', () => {
    expect(toggleBusy([cell(x), cell(y, ScheduleStatus.waited)], y, NOW, TZ, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.busyNeedsLink });
    const flagged = toggleBusy([cell(x, ScheduleStatus.waited), cell(y, ScheduleStatus.waited), cell(z, ScheduleStatus.confirmed)], y, NOW, TZ, WINDOW);
    expect(flagged.ok && flagged.events.find((e) => e.StartTime === y)).toMatchObject({ BusyTimeCheck: true, Type: 1, Links: [x, z] });
    const unflagged = flagged.ok ? toggleBusy(flagged.events, y, NOW, TZ, WINDOW) : flagged;
    expect(unflagged.ok && unflagged.events.find((e) => e.StartTime === y)).toMatchObject({ BusyTimeCheck: false, Links: [] });
  });

  it('a busy-time slot is cancelled together when its linked slot is cancelled', () => {
    const events = [
      cell(x, ScheduleStatus.waited),
      cell(y, ScheduleStatus.waited, { BusyTimeCheck: true, Type: 1, Links: [x, z] }),
      cell(z, ScheduleStatus.confirmed),
    ];
    const result = toggleSlot(events, x, NOW, WINDOW);
    expect(result.ok && statusOf(result.events, y)).toBe(ScheduleStatus.canceled);
  });

  it('it returns to Waited only when all its linked non-busy slots are Waited or Confirmed', () => {
    const events = [cell(x), cell(y, ScheduleStatus.canceled, { BusyTimeCheck: true, Type: 1, Links: [x, z] }), cell(z, ScheduleStatus.confirmed)];
    expect(toggleSlot(events, y, NOW, WINDOW)).toEqual({ ok: false, reason: ScheduleMessages.busyLinksNotAvailable });
    const xBack = toggleSlot(events, x, NOW, WINDOW);
    expect(xBack.ok && statusOf(xBack.events, y)).toBe(ScheduleStatus.canceled);
    const yBack = xBack.ok ? toggleSlot(xBack.events, y, NOW, WINDOW) : xBack;
    expect(yBack.ok && statusOf(yBack.events, y)).toBe(ScheduleStatus.waited);
  });

  it('over the modify count answers the spec text', () => {
    expect(checkModifyCount(3, 3)).toBeNull();
    expect(checkModifyCount(4, 3)).toBe('No modification for plotted schedule');
    expect(checkModifyCount(1, 0)).toBe(ScheduleMessages.overModifyCount);
  });

  it('submits only the slots that changed, never a Confirmed one, counted per week', () => {
    const original = [cell(a), cell(b, ScheduleStatus.waited), cell(x, ScheduleStatus.confirmed)];
    const current = [cell(a, ScheduleStatus.waited), cell(b, ScheduleStatus.waited), cell(x, ScheduleStatus.confirmed)];
    const changes = changedSlots(original, current);
    expect(changes).toEqual([{ StartTime: a, Status: ScheduleStatus.waited, BusyTimeCheck: false, Links: [] }]);
    expect([...changesPerWeek([...changes, { StartTime: y }], TZ)]).toEqual([
      ['2026-11-23', 1],
      ['2026-11-30', 1],
    ]);
  });

  it('weeks: forward up to two weeks ahead, backward no further than the current week', () => {
    expect([-1, 0, 1, 2, 3].map(canGoToWeek)).toEqual([false, true, true, true, false]);
  });

  it("copies last week's plot forward onto free cells that may change", () => {
    const from = [at('2026-11-24', '18:00'), at('2026-11-24', '18:30')];
    const to = [at('2026-12-01', '18:00'), at('2026-12-01', '18:30')];
    const events = [
      cell(from[0]!, ScheduleStatus.waited),
      cell(from[1]!, ScheduleStatus.confirmed),
      cell(to[0]!),
      cell(to[1]!, ScheduleStatus.canceled, { Disabled: true }),
    ];
    const copied = copyWeekForward(events, '2026-11-23', NOW, TZ, WINDOW);
    expect(statusOf(copied, to[0]!)).toBe(ScheduleStatus.waited);
    expect(statusOf(copied, to[1]!)).toBe(ScheduleStatus.canceled);
  });

  it('counts the peak hours the plot covers', () => {
    const peaks = parsePeakHours('1-5 18:00-22:00; 6-7 09:00-12:00')!;
    expect(parsePeakHours('8-9 18:00-22:00')).toBeNull();
    expect(parsePeakHours('1-5 18:15-22:00')).toBeNull();
    const events = [
      cell(a, ScheduleStatus.waited),
      cell(b),
      cell(at('2026-11-25', '10:00'), ScheduleStatus.waited),
      cell(at('2026-11-28', '09:00'), ScheduleStatus.confirmed),
    ];
    expect(peakCoverage(events, peaks, NOW, TZ)).toEqual({ covered: 2, total: 3 });
  });
});

describe('release-time slot (teaching.md §4)', () => {
  const day = '2026-11-26';
  const marker: ReleaseSlot = { StartTime: at(day, '05:30'), Status: 0, Booked: false, BusyTimeCheck: false, IsMarker: true };
  const busy: ReleaseSlot = { StartTime: at(day, '19:00'), Status: 1, Booked: false, BusyTimeCheck: true, IsMarker: false };
  const plain: ReleaseSlot = { StartTime: at(day, '18:00'), Status: 1, Booked: false, BusyTimeCheck: false, IsMarker: false };
  const booked: ReleaseSlot = { StartTime: at(day, '20:00'), Status: 1, Booked: true, BusyTimeCheck: false, IsMarker: false };

  it('status toggles 0 and 1', () => {
    const once = toggleRelease([plain], plain.StartTime, TZ);
    expect(once.ok && once.slots[0]!.Status).toBe(0);
    const twice = once.ok ? toggleRelease(once.slots, plain.StartTime, TZ) : once;
    expect(twice.ok && twice.slots[0]!.Status).toBe(1);
  });

  it("the 05:30 marker follows its day's busy slots", () => {
    const slots = withMarkers([marker, busy, plain], TZ);
    expect(slots[0]!.Status).toBe(1);
    expect(busyDayMarker([busy, plain])).toBe(1);
    const released = toggleRelease(slots, busy.StartTime, TZ);
    expect(released.ok && released.slots[0]!.Status).toBe(0);
    const clickedMarker = toggleRelease(slots, marker.StartTime, TZ);
    expect(clickedMarker.ok && clickedMarker.slots).toEqual(slots);
  });

  it('a booked slot is never released silently', () => {
    expect(toggleRelease([booked], booked.StartTime, TZ)).toEqual({ ok: false, reason: ScheduleMessages.releaseBookedSlot });
    const day2 = releaseDay([marker, busy, plain, booked], day, TZ);
    expect(day2.map((s) => s.Status)).toEqual([0, 0, 0, 1]);
  });
});

describe('reschedule (teaching.md §4)', () => {
  const a = at('2026-11-25', '18:00');
  const b = at('2026-11-25', '19:00');
  const c = at('2026-11-25', '20:00');
  it('one Waited slot may be selected; selecting another replaces it', () => {
    expect(selectForReschedule(null, { StartTime: a, Status: ScheduleStatus.waited })).toBe(a);
    expect(selectForReschedule(a, { StartTime: b, Status: ScheduleStatus.waited })).toBe(b);
    expect(selectForReschedule(a, { StartTime: b, Status: ScheduleStatus.confirmed })).toBe(a);
    expect(selectForReschedule(a, { StartTime: b, Status: ScheduleStatus.canceled })).toBe(a);
  });
  it('moves the selected slot to a free cell', () => {
    const moved = moveSlot([cell(a, ScheduleStatus.waited), cell(c)], a, c, NOW, WINDOW);
    expect(moved.ok && moved.events.map((e) => e.Status)).toEqual([ScheduleStatus.canceled, ScheduleStatus.waited]);
    expect(moveSlot([cell(a, ScheduleStatus.waited), cell(c, ScheduleStatus.confirmed)], a, c, NOW, WINDOW)).toEqual({
      ok: false,
      reason: ScheduleMessages.confirmedSlot,
    });
  });
});

describe('lesson reminder card', () => {
  it('reminds from the configured weekday when next week is not plotted', () => {
    const thursday = Date.parse('2026-11-26T02:00:00Z');
    expect(shouldRemindToPlot(NOW, TZ, 0, 4, 10)).toBe(false);
    expect(shouldRemindToPlot(thursday, TZ, 0, 4, 10)).toBe(true);
    expect(shouldRemindToPlot(thursday, TZ, 10, 4, 10)).toBe(false);
  });
  it('is hidden on the releaseTime routes', () => {
    expect(hidesReminderCard('/releaseTime/submit')).toBe(true);
    expect(hidesReminderCard('/releasetime/cancle')).toBe(true);
    expect(hidesReminderCard('/home')).toBe(false);
  });
});

describe('autonomous cancellation (teaching.md §4, §5)', () => {
  const thisWeek = { IsNextWeek: false, Cancellable: true };
  const nextWeek = { IsNextWeek: true, Cancellable: true };
  it('selecting decrements the remaining count unless it is a next-week class; deselecting restores it', () => {
    expect(remainingAfterSelection(2, [thisWeek])).toBe(1);
    expect(remainingAfterSelection(2, [thisWeek, nextWeek])).toBe(1);
    expect(remainingAfterSelection(2, [])).toBe(2);
  });
  it("this week's classes only while some remain; next week's always", () => {
    expect(canSelectForCancel(1, [thisWeek], thisWeek)).toBe(false);
    expect(canSelectForCancel(1, [thisWeek], nextWeek)).toBe(true);
    expect(canSelectForCancel(1, [], { IsNextWeek: false, Cancellable: false })).toBe(false);
  });
  it('submit only with something selected', () => {
    expect(canSubmitCancel(0)).toBe(false);
    expect(canSubmitCancel(1)).toBe(true);
  });
  it('the weekly allowance by tier of the integral level', () => {
    const tiers = parseCancelTiers('A:4,B:3,C:2,D:1')!;
    expect(parseCancelTiers('A4')).toBeNull();
    expect(weeklyAllowance('B2', tiers)).toBe(3);
    expect(cancelTierOf('x', tiers)).toBe('D');
  });
  it('penalties: teaching points -2; growth -3 within 3 h, -4 within 24 h', () => {
    const start = NOW + 10 * DAY;
    expect(cancellationPenalty(start, start - 2 * HOUR)).toMatchObject({ teachingPoints: -2, growth: -3 });
    expect(cancellationPenalty(start, start - 3 * HOUR)).toMatchObject({ teachingPoints: -2, growth: -4 });
    expect(cancellationPenalty(start, start - 23 * HOUR)).toMatchObject({ growth: -4 });
    expect(cancellationPenalty(start, start - 24 * HOUR)).toMatchObject({ teachingPoints: -2, growth: 0 });
    expect(isCancellableAt(start, start - 31 * 60_000, 30)).toBe(true);
    expect(isCancellableAt(start, start - 30 * 60_000, 30)).toBe(false);
  });
});
