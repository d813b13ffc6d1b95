import type { Static } from '@sinclair/typebox';
import type { NotificationChoiceSchema, NotificationPreferencesSchema, SavePreferencesBody } from './api/records.schemas';

/**
 * Notification preferences (issue 17, beyond the spec): which messages also arrive by e-mail or
 * SMS, and how long before a class the reminder comes. Pure; both halves import it.
 */

export const NotificationKind = {
  classBooked: 'classBooked',
  classCancelled: 'classCancelled',
  classReminder: 'classReminder',
  feedbackReply: 'feedbackReply',
  payStatement: 'payStatement',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
export const NOTIFICATION_KINDS = Object.values(NotificationKind);

export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  classBooked: 'A class is booked',
  classCancelled: 'A class is cancelled',
  classReminder: 'Reminder before each class',
  feedbackReply: 'A reply to my feedback',
  payStatement: 'My pay statement is ready',
};

/**
 * Before a tutor chooses, nothing arrives by e-mail or SMS: the portal's own messages are enough
 * until the tutor opts in (no surprise mail, and demo data seeds no mail).
 */
export const DEFAULT_CHANNELS = { byEmail: false, bySms: false } as const;

/** The reminder lead times offered, in minutes. */
export const REMINDER_MINUTES_OPTIONS = [15, 30, 60, 120, 1440] as const;
export const DEFAULT_REMINDER_MINUTES = 60;

/** The answers of Preferences and SavePreferences (api/records.schemas.ts). */
export type NotificationChoice = Static<typeof NotificationChoiceSchema>;

export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
/** SavePreferences' body. */
export type SavePreferencesRequest = Static<typeof SavePreferencesBody>;

export const NotificationMessages = {
  saved: 'Your notification preferences have been saved.',
  reminderInvalid: 'Please choose one of the offered reminder times.',
  kindUnknown: 'Unknown notification kind.',
  unsubscribed: (label: string) => `You will no longer receive "${label}" by e-mail. You can turn it back on under Notification preferences.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

export function reminderLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day before' : `${minutes / 1440} days before`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour before' : `${minutes / 60} hours before`;
  return `${minutes} minutes before`;
}
