import { dateTimeFormat } from '../../../domain/date-formats';
import { addLocalDays } from '../../../domain/provider-time';

/** How the time pages write days and times: in the provider's zone, which the page names. */
export function dayLabel(date: string): string {
  return dateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

export function timeOf(iso: string, timeZone: string): string {
  return dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

export function dateOf(iso: string, timeZone: string): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso));
}

/** The seven dates of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addLocalDays(monday, i));
}

export const WEEK_LABELS = ['This week', 'Next week', 'In two weeks'] as const;
