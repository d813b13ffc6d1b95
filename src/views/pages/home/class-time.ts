/**
 * One formatter per zone and kind, made once: the home page formats every class of the day on each
 * render, and constructing an Intl.DateTimeFormat costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'time' | 'day' | 'longDate', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : kind === 'day'
          ? { weekday: 'short', month: 'short', day: 'numeric' }
          : { weekday: 'long', month: 'long', day: 'numeric' };
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** Times of classes in the provider's time zone, as the tutor plans by it. */
export function classTime(iso: string, timeZone: string): string {
  return formatter('time', timeZone).format(new Date(iso));
}

export function classDay(iso: string, timeZone: string): string {
  return formatter('day', timeZone).format(new Date(iso));
}

/** "Monday, March 10" for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  return formatter('longDate', 'UTC').format(new Date(`${date}T12:00:00Z`));
}

/** "Manila" from "Asia/Manila". */
export function zoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
