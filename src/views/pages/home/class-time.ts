/** Times of classes in the provider's time zone, as the tutor plans by it. */
export function classTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: '2-digit', minute: '2-digit' });
}

export function classDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
}

/** "Monday, March 10" for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
}

/** "Manila" from "Asia/Manila". */
export function zoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
