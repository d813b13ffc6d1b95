import type { ApiError } from '../domain/api-error';
import type { RouteLocation } from '../domain/navigation';
import type { RouteAccess } from '../domain/routes';
import type { MenuItem, SystemSetting } from '../domain/system-setting';
import type { UserState } from '../domain/user';

export interface RouteGuardInput {
  token: string;
  roles: string[];
  /** The retryTimes cookie's value when the app started. */
  retryTimes: number;
  /** Whether the client cookie already says tutorclient. */
  isDesktopClient: boolean;
  /** This page's origin, to tell another host from this one. */
  currentOrigin: string;
  /** Every shell route with the roles that may open it. */
  routes: RouteAccess[];
}

export interface RouteGuardContext extends RouteGuardInput {
  setting: SystemSetting | null;
  menu: MenuItem[];
  /** The navigation being checked. */
  pending: RouteLocation | null;
  /** The last navigation let through: what the router renders. */
  allowed: RouteLocation | null;
  /** The routes generated from the roles. */
  allowedRoutes: RouteAccess[];
}

export type RouteGuardEvent =
  | { type: 'route.navigate'; location: RouteLocation }
  /** A lazy route chunk failed to load: replace to the pending path (step 9). */
  | { type: 'route.chunkFailed' }
  | { type: 'session.changed'; token: string; roles: string[] }
  | { type: 'session.menuLoaded'; menu: MenuItem[] };

/** What the guard tells the session (through the provided `report` action). */
export type RouteGuardReport =
  | { type: 'session.settingLoaded'; setting: SystemSetting }
  | { type: 'session.tokenReceived'; token: string; expiresIn: number }
  | { type: 'session.userLoaded'; user: UserState }
  /** User info failed: the session logs out (step 7). */
  | { type: 'session.guardLoggedOut' }
  /** User info was refused with a 229: the session applies the error catalogue (its toast). */
  | { type: 'api.failed'; error: ApiError }
  /** The user is in: start realtime and the follow-up loads (step 6). */
  | { type: 'session.started' };

export const RouteGuardTag = {
  busy: 'status:busy',
} as const;
