import type { MessageCategory } from '../domain/message-kinds';
import type { MessagePage, MessageRecord, UnreadTotals } from '../domain/message-records';

// ---- The list of one tab (/message/notice, remind, warning, levelUp) -------------------------

export interface MessageListInput {
  category: MessageCategory;
}

export interface MessageListContext {
  category: MessageCategory;
  /** The search as applied to the list shown. */
  key: string;
  /** 1-based. */
  page: number;
  size: number;
  total: number;
  items: MessageRecord[];
  /** Messages ticked for "mark as read". */
  selected: number[];
  /** Unread totals for the tabs (GetTotalUnreadMessageCount). */
  totals: UnreadTotals | null;
  /** Why the list could not be loaded; '' otherwise. */
  loadError: string;
}

export type MessageListEvent =
  | { type: 'list.search'; key: string }
  | { type: 'list.page'; page: number; size: number }
  | { type: 'list.select'; mids: number[] }
  /** Batch read by ids (BatchSetReadedByMIds). */
  | { type: 'list.readSelected' }
  /** Batch read by type: the whole tab (BatchSetReadedByType). */
  | { type: 'list.readAll' }
  /** Something changed elsewhere (a hub event, a dialog, another tab): load again. */
  | { type: 'list.refresh' };

/** Read state changed here: the view tells the session, which refreshes the counters and the other tabs. */
export type MessageListEmitted = { type: 'messages.read' };

export interface LoadMessagesInput {
  category: MessageCategory;
  key: string;
  page: number;
  size: number;
}

export interface LoadMessagesOutput {
  page: MessagePage;
  totals: UnreadTotals;
}

// ---- One message (/messageView/{id}, /messageView/{id}/remind, /messageView/{id}/other) ------

export interface MessageViewInput {
  id: number;
  /** Opened from the remind tab: GetMessageRemindById. */
  reminder: boolean;
}

export interface MessageViewContext extends MessageViewInput {
  message: MessageRecord | null;
  loadError: string;
}

export type MessageViewEvent = { type: 'view.reload' };

export const MessageCenterTag = { busy: 'status:busy' } as const;
export type MessageCenterTag = (typeof MessageCenterTag)[keyof typeof MessageCenterTag];
