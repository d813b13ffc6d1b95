import type { CancelRemaining, CancelRights, CancellableClass } from '../domain/schedule-cancel';
import type { PeakPeriod, ReleaseSlot, ScheduleEvent, SelfScheduleLimit, SlotChange } from '../domain/schedule';

/** GetSelfScheduleLimitCheck's answer. */
export type { SelfScheduleLimit } from '../domain/schedule';

/** What the grid's loader answers: the limits, the cells of the range, and the moment it loaded. */
export interface ScheduleGridData {
  limits: SelfScheduleLimit;
  events: ScheduleEvent[];
  timeZone: string;
  peakHours: PeakPeriod[];
  window: { startMs: number; endMs: number };
  nowMs: number;
}

export type ScheduleGridMode = 'plot' | 'busy' | 'reschedule';

export interface ScheduleGridContext {
  weekOffset: number;
  data: ScheduleGridData | null;
  /** The cells as loaded; `events` are the cells with the tutor's unsaved clicks. */
  original: ScheduleEvent[];
  events: ScheduleEvent[];
  mode: ScheduleGridMode;
  /** Reschedule: the one Waited slot selected to move. */
  rescheduleFrom: string | null;
  error: string;
  notice: string;
}

export type ScheduleGridEvent =
  | { type: 'grid.click'; startTime: string }
  | { type: 'grid.mode'; mode: ScheduleGridMode }
  | { type: 'grid.week'; offset: number }
  | { type: 'grid.copyLastWeek' }
  | { type: 'grid.undo' }
  | { type: 'grid.submit' }
  | { type: 'grid.reload' };

export interface LoadGridInput {
  weekOffset: number;
}

export interface InsertScheduleInput {
  items: SlotChange[];
}

// ---------------------------------------------------------------- release time

export interface ReleaseTimeData {
  slots: ReleaseSlot[];
  timeZone: string;
  nowMs: number;
}

export interface ReleaseTimeContext {
  weekOffset: number;
  data: ReleaseTimeData | null;
  original: ReleaseSlot[];
  slots: ReleaseSlot[];
  error: string;
  notice: string;
}

export type ReleaseTimeEvent =
  | { type: 'release.toggle'; startTime: string }
  | { type: 'release.day'; date: string }
  | { type: 'release.week'; offset: number }
  | { type: 'release.submit' }
  | { type: 'release.reload' };

// ---------------------------------------------------------------- autonomous cancellation

export type { CancelRemaining } from '../domain/schedule-cancel';

export interface SelfCancelData {
  open: boolean;
  reason: string;
  remaining: CancelRemaining;
  classes: CancellableClass[];
  /** The penalties and tiers the view explains (GetCancelRightsInfo). */
  penalties?: CancelRights['Penalties'];
  tiers?: CancelRights['Tiers'];
}

export interface SelfCancelContext {
  weekOffset: number;
  data: SelfCancelData | null;
  selected: number[];
  reason: string;
  proof: File | Blob | null;
  error: string;
  notice: string;
}

export type SelfCancelEvent =
  | { type: 'cancel.toggle'; classId: number }
  | { type: 'cancel.week'; offset: number }
  | { type: 'cancel.reason'; reason: string }
  | { type: 'cancel.proof'; proof: File | Blob | null }
  | { type: 'cancel.submit' }
  | { type: 'cancel.reload' };

export interface CancelSubmitInput {
  classIds: number[];
  reason: string;
  proof: File | Blob;
}

// ---------------------------------------------------------------- the lesson reminder card

export interface LessonReminderContext {
  tips: string;
  path: string;
}

export type LessonReminderEvent = { type: 'reminder.route'; path: string } | { type: 'reminder.open' } | { type: 'reminder.refresh' };
