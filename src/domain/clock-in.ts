import { Messages } from './messages';

/**
 * Clock-in (shell.md §4). The spec fixes the status values and the button; what they mean is ours:
 * a tutor clocks in once per provider day, before the day's first class starts. Clocking in on a
 * day without classes is allowed (the tutor is on standby); cancelled classes do not count.
 */
export const ClockInStatus = {
  /** Clocked in on a day with no class. Shown as Clocked In. */
  clockedInNoClass: -1,
  /** Not clocked in yet, and the day's first class has not started. The only clickable status. */
  canClockIn: 0,
  /** Clocked in before the day's first class started. */
  clockedIn: 1,
  /** The day's first class has started and the tutor has not clocked in: the chance is gone. */
  late: 2,
  /** Clocked in after the day's first class had started (a call that raced the start). */
  clockedInLate: 3,
} as const;
export type ClockInStatus = (typeof ClockInStatus)[keyof typeof ClockInStatus];

export interface ClockInFacts {
  /** When the tutor clocked in on this day, or null. */
  clockedInAtMs: number | null;
  /** Start of the day's first class that is not cancelled, or null when there is none. */
  firstClassStartMs: number | null;
  nowMs: number;
}

/** The day's status from the clock-in record and the first class. */
export function clockInStatus({ clockedInAtMs, firstClassStartMs, nowMs }: ClockInFacts): ClockInStatus {
  if (clockedInAtMs !== null) {
    if (firstClassStartMs === null) return ClockInStatus.clockedInNoClass;
    return clockedInAtMs < firstClassStartMs ? ClockInStatus.clockedIn : ClockInStatus.clockedInLate;
  }
  if (firstClassStartMs !== null && nowMs >= firstClassStartMs) return ClockInStatus.late;
  return ClockInStatus.canClockIn;
}

/** Button texts of the status table. */
export const ClockInButtonText = {
  clockedIn: 'Clocked In',
  clockIn: 'Clock In',
  late: 'Late',
} as const;

export interface ClockInButton {
  text: (typeof ClockInButtonText)[keyof typeof ClockInButtonText];
  clickable: boolean;
}

/** The button for a status: -1 or 1 Clocked In, 0 Clock In (clickable), 2 or 3 Late. */
export function clockInButton(status: number): ClockInButton {
  switch (status) {
    case ClockInStatus.clockedInNoClass:
    case ClockInStatus.clockedIn:
      return { text: ClockInButtonText.clockedIn, clickable: false };
    case ClockInStatus.canClockIn:
      return { text: ClockInButtonText.clockIn, clickable: true };
    case ClockInStatus.late:
    case ClockInStatus.clockedInLate:
      return { text: ClockInButtonText.late, clickable: false };
    default:
      // A status this client does not know yet: never let it be clicked.
      return { text: ClockInButtonText.clockIn, clickable: false };
  }
}

export function canClockIn(status: number): boolean {
  return clockInButton(status).clickable;
}

/**
 * The Body of a clock-in (Registration): 1 when it succeeded in time; otherwise the status that
 * was recorded, with `registrationMessage` as Msg. Refusals (already clocked in) are ErrorCode 1.
 */
export const REGISTRATION_SUCCESS = 1;

/** The Msg that goes with a Registration Body (the client shows it in the error-style alert). */
export function registrationMessage(body: number): string {
  if (body === REGISTRATION_SUCCESS) return Messages.clockInSuccess;
  if (body === ClockInStatus.clockedInLate) return Messages.clockInRecordedLate;
  return Messages.clockInNotRecorded;
}

/** What a clock-in made now records: -1 without a class, 1 before the first class, 3 after it. */
export function statusRecordedAt(nowMs: number, firstClassStartMs: number | null): ClockInStatus {
  return clockInStatus({ clockedInAtMs: nowMs, firstClassStartMs, nowMs });
}

/** The Registration Body for a recorded status: 1 for any clock-in in time. */
export function registrationBody(recorded: ClockInStatus): number {
  return recorded === ClockInStatus.clockedInLate ? ClockInStatus.clockedInLate : REGISTRATION_SUCCESS;
}
