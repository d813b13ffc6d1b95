import type { WhiteListEntry } from './system-setting';

/**
 * Whether a `redirectUrl` (from an address, a hash login, a cross-host redirect) may be followed:
 * the portal never redirects to an address an attacker chose (no open redirect).
 *
 * Allowed: a path on this origin (`/home`, `/classDetail/5?tab=1`), an absolute address on this
 * origin, and an https address on a host of the system setting's WhiteList whose `redirect` flag
 * is set. An entry may name a scheme (`http://intranet.example`), a port (`host:8443`, otherwise
 * only the default port) or every subdomain (`*.example.com`).
 * Refused: everything else, including protocol-relative (`//evil.com`), backslash and
 * control-character tricks, other schemes (`javascript:`, `data:`), and any user info
 * (`https://portal.example.com@evil.com`).
 */
export type RedirectDecision =
  | {
      allowed: true;
      /** Where to go: a path (same origin, for in-app navigation) or an absolute address. */
      target: string;
      sameOrigin: boolean;
    }
  | { allowed: false };

export interface RedirectPolicy {
  /** The portal's own origin, as `location.origin` gives it. */
  currentOrigin: string;
  whiteList: readonly WhiteListEntry[];
}

const MAX_LENGTH = 2048;
const REFUSED: RedirectDecision = { allowed: false };

export function decideRedirect(redirectUrl: unknown, policy: RedirectPolicy): RedirectDecision {
  if (typeof redirectUrl !== 'string' || redirectUrl === '' || redirectUrl.length > MAX_LENGTH) return REFUSED;
  // Browsers drop or reinterpret these (tabs, newlines, backslashes), turning a path into a host.
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/.test(redirectUrl)) return REFUSED;

  const current = parse(policy.currentOrigin);
  if (!current) return REFUSED;

  if (redirectUrl.startsWith('/')) {
    if (redirectUrl.startsWith('//')) return REFUSED;
    const url = parse(redirectUrl, current.origin);
    if (!url || url.origin !== current.origin) return REFUSED;
    return { allowed: true, target: `${url.pathname}${url.search}${url.hash}`, sameOrigin: true };
  }

  // Anything else must be a complete http(s) address: "evil.com" or "https:evil.com" is not.
  if (!/^https?:\/\/[^/]/i.test(redirectUrl)) return REFUSED;
  const url = parse(redirectUrl);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return REFUSED;
  if (url.username !== '' || url.password !== '') return REFUSED;
  if (url.origin === current.origin) {
    return { allowed: true, target: `${url.pathname}${url.search}${url.hash}`, sameOrigin: true };
  }
  const listed = policy.whiteList.some((entry) => entry.redirect && matchesEntry(url, entry.domain));
  return listed ? { allowed: true, target: url.href, sameOrigin: false } : REFUSED;
}

export function isRedirectAllowed(redirectUrl: unknown, policy: RedirectPolicy): boolean {
  return decideRedirect(redirectUrl, policy).allowed;
}

/**
 * Whether `url` is on a host the WhiteList names, whatever the entry's flags: the only hosts the
 * cross-host redirect (shell.md §4 step 5) may carry the token to. https only, unless the entry
 * names its scheme.
 */
export function isWhiteListedHost(url: string, whiteList: readonly WhiteListEntry[]): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.username !== '' || parsed.password !== '') return false;
  return whiteList.some((entry) => matchesEntry(parsed, entry.domain));
}

function matchesEntry(url: URL, domain: string): boolean {
  const text = domain.trim().toLowerCase();
  if (!text || /[\s\\@]/.test(text)) return false;
  const scheme = /^(https?):\/\//.exec(text)?.[1];
  const hostPart = text.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  const wildcard = hostPart.startsWith('*.');
  const entry = parse(`${scheme ?? 'https'}://${wildcard ? hostPart.slice(2) : hostPart}`);
  if (!entry || !entry.hostname) return false;

  // Without a named scheme only https: a token carried across hosts must not travel in clear.
  if (url.protocol !== `${scheme ?? 'https'}:`) return false;
  if (url.port !== entry.port) return false;
  if (wildcard) return url.hostname.endsWith(`.${entry.hostname}`);
  return url.hostname === entry.hostname;
}

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
