/**
 * The provider's working day. Clock-in records and "today's classes" follow the provider's local
 * calendar, not UTC: a tutor in Manila starting at 07:00 works on the same day as at 23:00.
 * Pure Intl arithmetic, so the browser and the server agree.
 */
export const DEFAULT_PROVIDER_TIME_ZONE = 'Asia/Manila';

const DAY_MS = 86_400_000;

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) of `instantMs` in `timeZone`. */
export function localDate(instantMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instantMs),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far `timeZone` is ahead of UTC at `instantMs`, in ms. */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instantMs));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant local midnight starts `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // A second pass settles days whose offset differs from the guess's (daylight saving changes).
  return guess - zoneOffsetMs(first, timeZone);
}

/** The provider day containing `instantMs`: its date and the half-open interval [start, end). */
export function providerDay(instantMs: number, timeZone: string): { date: string; startMs: number; endMs: number } {
  const date = localDate(instantMs, timeZone);
  const startMs = startOfLocalDay(date, timeZone);
  const next = localDate(startMs + DAY_MS + DAY_MS / 2, timeZone);
  return { date, startMs, endMs: startOfLocalDay(next, timeZone) };
}
