import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  addMonths,
  displayTimeZone,
  isoWeekday,
  localMonth,
  localParts,
  localTimeToInstant,
  localWeek,
  mondayOf,
  monthPeriod,
  providerDay,
  zoneLabel,
} from '../../src/domain/provider-time';

const HOUR = 3_600_000;

describe('provider time', () => {
  it('runs a Manila week from Monday 00:00 to Monday 00:00 local', () => {
    // Wednesday 2026-11-25 10:00 in Manila.
    const week = localWeek(Date.parse('2026-11-25T02:00:00Z'), 'Asia/Manila');
    expect(week.key).toBe('2026-11-23');
    expect(new Date(week.startMs).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(week.endMs - week.startMs).toBe(7 * 24 * HOUR);
  });

  it('puts a Sunday-night class in the week it is in locally, not in UTC', () => {
    // Sunday 2026-11-29 23:30 Manila is Sunday 15:30 UTC: the same week. Monday 00:30 Manila is still Sunday in UTC.
    expect(localWeek(Date.parse('2026-11-29T15:30:00Z'), 'Asia/Manila').key).toBe('2026-11-23');
    expect(localWeek(Date.parse('2026-11-29T16:30:00Z'), 'Asia/Manila').key).toBe('2026-11-30');
  });

  it('gives a week that crosses a daylight-saving change its real length (Berlin, autumn)', () => {
    // Europe/Berlin leaves summer time on Sunday 2026-10-25: that week is 7 days and 1 hour long.
    const week = localWeek(Date.parse('2026-10-21T12:00:00Z'), 'Europe/Berlin');
    expect(week.key).toBe('2026-10-19');
    expect(new Date(week.startMs).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(new Date(week.endMs).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(week.endMs - week.startMs).toBe(7 * 24 * HOUR + HOUR);
  });

  it('turns local wall-clock times into instants on both sides of a daylight-saving change', () => {
    expect(new Date(localTimeToInstant('2026-10-24', 9 * 60, 'Europe/Berlin')).toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(new Date(localTimeToInstant('2026-10-26', 9 * 60, 'Europe/Berlin')).toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(new Date(localTimeToInstant('2026-03-30', 19 * 60 + 30, 'Asia/Manila')).toISOString()).toBe('2026-03-30T11:30:00.000Z');
  });

  it('reads an instant back as local date, hour and minute', () => {
    expect(localParts(Date.parse('2026-11-29T16:30:00Z'), 'Asia/Manila')).toEqual({ date: '2026-11-30', hour: 0, minute: 30, minutesOfDay: 30 });
    expect(localParts(Date.parse('2026-10-26T08:00:00Z'), 'Europe/Berlin').hour).toBe(9);
  });

  it('computes months in the zone, so the last evening of a month counts in that month', () => {
    // 2026-11-30 20:00 Manila is 12:00 UTC; 2026-12-01 01:00 Manila is still November in UTC.
    expect(localMonth(Date.parse('2026-11-30T12:00:00Z'), 'Asia/Manila').key).toBe('2026-11');
    expect(localMonth(Date.parse('2026-11-30T17:00:00Z'), 'Asia/Manila').key).toBe('2026-12');
    const december = monthPeriod('2026-12', 'Asia/Manila');
    expect(new Date(december.startMs).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(new Date(december.endMs).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('answers the same after remembering: the month turns at local midnight and each zone keeps its own', () => {
    // Asked many times within November (remembered), then one second past local midnight of 1 December.
    for (let i = 0; i < 3; i++) expect(localMonth(Date.parse('2026-11-30T15:59:59Z'), 'Asia/Manila').key).toBe('2026-11');
    expect(localMonth(Date.parse('2026-11-30T16:00:00Z'), 'Asia/Manila').key).toBe('2026-12');
    // Going back in time is answered too, not only forward.
    expect(localMonth(Date.parse('2026-10-15T00:00:00Z'), 'Asia/Manila').key).toBe('2026-10');
    // The same instant is still November in New York: the remembered Manila month does not leak.
    expect(localMonth(Date.parse('2026-11-30T16:00:00Z'), 'America/New_York').key).toBe('2026-11');
    // A caller that changes the period it got does not change what the next caller gets.
    const first = localMonth(Date.parse('2026-11-30T16:00:00Z'), 'Asia/Manila');
    first.startMs = 0;
    expect(localMonth(Date.parse('2026-11-30T16:00:00Z'), 'Asia/Manila').startMs).toBe(Date.parse('2026-11-30T16:00:00Z'));
  });

  it('does calendar arithmetic on dates', () => {
    expect(addLocalDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('keeps the provider day of existing code unchanged', () => {
    const day = providerDay(Date.parse('2026-11-23T20:00:00Z'), 'Asia/Manila');
    expect(day.date).toBe('2026-11-24');
  });

  it('labels a zone with its offset at that moment, and falls back to the provider zone', () => {
    expect(zoneLabel(Date.parse('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe('Europe/Berlin (UTC+02:00)');
    expect(zoneLabel(Date.parse('2026-12-01T00:00:00Z'), 'Europe/Berlin')).toBe('Europe/Berlin (UTC+01:00)');
    expect(zoneLabel(Date.parse('2026-12-01T00:00:00Z'), 'America/St_Johns')).toBe('America/St_Johns (UTC-03:30)');
    expect(displayTimeZone('', 'Asia/Manila')).toBe('Asia/Manila');
    expect(displayTimeZone('Not/AZone', 'Asia/Manila')).toBe('Asia/Manila');
    expect(displayTimeZone('Europe/Berlin', 'Asia/Manila')).toBe('Europe/Berlin');
  });
});
