import type { RouteLocation } from '../domain/navigation';
import type { RouteAccess } from '../domain/routes';
import type { SignInToken } from '../domain/sign-in';
import type { SystemSetting } from '../domain/system-setting';
import type { UserState } from '../domain/user';
import type { ApiError } from '../domain/api-error';
import type { MenuItem } from '../domain/system-setting';
import type { RouteGuardReport } from './route-guard.types';
import type { SingleSignOnReport } from './single-sign-on.types';
import type { UploadActorRef, UploadInput, UploadOutput } from './upload.types';
import type { MessageDialogEvent } from './message-dialogs.types';

export interface SessionInput {
  /** The stored token ('' when none or expired). */
  token: string;
  retryTimes: number;
  isDesktopClient: boolean;
  currentOrigin: string;
  routes: RouteAccess[];
}

export interface SessionContext {
  token: string;
  user: UserState | null;
  roles: string[];
  setting: SystemSetting | null;
  /** The sign-in form's error, shown under the form. */
  loginError: string;
  /** The token came from the identity provider: signing out ends the provider session too. */
  singleSignOn: boolean;
  /** What the route guard starts with. */
  boot: Omit<SessionInput, 'token'>;
  /** Unread message counters (NotReadMsgCount), kept fresh by the realtime actor or polling. */
  counters: MessageCounters;
  /** Uploads running now, by fileCode: the progress dialog lists them. */
  uploads: Record<string, UploadActorRef>;
  /** Who asked for each upload, told `upload.finished` when it ends. */
  uploadRequesters: Record<string, { send(event: UploadFinished): void } | undefined>;
  /** The token was revoked while the page was open: the layout shows a lock dialog with Refresh. */
  locked: boolean;
}

/** Sent to whoever started an upload when it ends (done with the stored file, or cancelled). */
export interface UploadFinished {
  type: 'upload.finished';
  fileCode: string;
  output: UploadOutput;
}

export interface MessageCounters {
  unread: number;
  home: number;
  notice: number;
  warn: number;
  remind: number;
  /** Unread chat messages (issue 19), when the server counts them. */
  im?: number;
}

/** The part of the sign-in answer the session keeps. */
export type LoginResult = Pick<SignInToken, 'access_token' | 'expires_in'>;

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.logout' }
  /** A call failed somewhere: the session applies the error catalogue (shell.md §8). */
  | { type: 'api.failed'; error: ApiError }
  /** Realtime: the server closed the connection because the token was revoked while the page is open. */
  | { type: 'session.revoked' }
  /** Follow-up loads and pages refresh parts of the user state. */
  | { type: 'user.patch'; patch: Partial<UserState> }
  /** Start an upload of one file (each runs as its own actor; several side by side). */
  | ({ type: 'upload.start'; replyTo?: { send(event: UploadFinished): void } } & UploadInput)
  /** New unread counters (from realtime events, polling or a page that changed read state). */
  | { type: 'counters.updated'; counters: MessageCounters }
  /** The message dialogs (open, closed) and read-state changes (issue 5). */
  | MessageDialogEvent
  /** Raised when the user is forgotten: realtime and the message dialogs stop. */
  | { type: 'messaging.stop' }
  /** A child of a view (clock-in, shortcuts...) has a toast or alert to show: the session emits it. */
  | { type: 'notify.show'; notice: SessionEmitted }
  | { type: 'route.navigate'; location: RouteLocation }
  | { type: 'route.chunkFailed' }
  /** The sidebar's menu loaded: the session hands it to the route guard. */
  | { type: 'session.menuLoaded'; menu: MenuItem[] }
  | RouteGuardReport
  | SingleSignOnReport;

/** Emitted for the views to show: a toast, or an alert with an icon. */
export type SessionEmitted = {
  type: 'notify';
  severity: 'success' | 'info' | 'warn' | 'error';
  message: string;
  /** 'toast' (top-center, 5000 ms) or 'alert' (a dialog the tutor closes). */
  presentation: 'toast' | 'alert';
};

export const SessionTag = {
  signingIn: 'status:signingIn',
} as const;
