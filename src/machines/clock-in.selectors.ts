import type { SnapshotFrom } from 'xstate';
import { clockInButton, type ClockInButton } from '../domain/clock-in';
import type { ClockInMachine } from './clock-in.machine';
import { ClockInTag } from './clock-in.types';

export type ClockInSnapshot = SnapshotFrom<ClockInMachine>;

/** The button: its text from the status table; clickable at status 0 and when nothing is under way. */
export function selectClockInButton(snapshot: ClockInSnapshot): ClockInButton & { busy: boolean } {
  const busy = snapshot.hasTag(ClockInTag.busy);
  const day = snapshot.context.day;
  const button = clockInButton(day?.status ?? Number.NaN);
  return { text: button.text, clickable: button.clickable && snapshot.matches('ready'), busy };
}

export const selectClockInStatus = (snapshot: ClockInSnapshot) => snapshot.context.day?.status ?? null;
export const selectClockInLoadError = (snapshot: ClockInSnapshot) => snapshot.context.loadError;
