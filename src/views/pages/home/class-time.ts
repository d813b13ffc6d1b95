import { dateTimeFormat } from '../../../domain/date-formats';

/** Times of classes in the provider's time zone, as the tutor plans by it. */
export function classTime(iso: string, timeZone: string): string {
  return dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

export function classDay(iso: string, timeZone: string): string {
  return dateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(new Date(iso));
}

/** "Monday, March 10" for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  return dateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** "Manila" from "Asia/Manila". */
export function zoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
