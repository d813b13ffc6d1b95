import type { RetryEvent } from './retry.types';

// ---- Tags -----------------------------------------------------------------------------------

export const ClockInTag = {
  /** Loading the status or clocking in: the button waits. */
  busy: 'status:busy',
} as const;
export type ClockInTag = (typeof ClockInTag)[keyof typeof ClockInTag];

// ---- Context --------------------------------------------------------------------------------

/** Today's clock-in as the server decided it. */
export interface ClockInDay {
  /** The status table's value (shell.md §4); a value this client does not know is never clickable. */
  status: number;
  /** The provider's day, YYYY-MM-DD. */
  workDate: string;
  clockedInAt: string | null;
  firstClassAt: string | null;
}

export interface ClockInContext {
  /** null until the first load answers. */
  day: ClockInDay | null;
  /** Why the status could not be loaded; '' otherwise. */
  loadError: string;
}

// ---- Events ---------------------------------------------------------------------------------

export type ClockInEvent =
  /** The Clock In button; taken only when the status is 0. */
  | { type: 'clockIn.submit' }
  /** Load the status again (a new day, a retry after a failed load). */
  | RetryEvent;

/** The alert to show, in the session's `notify` shape (shell.md §8 "Clock-in"). */
export type ClockInEmitted = {
  type: 'notify';
  severity: 'success' | 'error';
  message: string;
  presentation: 'alert';
};

// ---- Actors ---------------------------------------------------------------------------------

/** What a clock-in answered: Body and the message that goes with it. */
export interface RegistrationResult {
  body: number;
  message: string;
}
