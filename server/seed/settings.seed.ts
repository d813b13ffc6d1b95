import { saveSystemSetting } from '../services/system-settings';
import type { SeedContext } from './seed';

/** Sidebar menu (shell.md §2): type 0 items appear in the sidebar when shown. */
const menu = [
  { name: 'Dashboard', route_name: 'home', icon: 'pi pi-home' },
  { name: 'SOP Score/class', route_name: 'SOP', icon: 'pi pi-chart-bar' },
  { name: 'Class Table', route_name: 'classTab', icon: 'pi pi-calendar' },
  { name: 'Training Center', route_name: 'trainingCenter', icon: 'pi pi-book' },
  { name: 'Service Fee', route_name: 'serviceFee', icon: 'pi pi-wallet', filter_name: 'serviceFee' },
  { name: 'Student Comment', route_name: 'comments', icon: 'pi pi-comments' },
  { name: 'Assessment', route_name: 'complaintList', icon: 'pi pi-check-square' },
  { name: 'Feedback', route_name: 'myFeedback', icon: 'pi pi-send', filter_name: 'feedback' },
  { name: 'My Referrals', route_name: 'myReferrals', icon: 'pi pi-users', filter_name: 'referrals', is_show: 0 },
  // Non-menu entries (type 1): known to the router and the host map, never listed in the sidebar.
  { name: 'Home', route_name: 'home', type: 1 },
  { name: 'Login', route_name: 'login', type: 1 },
  { name: 'PersonalData', route_name: 'personalData', type: 1 },
  { name: 'Message', route_name: 'message', type: 1 },
  { name: 'Flowers', route_name: 'flowers', type: 1 },
  { name: 'Welcome', route_name: 'welcome', type: 1 },
];

/** System settings, the sidebar menu and bulletins of the demo provider. */
export async function seedSettings({ db, clock }: SeedContext): Promise<void> {
  await saveSystemSetting(db, 'Hosts', { main: '' });
  await saveSystemSetting(db, 'WhiteList', []);
  await saveSystemSetting(db, 'FileDirectory', { avatar: '/files/avatar', material: '/files/material' });
  for (const [index, item] of menu.entries()) {
    await db
      .insertInto('menu_items')
      .values({
        name: item.name,
        route_name: item.route_name,
        type: item.type ?? 0,
        is_show: item.is_show ?? 1,
        filter_name: item.filter_name ?? '',
        host_key: 'main',
        icon: item.icon ?? '',
        sort_order: index,
      })
      .execute();
  }
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const bulletins = [
    {
      title: 'Holiday schedule for the coming month',
      content: 'Please plot your available time for the holiday weeks by Friday so students can book early.',
      published_at: daysAgo(1),
    },
    {
      title: 'New phonics training kit',
      content: 'A new phonics kit for young learners is in the Training Center. Finishing it earns growth points.',
      published_at: daysAgo(4),
    },
    {
      title: 'Network check before class',
      content: 'Run the Network Test from the header at least 15 minutes before your first class of the day.',
      published_at: daysAgo(9),
    },
  ];
  for (const bulletin of bulletins)
    await db
      .insertInto('bulletins')
      .values({ ...bulletin, expires_at: null })
      .execute();
}
