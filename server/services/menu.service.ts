import type { Kysely } from 'kysely';
import { isReferralsItem, menuItemAllowed, menuItemUrl, type SidebarMenuItem } from '../../src/domain/menu';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { menuGroupAllows } from '../../src/domain/staff-menu';
import { findMenuItems, findMenuProfile } from '../repositories/menu.repository';
import { loadSystemSetting } from './system-settings';

/**
 * The menu for one tutor (shell.md §2): every entry, in order, with its URL built from the host
 * map. Items the tutor may not have (Service Fee for franchisee users) are left out; the referrals
 * item, and an entry limited to another tutor group, are answered as not shown, so the router
 * still knows their routes. Read on every call: a change staff make shows on the tutor's next load.
 */
export async function loadMenu(db: Kysely<Database>, config: Config, tutorId: number): Promise<SidebarMenuItem[]> {
  const [rows, setting, { tutorGroup: group, isFranchiseeUser }] = await Promise.all([
    findMenuItems(db),
    loadSystemSetting(db, config),
    findMenuProfile(db, tutorId),
  ]);
  const user = { isFranchiseeUser };
  return rows
    .map((row) => ({
      name: row.name,
      routeName: row.route_name,
      type: row.type,
      isShow: row.is_show === 1 && menuGroupAllows(row.tutor_group, group),
      filterName: row.filter_name,
      url: menuItemUrl(setting.Hosts, row.host_key, row.route_name),
      icon: row.icon,
      hostKey: row.host_key,
    }))
    .filter((item) => menuItemAllowed(item, user))
    .map((item) => (isReferralsItem(item) ? { ...item, isShow: false } : item));
}
