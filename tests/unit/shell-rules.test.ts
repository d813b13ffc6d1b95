import { describe, expect, it } from 'vitest';
import { menuItemUrl, sidebarItems, type SidebarMenuItem } from '../../src/domain/menu';
import { localDate, providerDay } from '../../src/domain/provider-time';
import { isSoftModeSwitchShown, showsHolidayDialog, themeForEyeProtection } from '../../src/domain/soft-mode';

const item = (overrides: Partial<SidebarMenuItem>): SidebarMenuItem => ({
  name: 'Dashboard',
  routeName: 'home',
  type: 0,
  isShow: true,
  filterName: '',
  url: '/home',
  icon: '',
  hostKey: 'main',
  ...overrides,
});

describe('sidebar menu', () => {
  it('builds each URL from the host map and ends it with the route name', () => {
    expect(menuItemUrl({ main: 'https://tutor.example.com/' }, 'main', 'SOP')).toBe('https://tutor.example.com/SOP');
    expect(menuItemUrl({ main: '' }, 'main', 'home')).toBe('/home');
    expect(menuItemUrl({}, 'unknown', 'home')).toBe('/home');
  });

  it('lists only shown type 0 items, without referrals, and without Service Fee for franchisees', () => {
    const items = [
      item({ name: 'Dashboard' }),
      item({ name: 'Service Fee', routeName: 'serviceFee', filterName: 'serviceFee' }),
      item({ name: 'Hidden', isShow: false }),
      item({ name: 'Home', type: 1 }),
      item({ name: 'My Referrals', routeName: 'myReferrals' }),
      item({ name: 'Referrals', routeName: 'referrals' }),
    ];
    expect(sidebarItems(items, { isFranchiseeUser: false }).map((i) => i.name)).toEqual(['Dashboard', 'Service Fee']);
    expect(sidebarItems(items, { isFranchiseeUser: true }).map((i) => i.name)).toEqual(['Dashboard']);
  });
});

describe('provider day', () => {
  it('follows the provider calendar, not UTC', () => {
    // 23:30 UTC on the 9th is 07:30 on the 10th in Manila.
    const instant = Date.parse('2025-03-09T23:30:00Z');
    expect(localDate(instant, 'Asia/Manila')).toBe('2025-03-10');
    const day = providerDay(instant, 'Asia/Manila');
    expect(day).toEqual({
      date: '2025-03-10',
      startMs: Date.parse('2025-03-09T16:00:00Z'),
      endMs: Date.parse('2025-03-10T16:00:00Z'),
    });
  });

  it('handles a day of 23 hours where clocks change', () => {
    const day = providerDay(Date.parse('2025-03-09T12:00:00Z'), 'America/New_York');
    expect(day.date).toBe('2025-03-09');
    expect(day.startMs).toBe(Date.parse('2025-03-09T05:00:00Z'));
    expect(day.endMs - day.startMs).toBe(23 * 3_600_000);
  });
});

describe('Soft Mode', () => {
  it('maps 0 to the normal theme and 1 to dark with the holiday dialog', () => {
    expect(themeForEyeProtection(0)).toBe('light');
    expect(themeForEyeProtection(1)).toBe('dark');
    expect(showsHolidayDialog(1)).toBe(true);
    expect(showsHolidayDialog(0)).toBe(false);
  });

  it('shows the switch only from 2020/12/20', () => {
    expect(isSoftModeSwitchShown(Date.parse('2020-12-19T15:59:59Z'))).toBe(false);
    expect(isSoftModeSwitchShown(Date.parse('2020-12-19T16:00:00Z'))).toBe(true);
  });
});
