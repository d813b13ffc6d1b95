import { categoryOfKind, MessageCategory, MessageKind, NoticeStatus, type MessageKind as Kind } from '../domain/message-kinds';
import type { AbsentNoticeRecord, ClassRequestRecord, MessageRecord } from '../domain/message-records';
import { HubEvent } from '../domain/realtime';
import type { MessageDialogRequest } from './message-dialogs.types';
import type { MessageCounters } from './session.types';

/** What one hub event means for this tab. */
export interface HubEffect {
  /** New unread counters for the session. */
  counters: MessageCounters | null;
  /** A list that changed: its category, or null for any; undefined when no list changed. */
  changed: MessageCategory | null | undefined;
  /** A dialog to open (a class request's `sound` is decided by the caller). */
  dialog: MessageDialogRequest | null;
}

const NONE: HubEffect = { counters: null, changed: undefined, dialog: null };

/**
 * Reads a hub event (shell.md §4): counters go to the session; every message event refreshes its
 * list; a pending class notice, a system message that reminds, an attendance request and a class
 * request open their dialogs. Payloads that are not what the server sends are ignored.
 */
export function interpretHubEvent(name: string, payload: unknown): HubEffect {
  switch (name) {
    case HubEvent.joinTeacherNotify:
      // Joined (again): whatever arrived while away is in the lists.
      return { ...NONE, counters: toCounters(payload), changed: null };
    case HubEvent.unreadCount:
      return { ...NONE, counters: toCounters(payload) };
    case HubEvent.systemMessages: {
      const message = asMessage(payload);
      const opens = message && message.kind === MessageKind.system && message.remind && !message.isRead;
      return {
        ...NONE,
        changed: message ? (message.type as MessageCategory) : null,
        dialog: opens ? { kind: 'systemMessage', message: dialogMessage(message) } : null,
      };
    }
    case HubEvent.classMessages: {
      if (isAbsentNotice(payload)) return { ...NONE, changed: MessageCategory.warning, dialog: { kind: 'attendance' } };
      const message = asMessage(payload);
      const opens = message && message.kind === MessageKind.classNotice && message.noticeStatus === NoticeStatus.pending;
      return {
        ...NONE,
        changed: message ? (message.type as MessageCategory) : null,
        dialog: opens ? { kind: 'classNotice', message: dialogMessage(message) } : null,
      };
    }
    case HubEvent.classRequest: {
      const request = asClassRequest(payload);
      return { ...NONE, changed: categoryOfKind(MessageKind.classRequest), dialog: request ? { kind: 'classRequest', request, sound: false } : null };
    }
    case HubEvent.classRemarkRemind:
    case HubEvent.selfScheduleRemind:
      return { ...NONE, changed: MessageCategory.remind };
    case HubEvent.autoEndClassNotice:
      return { ...NONE, changed: MessageCategory.warning };
    case HubEvent.moodleMessages:
    case HubEvent.paypalModified:
      return { ...NONE, changed: categoryOfKind(name === HubEvent.moodleMessages ? MessageKind.moodle : MessageKind.paymentProvider) };
    default:
      return NONE;
  }
}

/** The session's counters from NotReadMsgCount's shape (which also has levelUp). */
export function toCounters(payload: unknown): MessageCounters | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Record<string, unknown>;
  const keys = ['unread', 'home', 'notice', 'warn', 'remind'] as const;
  if (!keys.every((key) => typeof value[key] === 'number')) return null;
  const counters: MessageCounters = {
    unread: value.unread as number,
    home: value.home as number,
    notice: value.notice as number,
    warn: value.warn as number,
    remind: value.remind as number,
  };
  if (typeof value.im === 'number') counters.im = value.im;
  return counters;
}

function asMessage(payload: unknown): MessageRecord | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Partial<MessageRecord>;
  return typeof value.mid === 'number' && typeof value.kind === 'string' && typeof value.type === 'number' ? (value as MessageRecord) : null;
}

function isAbsentNotice(payload: unknown): payload is AbsentNoticeRecord & { kind: Kind } {
  if (typeof payload !== 'object' || payload === null) return false;
  const value = payload as Partial<AbsentNoticeRecord> & { kind?: unknown };
  return value.kind === MessageKind.attendance && typeof value.id === 'number' && typeof value.classTime === 'string';
}

function asClassRequest(payload: unknown): ClassRequestRecord | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Partial<ClassRequestRecord>;
  return typeof value.id === 'number' && typeof value.classID === 'number' && typeof value.dialog === 'string'
    ? { id: value.id, classID: value.classID, dialog: value.dialog, isPopUpPoint: value.isPopUpPoint === true }
    : null;
}

function dialogMessage(message: MessageRecord) {
  return { mid: message.mid, title: message.title, content: message.content };
}
