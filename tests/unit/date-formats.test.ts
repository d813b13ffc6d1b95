import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from '../../src/domain/date-formats';

describe('date formats', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const time = dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Manila' });
    expect(dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Manila' })).toBe(time);
    expect(dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })).not.toBe(time);
    expect(dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Manila' })).not.toBe(time);
    expect(time.format(new Date('2026-03-10T06:30:00Z'))).toBe('02:30 PM');
  });
});
