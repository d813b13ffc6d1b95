import type { CallCardHubEffect } from '../domain/call-card';
import type { LayoutRemind } from '../domain/layout-reminds';
import type { MessageCategory } from '../domain/message-kinds';
import type { MessageCounters } from './session.types';

// ---- Input and context ----------------------------------------------------------------------

/** What the session starts realtime with. */
export interface RealtimeInput {
  /** The signed-in tutor: JoinUser is sent with it. */
  teacherId: number;
  /** The system setting's IsEnableSignalrNotice: false polls instead of connecting. */
  enabled: boolean;
  /** The system setting's SignalrNoticeHubUrl. */
  hubUrl: string;
}

export interface RealtimeContext extends RealtimeInput {
  /** Retries of the current round (reset when connected, and when the monitor starts a new round). */
  retries: number;
  /** The counters last seen, to tell whether a poll found something new. */
  counters: MessageCounters | null;
}

/** What the tab holding the connection passes on to the other tabs. */
export type RelayedMessage =
  /** A hub event, as received. */
  | { kind: 'hub'; name: string; payload: unknown }
  /** A dialog or page of that tab answered or read messages (`dialogId`: close the same dialog here). */
  | { kind: 'changed'; dialogId: string | null };

// ---- Events ---------------------------------------------------------------------------------

export type RealtimeEvent =
  /** From the session once the tutor is in (again after a new sign-in): connect, or poll. */
  | ({ type: 'realtime.start' } & RealtimeInput)
  /** From the session when the tutor leaves: close the connection, stop polling. */
  | { type: 'realtime.stop' }
  /** From the hub connection actor: started and joined. */
  | { type: 'hub.connected' }
  | { type: 'hub.event'; name: string; payload: unknown }
  /** The connection could not start or join, or it ended. `unauthorized`: the token was refused. */
  | {
      type: 'hub.closed';
      error: unknown;
      unauthorized: boolean;
      /** The server closed it because the token was revoked while the page was open. */ revoked?: boolean;
    }
  /** From the tab coordination actor. */
  | { type: 'tabs.leader'; isSelf: boolean }
  | { type: 'tabs.released' }
  | { type: 'tabs.relayed'; message: RelayedMessage }
  | { type: 'page.unload' }
  | { type: 'page.restored' }
  /** From the session: this tab changed messages (see MessageDialogEvent). */
  | { type: 'messages.changed'; from: 'page' | 'dialog'; dialogId?: string };

/** What the machine tells the hub connection actor. */
export type HubCommand = { type: 'hub.check' };

/** What the machine tells the tab coordination actor. */
export type TabsCommand =
  | { type: 'tabs.claim' }
  | { type: 'tabs.claimIfFree' }
  | { type: 'tabs.claimIfStale' }
  | { type: 'tabs.heartbeat' }
  | { type: 'tabs.relay'; message: RelayedMessage };

/** For pages: a list may have changed (`category` null: any list). */
export type RealtimeEmitted =
  | { type: 'messages.changed'; category: MessageCategory | null }
  | { type: 'classes.changed' }
  | { type: 'serviceFee.changed' }
  /** Staff replied to a feedback: the Feedback dot is asked again. */
  | { type: 'feedback.replied' }
  /** A reminder the layout shows as a toast with a link (src/domain/layout-reminds.ts). */
  | { type: 'remind.arrived'; remind: LayoutRemind }
  /** A chat call rings for the tutor, or no longer does: the layout's call card (src/domain/call-card.ts). */
  | Exclude<CallCardHubEffect, null>;

export interface HubConnectionInput {
  teacherId: number;
  hubUrl: string;
}

// ---- Status (for views and tests) -----------------------------------------------------------

export const RealtimeStatus = {
  /** Nobody signed in. */
  idle: 'idle',
  polling: 'polling',
  connecting: 'connecting',
  connected: 'connected',
  retrying: 'retrying',
  /** Ten retries failed; the 60 s monitor starts another round. */
  offline: 'offline',
  /** Another tab holds the connection. */
  following: 'following',
  closed: 'closed',
} as const;
export type RealtimeStatus = (typeof RealtimeStatus)[keyof typeof RealtimeStatus];
