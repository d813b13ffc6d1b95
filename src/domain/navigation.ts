import { DESKTOP_CLIENT } from './session-constants';
import { HAND_OVER_CODE_PARAM } from './sign-in';
import type { MenuItem, WhiteListEntry } from './system-setting';

/** A location the router is asked to show. */
export interface RouteLocation {
  path: string;
  /** Query string without '?'. */
  search: string;
  /** Hash without '#'. */
  hash: string;
}

export function locationToUrl(location: RouteLocation): string {
  return `${location.path}${location.search ? `?${location.search}` : ''}${location.hash ? `#${location.hash}` : ''}`;
}

/** A token handed over in the address's hash by another host or a third party (route guard step 1). */
export interface HashLogin {
  token: string;
  expiresIn: number;
  redirectUrl: string;
}

/** Default lifetime of a token received in a hash without `expires_in`. */
const HASH_TOKEN_DEFAULT_SECONDS = 3600;

export function parseHashLogin(hash: string): HashLogin | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token') ?? params.get('token');
  if (!token) return null;
  const expiresIn = Number(params.get('expires_in'));
  return {
    token,
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : HASH_TOKEN_DEFAULT_SECONDS,
    redirectUrl: params.get('redirectUrl') ?? '',
  };
}

/** Whether the query or hash says `client=tutorclient` (route guard step 2). */
export function hasDesktopClientMarker(location: RouteLocation): boolean {
  const fromQuery = new URLSearchParams(location.search).get('client');
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '').replace(/^[^?]*\?/, '')).get('client');
  return fromQuery === DESKTOP_CLIENT || fromHash === DESKTOP_CLIENT;
}

export function queryParam(location: RouteLocation, name: string): string {
  return new URLSearchParams(location.search).get(name) ?? '';
}

/**
 * A redirect target the portal may follow without leaving its own origin: a path starting with a
 * single '/', with no scheme, no '//' or backslash trick. Anything else is refused (no open redirect).
 */
export function isSafeLocalRedirect(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  return !/[\u0000-\u001f]/.test(target);
}

export interface CrossHostInput {
  path: string;
  currentOrigin: string;
  hosts: Record<string, string>;
  menu: readonly MenuItem[];
  whiteList: readonly WhiteListEntry[];
  isDesktopClient: boolean;
}

/**
 * Route guard step 5: the other host's /redirect address when the path must be opened elsewhere,
 * or null to stay. A menu entry whose host (from the host map) is another origin sends the path
 * there; a current host listed in the whitelist with `redirect` and a level above 1 sends it to
 * the level-1 (main) domain. The address carries redirectUrl and, in the desktop client, client;
 * never the token: `withHandOverCode` adds the one-time code the other host exchanges.
 */
export function crossHostTarget(input: CrossHostInput): string | null {
  const routeName = input.path.replace(/^\/+/, '').split('/')[0] ?? '';
  const entry = input.menu.find((item) => item.routeName.toLowerCase() === routeName.toLowerCase());
  // The host map decides; an absolute url on the entry stands in when it has no host key.
  const menuHost = entry ? (entry.hostKey !== undefined ? (input.hosts[entry.hostKey] ?? '') : entry.url) : '';
  let targetOrigin = menuHost && originOf(menuHost) !== input.currentOrigin ? originOf(menuHost) : '';
  if (!targetOrigin) {
    const currentHost = hostOf(input.currentOrigin);
    const current = input.whiteList.find((item) => item.domain.toLowerCase() === currentHost);
    const main = input.whiteList.find((item) => item.level === 1);
    if (current && current.redirect && current.level > 1 && main) {
      targetOrigin = originOf(main.domain.includes('://') ? main.domain : `${protocolOf(input.currentOrigin)}//${main.domain}`);
    }
  }
  if (!targetOrigin || targetOrigin === input.currentOrigin) return null;
  const query = new URLSearchParams({ redirectUrl: input.path });
  if (input.isDesktopClient) query.set('client', DESKTOP_CLIENT);
  return `${targetOrigin}/redirect?${query.toString()}`;
}

/** The cross-host address with the one-time hand-over code the receiving host exchanges for a session. */
export function withHandOverCode(redirectAddress: string, code: string): string {
  const url = new URL(redirectAddress);
  url.searchParams.set(HAND_OVER_CODE_PARAM, code);
  return url.toString();
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return '';
  }
}

function protocolOf(origin: string): string {
  try {
    return new URL(origin).protocol;
  } catch {
    return 'https:';
  }
}
