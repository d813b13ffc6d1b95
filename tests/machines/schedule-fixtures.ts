import type { ScheduleEvent, ReleaseSlot } from '../../src/domain/schedule';
import type { ScheduleGridData, ReleaseTimeData, SelfCancelData } from '../../src/machines/schedule.types';

/** Monday 2026-11-23 10:00 in Manila. */
export const NOW = Date.parse('2026-11-23T02:00:00Z');
export const TZ = 'Asia/Manila';
export const at = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+08:00`)).toISOString();
const WINDOW = { startMs: Date.parse('2026-11-22T16:00:00Z'), endMs: Date.parse('2026-12-06T16:00:00Z') };

export function cell(startTime: string, status: ScheduleEvent['Status'] = 'Canceled', extra: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return {
    StartTime: startTime,
    EndTime: new Date(Date.parse(startTime) + 1_800_000).toISOString(),
    Status: status,
    Type: 0,
    Disabled: false,
    BusyTimeCheck: false,
    BusyTimeCheckFlag: false,
    Links: [],
    ...extra,
  };
}

/** Next week's Tuesday 18:00-19:30 (in the busy-time window) plus a booked cell. */
export const A = at('2026-12-01', '18:00');
export const B = at('2026-12-01', '18:30');
export const C = at('2026-12-01', '19:00');
export const BOOKED = at('2026-12-01', '20:00');
export const THIS_WEEK = at('2026-11-24', '18:00');
export const THIS_WEEK_NEXT = at('2026-12-01', '18:00');

export function gridData(overrides: Partial<ScheduleGridData> = {}): ScheduleGridData {
  return {
    limits: {
      OpenSelfSchedule: true,
      SelfSchedulesEnable: true,
      Reason: '',
      ModifyLimit: 1,
      Weeks: [
        { WeekStart: '2026-11-23', Plotted: true, Used: 0, Remaining: 1 },
        { WeekStart: '2026-11-30', Plotted: true, Used: 0, Remaining: 2 },
        { WeekStart: '2026-12-07', Plotted: false, Used: 0, Remaining: 1 },
      ],
    },
    events: [cell(THIS_WEEK, 'Waited'), cell(A, 'Waited'), cell(B), cell(C), cell(BOOKED, 'Confirmed', { Disabled: true })],
    timeZone: TZ,
    peakHours: [{ weekdays: [1, 2, 3, 4, 5], fromMinutes: 18 * 60, toMinutes: 22 * 60 }],
    window: WINDOW,
    nowMs: NOW,
    ...overrides,
  };
}

export const DAY = '2026-12-01';
export function releaseData(): ReleaseTimeData {
  const slots: ReleaseSlot[] = [
    { StartTime: at(DAY, '05:30'), Status: 1, Booked: false, BusyTimeCheck: false, IsMarker: true },
    { StartTime: A, Status: 1, Booked: false, BusyTimeCheck: true, IsMarker: false },
    { StartTime: B, Status: 1, Booked: false, BusyTimeCheck: false, IsMarker: false },
    { StartTime: BOOKED, Status: 1, Booked: true, BusyTimeCheck: false, IsMarker: false },
  ];
  return { slots, timeZone: TZ, nowMs: NOW };
}

export function cancelData(overrides: Partial<SelfCancelData> = {}): SelfCancelData {
  const lesson = (ClassId: number, StartTime: string, IsNextWeek: boolean) => ({
    ClassId,
    StartTime,
    EndTime: StartTime,
    StudentName: `Student ${ClassId}`,
    CourseName: 'Course',
    ClassType: 'regular',
    Cancellable: true,
    IsNextWeek,
    Status: 'booked',
  });
  return {
    open: true,
    reason: '',
    remaining: { WeekStart: '2026-11-23', TimeZone: 'Asia/Manila', Tier: 'C', Allowance: 1, Used: 0, Remaining: 1 },
    classes: [lesson(1, THIS_WEEK, false), lesson(2, at('2026-11-25', '18:00'), false), lesson(3, THIS_WEEK_NEXT, true)],
    ...overrides,
  };
}
