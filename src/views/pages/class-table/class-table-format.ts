import { dateTimeFormat } from '../../../domain/date-formats';
import { addLocalDays, localDate, localParts } from '../../../domain/provider-time';
import type { ClassTableClass, ClassTablePeriod } from '../../../domain/class-table';

/** HH:mm of an instant in the display zone. */
export function clockTime(iso: string, timeZone: string): string {
  const { hour, minute } = localParts(Date.parse(iso), timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "Mon 23 Mar" for a calendar date (YYYY-MM-DD); the date alone, no zone. */
export function dayLabel(date: string, style: 'short' | 'long' = 'short'): string {
  return dateTimeFormat('en-GB', {
    weekday: style,
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The days a period shows: the anchor alone in the day view, else every day of the period. */
export function daysShown(period: ClassTablePeriod, view: 'week' | 'day', anchor: string | null): string[] {
  if (view === 'day') return [anchor ?? period.FirstDay];
  return Array.from({ length: period.Days }, (_, i) => addLocalDays(period.FirstDay, i));
}

/** The period's classes by their local start date. */
export function classesByDay(period: ClassTablePeriod): Map<string, ClassTableClass[]> {
  const byDay = new Map<string, ClassTableClass[]>();
  for (const lesson of period.Classes) {
    const day = localDate(Date.parse(lesson.StartTime), period.TimeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), lesson]);
  }
  return byDay;
}

/** The heading of the period shown: "23 Mar – 29 Mar 2026" or a long day. */
export function periodTitle(days: string[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  if (first === last) return dayLabel(first, 'long');
  return `${dayLabel(first)} – ${dayLabel(last)} ${last.slice(0, 4)}`;
}
