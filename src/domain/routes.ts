/** Route paths and their access rules (shell.md §2, §4, §6). Pure data: views attach components. */

/** Paths anyone may open without a token. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/redirect',
  '/loginAuto',
  '/clientAutoLogin',
  '/oidc-callback',
  '/404',
  '/500',
  '/welcome',
  '/forgetPassword',
  '/moodle',
  '/retrieveEmail',
  '/tutorClient',
];

/** The spec's extra static routes (shell.md §2): /test (agora-test) and /speed, open to any signed-in user. */
export const EXTRA_STATIC_PATHS: readonly string[] = ['/test', '/speed', '/speed/speed.html'];

/** The empty path: with a token it redirects to home (shell.md §2). */
export const EMPTY_PATH = '/';

export const HOME_PATH = '/home';
/** The staff console's home (issue 21): where /home takes a staff user, who has no tutor pages. */
export const STAFF_HOME_PATH = '/staff';
export const LOGIN_PATH = '/login';
export const WELCOME_PATH = '/welcome';
export const NOT_FOUND_PATH = '/404';
export const SERVER_ERROR_PATH = '/500';
export const REDIRECT_PATH = '/redirect';
export const OIDC_CALLBACK_PATH = '/oidc-callback';

/**
 * Role names. `staff` opens the staff console; `admin` is a staff role with more (it also manages
 * staff accounts and system settings, issue 21) and sees no tutor page unless it holds `teacher` too.
 */
export const Role = {
  admin: 'admin',
  teacher: 'teacher',
  staff: 'staff',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export interface RouteAccess {
  /** A wouter-style pattern: `/classDetail/:id`, `/message/*?`. */
  path: string;
  /** Roles that may open it; empty means every signed-in role. */
  roles: readonly string[];
}

export function isExtraStaticPath(path: string): boolean {
  return EXTRA_STATIC_PATHS.some((staticPath) => samePath(staticPath, path));
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((publicPath) => samePath(publicPath, path));
}

/** The roles a user holds in effect, lower case: `admin` holds `staff` as well. */
export function heldRoles(roles: readonly string[]): Set<string> {
  const held = new Set(roles.map((role) => role.toLowerCase()));
  if (held.has(Role.admin)) held.add(Role.staff);
  return held;
}

/** Whether the roles include `admin` (staff accounts and system settings). */
export function isAdminRole(roles: readonly string[]): boolean {
  return heldRoles(roles).has(Role.admin);
}

/** The routes a user with `roles` may open: those whose roles they hold (admin counts as staff). */
export function routesForRoles<T extends RouteAccess>(routes: readonly T[], roles: readonly string[]): T[] {
  const held = heldRoles(roles);
  return routes.filter((route) => route.roles.length === 0 || route.roles.some((role) => held.has(role.toLowerCase())));
}

/** Where a path the roles may not open leads: /home for staff or admin without teacher is their console, anything else is not found. */
export function notAllowedTarget(path: string, roles: readonly string[], notFound: string): string {
  const held = heldRoles(roles);
  const staffOnly = held.has(Role.staff) && !held.has(Role.teacher);
  return staffOnly && samePath(path, HOME_PATH) ? STAFF_HOME_PATH : notFound;
}

/** Whether `path` matches `pattern`: `:name` matches one segment, a trailing `/*` any rest. */
export function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = trimSlashes(pattern).split('/');
  const pathParts = trimSlashes(path).split('/');
  for (let index = 0; index < patternParts.length; index += 1) {
    const part = patternParts[index] ?? '';
    if (part === '*' || part === '*?') return part === '*?' || pathParts.length > index;
    const actual = pathParts[index];
    if (actual === undefined) return false;
    if (part.startsWith(':')) {
      if (actual === '') return false;
      continue;
    }
    if (part.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return patternParts.length === pathParts.length;
}

export function samePath(a: string, b: string): boolean {
  return trimSlashes(a).toLowerCase() === trimSlashes(b).toLowerCase();
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
