import { addLocalDays } from '../../../domain/provider-time';

/** How the time pages write days and times: in the provider's zone, which the page names. */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

// Building an Intl formatter is costly and a grid formats hundreds of cells: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'time' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'time'
        ? new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
        : new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    formatters.set(key, found);
  }
  return found;
}

export function timeOf(iso: string, timeZone: string): string {
  return formatter('time', timeZone).format(new Date(iso));
}

export function dateOf(iso: string, timeZone: string): string {
  return formatter('date', timeZone).format(new Date(iso));
}

/** The seven dates of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addLocalDays(monday, i));
}

export const WEEK_LABELS = ['This week', 'Next week', 'In two weeks'] as const;
