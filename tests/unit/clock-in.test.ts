import { describe, expect, it } from 'vitest';
import { ClockInStatus, canClockIn, clockInButton, clockInStatus, registrationBody, registrationMessage, statusRecordedAt } from '../../src/domain/clock-in';
import { Messages } from '../../src/domain/messages';

const nine = Date.parse('2025-03-10T01:00:00Z');
const minute = 60_000;

describe('clock-in status', () => {
  it('is 0 before the first class when not clocked in', () => {
    expect(clockInStatus({ clockedInAtMs: null, firstClassStartMs: nine, nowMs: nine - minute })).toBe(ClockInStatus.canClockIn);
  });

  it('is 0 on a day without classes when not clocked in', () => {
    expect(clockInStatus({ clockedInAtMs: null, firstClassStartMs: null, nowMs: nine })).toBe(ClockInStatus.canClockIn);
  });

  it('is 2 (late) once the first class has started without a clock-in, from the very start', () => {
    expect(clockInStatus({ clockedInAtMs: null, firstClassStartMs: nine, nowMs: nine })).toBe(ClockInStatus.late);
    expect(clockInStatus({ clockedInAtMs: null, firstClassStartMs: nine, nowMs: nine + 5 * minute })).toBe(ClockInStatus.late);
  });

  it('is 1 when clocked in before the first class, whenever it is asked', () => {
    const facts = { clockedInAtMs: nine - 10 * minute, firstClassStartMs: nine };
    expect(clockInStatus({ ...facts, nowMs: nine - minute })).toBe(ClockInStatus.clockedIn);
    expect(clockInStatus({ ...facts, nowMs: nine + 600 * minute })).toBe(ClockInStatus.clockedIn);
  });

  it('is 3 when clocked in at or after the first class start', () => {
    expect(clockInStatus({ clockedInAtMs: nine, firstClassStartMs: nine, nowMs: nine })).toBe(ClockInStatus.clockedInLate);
  });

  it('is -1 when clocked in on a day without classes', () => {
    expect(clockInStatus({ clockedInAtMs: nine, firstClassStartMs: null, nowMs: nine })).toBe(ClockInStatus.clockedInNoClass);
  });
});

describe('clock-in button', () => {
  it.each([
    [-1, 'Clocked In', false],
    [1, 'Clocked In', false],
    [0, 'Clock In', true],
    [2, 'Late', false],
    [3, 'Late', false],
    [7, 'Clock In', false],
  ])('status %i reads %s, clickable %s', (status, text, clickable) => {
    expect(clockInButton(status)).toEqual({ text, clickable });
    expect(canClockIn(status)).toBe(clickable);
  });
});

describe('Registration answer', () => {
  it('is Body 1 for a clock-in in time, with or without a class', () => {
    expect(registrationBody(statusRecordedAt(nine - minute, nine))).toBe(1);
    expect(registrationBody(statusRecordedAt(nine, null))).toBe(1);
    expect(statusRecordedAt(nine, null)).toBe(ClockInStatus.clockedInNoClass);
  });

  it('is Body 3 with the late message after the first class started', () => {
    const recorded = statusRecordedAt(nine + minute, nine);
    expect(recorded).toBe(ClockInStatus.clockedInLate);
    expect(registrationBody(recorded)).toBe(3);
    expect(registrationMessage(3)).toBe(Messages.clockInRecordedLate);
  });

  it('has a message for every Body', () => {
    expect(registrationMessage(1)).toBe(Messages.clockInSuccess);
    expect(registrationMessage(42)).toBe(Messages.clockInNotRecorded);
  });
});
