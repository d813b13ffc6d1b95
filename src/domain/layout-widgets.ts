/** The layout's reminders (growth-account.md §4, §9): limits and texts, shared by machines and views. */
import type { Static } from '@sinclair/typebox';
import type { MonitoringWarningSchema, OpenMonitoringWarningSchema, ProtocolAgreementSchema } from './api/widgets.schemas';

/** Idle reminder: the dialog opens after this long without activity. */
export const IDLE_TIMEOUT_MS = 600_000;
/** Activity checks are throttled to one a second. */
export const IDLE_CHECK_THROTTLE_MS = 1_000;
/** The DOM events that count as activity: mouse, key, scroll and resize. */
export const IDLE_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'resize'] as const;
/**
 * A configuration knob (local storage) that shortens the idle time, for browser tests and for
 * staff checking the dialog; ignored unless a positive whole number.
 */
export const IDLE_TIMEOUT_OVERRIDE_KEY = 'tutor-portal.idleTimeoutMs';

export const IdleTexts = {
  title: 'Are you still there?',
  message: 'You have been away for a while. Refresh the page to see the latest classes and messages.',
  refresh: 'Refresh',
  stay: 'Stay on this page',
} as const;

/** The idle time from the override knob's value, else the spec's 600000 ms. */
export function idleTimeoutFrom(override: string | null): number {
  const value = Number(override);
  return override !== null && Number.isInteger(value) && value > 0 ? value : IDLE_TIMEOUT_MS;
}

/** GetIsAgreeProtocol's and AgreeProtocolByTuid's answer: has the tutor agreed, and when. */
export type ProtocolAgreement = Static<typeof ProtocolAgreementSchema>;

/** Protocol reminder: the countdown before I Agree is enabled, in seconds (growth-account.md §9). */
export const PROTOCOL_COUNTDOWN_SECONDS = 30;

export const ProtocolTexts = {
  title: 'Tutor Protocol',
  message:
    'Please read the tutor protocol: be on time and prepared for every class, keep your camera on, stay in a quiet and tidy place, and treat students and their families with respect. Classes may be monitored for quality.',
  agree: 'I Agree',
  countdown: (seconds: number) => `Please read for ${seconds} s`,
} as const;

/**
 * Monitoring warning: the countdown before I Agree is enabled. The spec does not give its length
 * (growth-account.md §9); half the protocol's reading time, as the tutor has read the protocol before.
 */
export const MONITORING_COUNTDOWN_SECONDS = 15;

/** GetMonitoringWarning's answer: the oldest warning the tutor has not answered, or null. */
export type OpenMonitoringWarning = Static<typeof OpenMonitoringWarningSchema>;
export type MonitoringWarning = Static<typeof MonitoringWarningSchema>;

export const MonitoringTexts = {
  title: 'Monitoring Warning',
  message: 'One of your classes was monitored and did not follow the tutor protocol. Please read the reason and agree to keep to the protocol.',
  reason: 'Reason',
  agree: 'I Agree',
  countdown: (seconds: number) => `Please read for ${seconds} s`,
} as const;

/** The session lock: the token was revoked while the page was open (growth-account.md §4). */
export const SessionLockTexts = {
  title: 'Session ended',
  message: 'You were signed out on another page or device. Refresh to sign in again.',
  refresh: 'Refresh',
} as const;
