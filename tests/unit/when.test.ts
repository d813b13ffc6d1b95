import { describe, expect, it } from 'vitest';
import { dateIn, dateTimeIn, timeIn } from '../../src/views/format/when';

describe("pages' times", () => {
  const iso = '2026-11-24T11:00:00.000Z';

  it('are written in the zone given, whatever the machine runs in', () => {
    expect(dateTimeIn(iso, 'Asia/Manila')).toBe('Nov 24, 2026, 7:00 PM');
    expect(dateTimeIn(iso, 'America/New_York')).toBe('Nov 24, 2026, 6:00 AM');
    expect(dateIn('2026-11-24T20:00:00.000Z', 'Asia/Manila')).toBe('Nov 25, 2026');
    expect(timeIn(iso, 'Asia/Manila')).toBe('7:00 PM');
  });

  it('are empty when missing or unreadable, where a formatter would throw', () => {
    for (const missing of [null, undefined, '', 'not a time']) {
      expect(dateTimeIn(missing, 'Asia/Manila')).toBe('');
      expect(dateIn(missing, 'Asia/Manila')).toBe('');
      expect(timeIn(missing, 'Asia/Manila')).toBe('');
    }
  });
});
