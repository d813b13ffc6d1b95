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

/** A day, week (Monday 00:00 to Monday 00:00) or month of a zone's calendar, as a half-open interval. */
export interface LocalPeriod {
  /** The period's key: YYYY-MM-DD of its first day (weeks, days) or YYYY-MM (months). */
  key: string;
  startMs: number;
  endMs: number;
}

/** The date `days` after `date` (YYYY-MM-DD), on the calendar alone (no zone needed). */
export function addLocalDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday (YYYY-MM-DD) of the week containing `date`. */
export function mondayOf(date: string): string {
  return addLocalDays(date, 1 - isoWeekday(date));
}

/** The week (Monday to Monday in `timeZone`) containing `instantMs`. */
export function localWeek(instantMs: number, timeZone: string): LocalPeriod {
  const monday = mondayOf(localDate(instantMs, timeZone));
  return weekStartingOn(monday, timeZone);
}

/** The week that starts on `monday` (YYYY-MM-DD) in `timeZone`. */
export function weekStartingOn(monday: string, timeZone: string): LocalPeriod {
  return { key: monday, startMs: startOfLocalDay(monday, timeZone), endMs: startOfLocalDay(addLocalDays(monday, 7), timeZone) };
}

/** The day `date` (YYYY-MM-DD) in `timeZone` as a half-open interval. */
export function localDayPeriod(date: string, timeZone: string): LocalPeriod {
  return { key: date, startMs: startOfLocalDay(date, timeZone), endMs: startOfLocalDay(addLocalDays(date, 1), timeZone) };
}

/** The calendar month (YYYY-MM) containing `instantMs` in `timeZone`. */
export function localMonth(instantMs: number, timeZone: string): LocalPeriod {
  const key = localDate(instantMs, timeZone).slice(0, 7);
  return monthPeriod(key, timeZone);
}

/** The month `key` (YYYY-MM) in `timeZone` as a half-open interval. */
export function monthPeriod(key: string, timeZone: string): LocalPeriod {
  const [year = 0, month = 1] = key.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
  return { key, startMs: startOfLocalDay(`${key}-01`, timeZone), endMs: startOfLocalDay(`${next}-01`, timeZone) };
}

/** The month key `months` after `key` (YYYY-MM); negative goes back. */
export function addMonths(key: string, months: number): string {
  const [year = 0, month = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The instant of local wall-clock time `minutes` after midnight on `date` in `timeZone`. */
export function localTimeToInstant(date: string, minutes: number, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - zoneOffsetMs(wall, timeZone);
  // Settle on the offset in force at the instant itself (daylight-saving days).
  return wall - zoneOffsetMs(first, timeZone);
}

/** Local wall-clock parts of `instantMs` in `timeZone`. */
export function localParts(instantMs: number, timeZone: string): { date: string; hour: number; minute: number; minutesOfDay: number } {
  const offset = zoneOffsetMs(instantMs, timeZone);
  const shifted = new Date(Math.floor(instantMs / 1000) * 1000 + offset);
  const hour = shifted.getUTCHours();
  const minute = shifted.getUTCMinutes();
  return { date: shifted.toISOString().slice(0, 10), hour, minute, minutesOfDay: hour * 60 + minute };
}

/** The zone's offset at `instantMs` written as UTC+08:00. */
export function utcOffsetLabel(instantMs: number, timeZone: string): string {
  const offsetMinutes = Math.round(zoneOffsetMs(instantMs, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

/** How a tutor reads a zone beside every time: "Asia/Manila (UTC+08:00)". */
export function zoneLabel(instantMs: number, timeZone: string): string {
  return `${timeZone} (${utcOffsetLabel(instantMs, timeZone)})`;
}

/** The zone a tutor reads times in: their own choice, else the provider's. */
export function displayTimeZone(tutorZone: string | null | undefined, providerZone: string): string {
  return tutorZone && isKnownTimeZone(tutorZone) ? tutorZone : providerZone;
}
