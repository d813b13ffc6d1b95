import type { Static } from '@sinclair/typebox';
import type { SaveMenuItemBody, StaffMenuItemSchema } from './api/staff-menu-assistant.schemas';
import { PUBLIC_PATHS, matchesPattern } from './routes';

/**
 * The sidebar menu as the provider's staff edit it (issue 21, Content: the menu). Entries of type 0
 * are the sidebar's; the others (Home, Login, Message...) are known to the router and the host map
 * but never listed. An entry's path is a route of the portal (with an optional query) or an https
 * link; an entry may be limited to one tutor group. Entries are hidden, never deleted, so a route
 * the router knows stays known.
 */

export const MENU_NAME_MAX_LENGTH = 40;
export const MENU_PATH_MAX_LENGTH = 300;
export const MENU_GROUP_MAX_LENGTH = 60;
export const MENU_ORDER_MIN = -1000;
export const MENU_ORDER_MAX = 1000;

/**
 * The tutor routes a menu entry may open (the tutor shell routes of `src/views/route-table.tsx`;
 * tests/views/staff-menu-assistant.test.tsx checks that each is covered), besides the public paths.
 */
export const MENU_ROUTE_PATTERNS: readonly string[] = [
  '/home',
  '/message/*?',
  '/messageView/:id/*?',
  '/personalData/*?',
  '/SOP/*?',
  '/classTab/*?',
  '/releaseTime/submit',
  '/releaseTime/cancle',
  '/classDetail/:id',
  '/classDetailtest',
  '/serviceFee/*?',
  '/trainingCenter/*?',
  '/trainingKit',
  '/trainingkitDetails/:id',
  '/trainingResources/:id',
  '/resourcesFolder',
  '/trainingTestDetails',
  '/trainingTestAnswer',
  '/publicClass',
  '/myReferrals',
  '/referrals',
  '/referralsList',
  '/referralStatus',
  '/comments/*?',
  '/complaintList/*?',
  '/myFeedback',
  '/teacherTask/*?',
  '/aiChat',
  '/flowers/*?',
  '/newPersonalData',
  '/leaveRequest',
  '/leave/*?',
  '/signContract/*?',
  '/signContractCustom/*?',
  '/growthCenter/*?',
  '/conversionRanking',
  '/receivedOrdersRanking',
  '/10sResponseRateRanking',
  '/emotionalMotivationRanking',
  '/im',
];

/** A menu entry as the console lists it. */
export type StaffMenuItem = Static<typeof StaffMenuItemSchema>;

/** What staff send to create (no Id; a sidebar entry) or change (with Id) an entry. */
export type MenuDraft = Static<typeof SaveMenuItemBody>;

export const StaffMenuMessages = {
  created: 'Menu entry added.',
  updated: 'Menu entry saved.',
  nameRequired: 'Write the title tutors read.',
  nameTooLong: `A title has at most ${MENU_NAME_MAX_LENGTH} characters.`,
  pathRequired: 'Give the page the entry opens.',
  badPath: 'The entry must open a page of the portal (such as classTab or /trainingCenter) or an https:// link.',
  badIcon: 'An icon is a PrimeIcons class such as "pi pi-home", or empty.',
  badOrder: `The order is a whole number from ${MENU_ORDER_MIN} to ${MENU_ORDER_MAX}.`,
  groupTooLong: `A tutor group has at most ${MENU_GROUP_MAX_LENGTH} characters.`,
  notFound: 'This menu entry does not exist.',
} as const;

const ICON = /^pi pi-[a-z0-9-]+$/;

export function isHttpsLink(path: string): boolean {
  if (!/^https:\/\/[^\s/?#]+/i.test(path) || /\s/.test(path)) return false;
  try {
    return new URL(path).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether `path` (leading slash optional, query allowed) opens a route of the portal. */
export function isPortalRoute(path: string): boolean {
  const [route = ''] = path.trim().split(/[?#]/);
  if (route.startsWith('//') || /\s/.test(route)) return false;
  const absolute = `/${route.replace(/^\/+/, '')}`;
  if (absolute === '/') return false;
  return [...PUBLIC_PATHS, ...MENU_ROUTE_PATTERNS].some((pattern) => matchesPattern(pattern, absolute));
}

/** A path as stored: https links as they are, routes without their leading slashes. */
export function normalizedMenuPath(path: string): string {
  const clean = path.trim();
  return isHttpsLink(clean) ? clean : clean.replace(/^\/+/, '');
}

/** The first thing wrong with a draft, or null when it can be saved. Both halves check with this. */
export function menuDraftError(draft: MenuDraft): string | null {
  const name = draft.Name.trim();
  if (name === '') return StaffMenuMessages.nameRequired;
  if (name.length > MENU_NAME_MAX_LENGTH) return StaffMenuMessages.nameTooLong;
  const path = draft.RouteName.trim();
  if (path === '') return StaffMenuMessages.pathRequired;
  if (path.length > MENU_PATH_MAX_LENGTH || !(isHttpsLink(path) || isPortalRoute(path))) return StaffMenuMessages.badPath;
  const icon = draft.Icon.trim();
  if (icon !== '' && !ICON.test(icon)) return StaffMenuMessages.badIcon;
  if (!Number.isInteger(draft.SortOrder) || draft.SortOrder < MENU_ORDER_MIN || draft.SortOrder > MENU_ORDER_MAX) return StaffMenuMessages.badOrder;
  if ((draft.TutorGroup ?? '').trim().length > MENU_GROUP_MAX_LENGTH) return StaffMenuMessages.groupTooLong;
  return null;
}

/** A draft's fields as stored: trimmed, the path normalised, an empty group meaning every tutor. */
export function normalizedMenuDraft(draft: MenuDraft): MenuDraft {
  const group = (draft.TutorGroup ?? '').trim();
  return {
    ...draft,
    Name: draft.Name.trim(),
    RouteName: normalizedMenuPath(draft.RouteName),
    Icon: draft.Icon.trim(),
    TutorGroup: group === '' ? null : group,
  };
}

/** Whether a tutor of `tutorGroup` sees an entry limited to `entryGroup` (null: every tutor). */
export function menuGroupAllows(entryGroup: string | null, tutorGroup: string | null): boolean {
  return entryGroup === null || (tutorGroup !== null && entryGroup.toLowerCase() === tutorGroup.trim().toLowerCase());
}

/** An entry's draft, to edit it. */
export function menuDraftOf(item: StaffMenuItem): MenuDraft {
  return {
    Id: item.Id,
    Name: item.Name,
    RouteName: item.RouteName,
    Icon: item.Icon,
    SortOrder: item.SortOrder,
    IsShow: item.IsShow,
    TutorGroup: item.TutorGroup,
  };
}

export function emptyMenuDraft(): MenuDraft {
  return { Name: '', RouteName: '', Icon: '', SortOrder: 0, IsShow: true, TutorGroup: null };
}
