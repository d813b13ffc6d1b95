import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK, type CalendarFeedUrl } from '../../src/domain/class-table';
import { CLASS_TYPE_LABELS, ClassStatus, classToolName, type ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import {
  calendarFeedBySecret,
  calendarFeedOf,
  createCalendarFeedIfMissing,
  saveCalendarFeed,
  tutorClassesBetween,
  type ClassTableRow,
} from '../repositories/class-table.repository';
import type { ClassTableDeps } from './class-table.service';

/**
 * Each tutor's secret iCalendar feed (RFC 5545) of their classes, so a calendar app shows them: one
 * VEVENT per class with UTC times and a UID that never changes, from CALENDAR_FEED_DAYS_BACK ago to
 * CALENDAR_FEED_DAYS_AHEAD ahead. A cancelled class stays in the feed as STATUS:CANCELLED with a
 * higher SEQUENCE, so subscribed calendars take it off instead of keeping a stale copy.
 */
const DAY = 86_400_000;
/** UIDs must not change with the address the feed is read at. */
const UID_DOMAIN = 'classes.tutor-portal';
const SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const calendarFeedPath = (secret: string) => `/calendar/${secret}.ics`;

const newSecret = () => randomBytes(24).toString('base64url');

/** The tutor's feed URL (made on first read). */
export async function calendarFeedUrl(deps: ClassTableDeps, tutorId: number, origin: string): Promise<CalendarFeedUrl> {
  let feed = await calendarFeedOf(deps.db, tutorId);
  if (!feed) {
    await createCalendarFeedIfMissing(deps.db, tutorId, newSecret(), deps.clock.now().toISOString());
    feed = await calendarFeedOf(deps.db, tutorId);
  }
  return { Url: `${origin}${calendarFeedPath(feed!.secret)}` };
}

/** A new secret: the old URL stops working at once. */
export async function resetCalendarFeed(deps: ClassTableDeps, tutorId: number, origin: string): Promise<CalendarFeedUrl> {
  const secret = newSecret();
  await saveCalendarFeed(deps.db, tutorId, secret, deps.clock.now().toISOString());
  return { Url: `${origin}${calendarFeedPath(secret)}` };
}

/** The feed's text for a secret; an unknown secret is not found (and says nothing more). */
export async function calendarFeedText(deps: ClassTableDeps, secret: string): Promise<string> {
  const feed = SECRET_PATTERN.test(secret) ? await calendarFeedBySecret(deps.db, secret) : undefined;
  if (!feed) throw new ApiFailure(ErrorCode.NotFound, 'This calendar link is not valid any more.', 404);
  const now = deps.clock.now().getTime();
  const rows = await tutorClassesBetween(
    deps.db,
    feed.tutor_id,
    new Date(now - CALENDAR_FEED_DAYS_BACK * DAY).toISOString(),
    new Date(now + CALENDAR_FEED_DAYS_AHEAD * DAY).toISOString(),
  );
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Tutor portal//Class table//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', 'My classes');
  for (const row of rows) calendar.addSubcomponent(eventOf(row, now));
  return calendar.toString() + '\r\n';
}

const utc = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true);

function eventOf(row: ClassTableRow, now: number): ICAL.Component {
  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  const type = CLASS_TYPE_LABELS[row.class_type as ClassType] ?? row.class_type;
  const who = row.student_name || row.course_name || 'class';
  const cancelled = row.status === ClassStatus.cancelled;
  event.uid = `class-${row.id}@${UID_DOMAIN}`;
  event.startDate = utc(row.start_at);
  event.endDate = utc(row.end_at);
  event.summary = `${type} with ${who}`;
  event.description = [
    row.course_name && `Course: ${row.course_name}`,
    row.lesson_name && `Lesson: ${row.lesson_name}`,
    `Tool: ${classToolName(row.class_tool)}`,
    `Class ID: ${row.id}`,
    cancelled ? `Cancelled by the ${row.status_changed_by ?? 'system'}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  event.location = classToolName(row.class_tool);
  component.addPropertyWithValue('dtstamp', utc(row.status_changed_at ?? row.booked_at ?? new Date(now).toISOString()));
  if (row.status_changed_at || row.booked_at) component.addPropertyWithValue('last-modified', utc(row.status_changed_at ?? row.booked_at!));
  component.addPropertyWithValue('status', cancelled ? 'CANCELLED' : 'CONFIRMED');
  // A status change is a new revision of the event (RFC 5545 3.8.7.4).
  event.sequence = row.status === ClassStatus.booked ? 0 : 1;
  return component;
}
