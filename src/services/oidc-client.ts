import type { User, UserManager } from 'oidc-client-ts';
import {
  OIDC_POST_LOGOUT_REDIRECT_PATH,
  OIDC_REDIRECT_PATH,
  OIDC_STALE_STATE_AGE_SECONDS,
  isWithinClockSkew,
  type SingleSignOnSetting,
} from '../domain/single-sign-on';

/** What the portal keeps of a provider sign-in: the access token the API accepts and its lifetime left. */
export interface ProviderSession {
  accessToken: string;
  /** Seconds the access token has left. */
  expiresIn: number;
}

/** The provider's answer is too far off this computer's clock (more than the tolerated skew). */
export class ClockSkewError extends Error {
  constructor() {
    super('The ID token was issued too far from this clock');
    this.name = 'ClockSkewError';
  }
}

/**
 * Single sign-on through oidc-client-ts: the authorization code flow with PKCE against the
 * authority the server names, the user kept in local storage like the portal's own token.
 */
export interface OidcClient {
  /** Sends the browser to the provider's sign-in page; settles only if the page comes back (back button). */
  startSignIn(): Promise<void>;
  /** Redeems the provider's answer on /oidc-callback. */
  completeSignIn(url: string): Promise<ProviderSession>;
  /** A new access token through the refresh token, without leaving the page. */
  renew(): Promise<ProviderSession>;
  /** The provider sign-in kept from an earlier page, if its access token is still alive. */
  storedSession(): Promise<ProviderSession | null>;
  /** Sends the browser to the provider's end-session page (with the ID token as hint); forgets the user. */
  endProviderSession(): Promise<void>;
  /** Forgets the provider sign-in here without telling the provider. */
  forget(): Promise<void>;
}

export interface OidcClientDeps {
  /** GET /api/Account/SingleSignOnSetting. */
  loadSetting: () => Promise<SingleSignOnSetting>;
  /** The portal's origin: the return addresses are built from it. */
  origin: string;
  storage: Storage;
  now?: () => number;
}

/**
 * oidc-client-ts keeps users and sign-in states under keys with this prefix. The library itself is
 * loaded only when single sign-on is used.
 */
const STORAGE_PREFIX = 'oidc.';

export function createOidcClient(deps: OidcClientDeps): OidcClient {
  const now = deps.now ?? Date.now;
  let manager: Promise<UserManager> | null = null;

  const userManager = (): Promise<UserManager> => {
    manager ??= Promise.all([deps.loadSetting(), import('oidc-client-ts')]).then(
      ([setting, { UserManager, WebStorageStateStore }]) =>
        new UserManager({
          authority: setting.Authority,
          client_id: setting.ClientId,
          scope: setting.Scope,
          response_type: 'code',
          redirect_uri: `${deps.origin}${OIDC_REDIRECT_PATH}`,
          post_logout_redirect_uri: `${deps.origin}${OIDC_POST_LOGOUT_REDIRECT_PATH}`,
          staleStateAgeInSeconds: OIDC_STALE_STATE_AGE_SECONDS,
          // The sign-in machine renews on its own named delay, so tests drive it with a simulated clock.
          automaticSilentRenew: false,
          monitorSession: false,
          userStore: new WebStorageStateStore({ store: deps.storage }),
          stateStore: new WebStorageStateStore({ store: deps.storage }),
        }),
    );
    // A failed setting load is tried again next time rather than remembered.
    manager.catch(() => {
      manager = null;
    });
    return manager;
  };

  const toSession = (user: User): ProviderSession => {
    if (!isWithinClockSkew(user.profile, Math.floor(now() / 1000))) throw new ClockSkewError();
    return { accessToken: user.access_token, expiresIn: user.expires_in ?? 0 };
  };

  const hasStoredEntries = () => {
    for (let index = 0; index < deps.storage.length; index += 1) {
      if (deps.storage.key(index)?.startsWith(STORAGE_PREFIX)) return true;
    }
    return false;
  };

  return {
    async startSignIn() {
      await (await userManager()).signinRedirect();
    },
    async completeSignIn(url) {
      return toSession(await (await userManager()).signinRedirectCallback(url));
    },
    async renew() {
      const users = await userManager();
      const user = await users.getUser();
      // Without a refresh token only a hidden frame could renew, which the portal does not offer.
      if (!user?.refresh_token) throw new Error('No refresh token to renew with');
      const renewed = await users.signinSilent();
      if (!renewed) throw new Error('The provider did not renew the sign-in');
      return toSession(renewed);
    },
    async storedSession() {
      // Tutors who never used single sign-on cost no request.
      if (!hasStoredEntries()) return null;
      const users = await userManager();
      await users.clearStaleState();
      const user = await users.getUser();
      if (!user || user.expired !== false) return null;
      return { accessToken: user.access_token, expiresIn: user.expires_in ?? 0 };
    },
    async endProviderSession() {
      await (await userManager()).signoutRedirect();
    },
    async forget() {
      if (!hasStoredEntries()) return;
      await (await userManager()).removeUser();
    },
  };
}
