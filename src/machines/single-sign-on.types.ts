import type { SignInToken } from '../domain/sign-in';

// ---- Tags -----------------------------------------------------------------------------------

export const SingleSignOnTag = {
  /** A sign-in is on its way: the provider's page, the callback or a one-time secret. */
  busy: 'status:busy',
  /** The last sign-in attempt failed: `error` says why. */
  failed: 'status:failed',
} as const;
export type SingleSignOnTagName = (typeof SingleSignOnTag)[keyof typeof SingleSignOnTag];

// ---- Input and context ----------------------------------------------------------------------

export interface SingleSignOnInput {
  /** The session's token when the app starts ('' when none). */
  token: string;
}

export interface SingleSignOnContext {
  /** The session's token as last known here: after a provider sign-in, the provider's access token. */
  token: string;
  /** Seconds the provider's access token had left when it was received. */
  expiresIn: number;
  /** What the tutor is told about the last failed attempt; '' when none failed. */
  error: string;
  /** Where a redeemed one-time secret continues (a portal path). */
  returnTo: string;
}

// ---- Events ---------------------------------------------------------------------------------

/** A one-time secret that signs in without a password: an e-mail link's code, or the desktop client's login sign. */
export type OneTimeSecretKind = 'autoLoginCode' | 'loginSign';

export type SingleSignOnEvent =
  /** The tutor asked for single sign-on on /login. */
  | { type: 'sso.start' }
  /** /oidc-callback opened: `url` is the address the provider sent the browser to. */
  | { type: 'sso.complete'; url: string }
  /** The session signs out of a provider sign-in: the provider's session ends too. */
  | { type: 'sso.signOut' }
  /** /loginAuto or /clientAutoLogin opened; an empty login sign is looked up in the loginSign cookie. */
  /** `then`: where to continue once signed in (a portal path; see safeReturnPath), /home by default. */
  | { type: 'signIn.redeem'; kind: OneTimeSecretKind; secret: string; then?: string }
  /** The session's token changed (signed in another way, signed out, refused by the API). */
  | { type: 'session.changed'; token: string; roles: string[] };

// ---- Actors ---------------------------------------------------------------------------------

/** A provider sign-in as the machine sees it (the access token the API accepts). */
export interface ProviderSessionOutput {
  accessToken: string;
  expiresIn: number;
}

/** A portal token from a one-time secret: the part of the sign-in answer the session keeps. */
export type RedeemedToken = Pick<SignInToken, 'access_token' | 'expires_in'>;

export interface RedeemInput {
  kind: OneTimeSecretKind;
  secret: string;
}

// ---- Reports to the session -----------------------------------------------------------------

/** What the sign-in machine tells the session (through the provided `report` action). */
export type SingleSignOnReport =
  /** A provider sign-in completed: the session takes the token and ends it with the provider on sign-out. */
  | { type: 'session.singleSignOnSignedIn'; token: string; expiresIn: number }
  /** After a reload, the stored token is the provider sign-in kept from before. */
  | { type: 'session.singleSignOnResumed' }
  /** The provider renewed the access token before it expired. */
  | { type: 'session.tokenRenewed'; token: string; expiresIn: number }
  /** A one-time secret was redeemed for a portal token. */
  | { type: 'session.tokenReceived'; token: string; expiresIn: number };
