import { describe, expect, it } from 'vitest';
import { ClassStatus, canChangeClassStatus, classDisplayStatus, hoursBeforeStart } from '../../src/domain/classes';

describe('class status machine', () => {
  it('lets a booked class end one way only', () => {
    expect(canChangeClassStatus(ClassStatus.booked, ClassStatus.finished)).toBe(true);
    expect(canChangeClassStatus(ClassStatus.booked, ClassStatus.cancelled)).toBe(true);
    expect(canChangeClassStatus(ClassStatus.booked, ClassStatus.absent)).toBe(true);
    expect(canChangeClassStatus(ClassStatus.booked, ClassStatus.booked)).toBe(false);
  });

  it('keeps an ended class ended', () => {
    for (const from of [ClassStatus.finished, ClassStatus.cancelled, ClassStatus.absent]) {
      for (const to of Object.values(ClassStatus)) expect(canChangeClassStatus(from, to)).toBe(false);
    }
  });
});

describe('class display status (teaching.md §4)', () => {
  it('is finished when the class is over and a SID exists', () => {
    expect(classDisplayStatus(true, 81001)).toBe('finished');
  });
  it('is unfinished when neither holds', () => {
    expect(classDisplayStatus(false, null)).toBe('unfinished');
    expect(classDisplayStatus(false, 0)).toBe('unfinished');
  });
  it('is incorrectFinished otherwise', () => {
    expect(classDisplayStatus(true, null)).toBe('incorrectFinished');
    expect(classDisplayStatus(false, 81001)).toBe('incorrectFinished');
  });
});

describe('hours before the start', () => {
  it('counts whole hours, negative once started', () => {
    const start = Date.parse('2026-11-23T10:00:00Z');
    expect(hoursBeforeStart(start, start - 3 * 3_600_000 + 1)).toBe(2);
    expect(hoursBeforeStart(start, start - 3 * 3_600_000)).toBe(3);
    expect(hoursBeforeStart(start, start + 60_000)).toBe(-1);
  });
});
