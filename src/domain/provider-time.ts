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

/**
 * One formatter per zone and kind, made once: constructing an Intl.DateTimeFormat costs tens of
 * microseconds (it loads the zone's data), while formatting with one is cheap. Every request that
 * asks for "this provider month" goes through here, so building them per call was most of the
 * busy time of `GET /api/account/userinfo` (bench/http-profile.ts, issue 9).
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function dateTimeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) of `instantMs` in `timeZone`. */
export function localDate(instantMs: number, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dateFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** How far `timeZone` is ahead of UTC at `instantMs`, in ms. */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const value: Record<string, number> = {};
  for (const part of dateTimeFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') value[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(value.year ?? 0, (value.month ?? 1) - 1, value.day ?? 1, value.hour ?? 0, value.minute ?? 0, value.second ?? 0);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * Midnights already worked out, by zone and date: a past day's start never changes, and the hot
 * calls (this month, this week) ask for the same few days over and over. Bounded, so a long-running
 * server that walks many dates does not grow without end.
 */
const midnights = new Map<string, number>();
const MAX_REMEMBERED_MIDNIGHTS = 4096;

/** The instant local midnight starts `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string): number {
  const key = `${timeZone}|${date}`;
  const remembered = midnights.get(key);
  if (remembered !== undefined) return remembered;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // A second pass settles days whose offset differs from the guess's (daylight saving changes).
  const start = guess - zoneOffsetMs(first, timeZone);
  if (midnights.size >= MAX_REMEMBERED_MIDNIGHTS) midnights.clear();
  midnights.set(key, start);
  return start;
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

/** The last month asked for, per zone: "this month" is asked on every user-state read. */
const lastMonths = new Map<string, LocalPeriod>();

/** The calendar month (YYYY-MM) containing `instantMs` in `timeZone`. */
export function localMonth(instantMs: number, timeZone: string): LocalPeriod {
  const last = lastMonths.get(timeZone);
  if (last && instantMs >= last.startMs && instantMs < last.endMs) return { ...last };
  const key = localDate(instantMs, timeZone).slice(0, 7);
  const period = monthPeriod(key, timeZone);
  lastMonths.set(timeZone, period);
  return { ...period };
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
