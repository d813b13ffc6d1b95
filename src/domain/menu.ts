import type { Static } from '@sinclair/typebox';
import type { MenuItemSchema } from './api/shell.schemas';
import type { MenuItem } from './system-setting';

/**
 * Sidebar menu rules (shell.md §2): only type 0 items that are shown appear; Service Fee is hidden
 * for franchisee users and the referrals item always is. URLs are the host map's base plus the
 * route name.
 */
export const SIDEBAR_MENU_TYPE = 0;

/** A menu item as GET /api/System/GetMenuList answers it. */
export type SidebarMenuItem = Static<typeof MenuItemSchema>;

export const SERVICE_FEE_FILTER = 'serviceFee';
export const REFERRALS_FILTER = 'referrals';
export const FEEDBACK_FILTER = 'feedback';
/** The referrals item's route in the newer and the older layout. */
export const REFERRAL_ROUTE_NAMES: readonly string[] = ['myReferrals', 'referrals'];

/** The URL of a menu entry: the host's base (no trailing slash) and the route name; an https link as it is. */
export function menuItemUrl(hosts: Record<string, string>, hostKey: string, routeName: string): string {
  if (/^https:\/\//i.test(routeName)) return routeName;
  const base = (hosts[hostKey] ?? '').replace(/\/+$/, '');
  return `${base}/${routeName.replace(/^\/+/, '')}`;
}

export function isServiceFeeItem(item: Pick<MenuItem, 'filterName' | 'routeName'>): boolean {
  return item.filterName === SERVICE_FEE_FILTER || item.routeName === SERVICE_FEE_FILTER;
}

/** The Feedback entry, which carries the feedback dot. */
export function isFeedbackItem(item: Pick<MenuItem, 'filterName' | 'routeName'>): boolean {
  return item.filterName === FEEDBACK_FILTER || item.routeName === 'myFeedback';
}

export function isReferralsItem(item: Pick<MenuItem, 'filterName' | 'routeName'>): boolean {
  return item.filterName === REFERRALS_FILTER || REFERRAL_ROUTE_NAMES.includes(item.routeName);
}

/** Whether the user may have the item at all (franchisee users lose Service Fee). */
export function menuItemAllowed(item: Pick<MenuItem, 'filterName' | 'routeName'>, user: { isFranchiseeUser: boolean }): boolean {
  return !(user.isFranchiseeUser && isServiceFeeItem(item));
}

/** The items the sidebar lists, in order. */
export function sidebarItems<T extends MenuItem>(items: readonly T[], user: { isFranchiseeUser: boolean }): T[] {
  return items.filter((item) => item.type === SIDEBAR_MENU_TYPE && item.isShow && !isReferralsItem(item) && menuItemAllowed(item, user));
}
