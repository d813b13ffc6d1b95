import type { Kysely } from 'kysely';
import { MessageKind, type ReminderFields } from '../../src/domain/message-kinds';
import { HubEvent } from '../../src/domain/realtime';
import type { Database } from '../db/schema';
import type { Notifier } from '../realtime/notifier';
import type { Clock } from './clock';
import { relayReminderToChat } from '../im/im-reminders';
import type { MessageRecord, UnreadCounters } from '../../src/domain/message-records';
import {
  insertMessage,
  insertMessages,
  listMessages,
  markCategoryRead,
  markMessagesRead,
  unreadCounters,
  type MessageFilter,
  unreadCountersOf,
  type MessageRow,
  type NewMessage,
} from '../repositories/messages.repository';

/** What storing-and-pushing needs; the Fastify app itself fits (app.db, app.clock, app.notifier). */
export interface MessageDeps {
  db: Kysely<Database>;
  clock: Clock;
  notifier: Pick<Notifier, 'toUser'>;
}

/** A message as every message call answers it (rows never leave the server as they are). */
export type MessageView = MessageRecord;

export function toMessageView(row: MessageRow): MessageView {
  return {
    mid: row.id,
    kind: row.kind,
    type: row.category,
    title: row.title,
    content: row.content,
    isRead: row.read_at !== null,
    readTime: row.read_at,
    createTime: row.created_at,
    remind: row.remind === 1,
    noticeStatus: row.notice_status,
    refuseReason: row.refuse_reason ?? '',
    reminderType: row.reminder_type,
    reminder: row.reminder_fields ? (JSON.parse(row.reminder_fields) as ReminderFields) : null,
  };
}

/** The hub event that tells a tutor's pages a message of this kind arrived. */
export const EVENT_OF_KIND: Record<MessageKind, HubEvent> = {
  [MessageKind.system]: HubEvent.systemMessages,
  [MessageKind.levelUp]: HubEvent.systemMessages,
  [MessageKind.classNotice]: HubEvent.classMessages,
  [MessageKind.attendance]: HubEvent.classMessages,
  [MessageKind.moodle]: HubEvent.moodleMessages,
  [MessageKind.paymentProvider]: HubEvent.paypalModified,
  [MessageKind.selfSchedule]: HubEvent.selfScheduleRemind,
  [MessageKind.reminder]: HubEvent.classRemarkRemind,
  [MessageKind.classRequest]: HubEvent.classRequest,
};

/** Pushes an event and then the tutor's new unread counters. */
export async function announce(deps: MessageDeps, tutorId: number, event: string, payload: unknown): Promise<void> {
  await deps.notifier.toUser(tutorId, event, [payload]);
  await pushUnreadCounters(deps, tutorId);
}

export async function pushUnreadCounters(deps: MessageDeps, tutorId: number): Promise<void> {
  await deps.notifier.toUser(tutorId, HubEvent.unreadCount, [await unreadCounters(deps.db, tutorId)]);
}

/** Pushes each user's counters, read for all of them at once (a chat message to a large group). */
export async function pushUnreadCountersTo(deps: MessageDeps, userIds: readonly number[]): Promise<void> {
  const counters = await unreadCountersOf(deps.db, userIds);
  for (const [userId, value] of counters) await deps.notifier.toUser(userId, HubEvent.unreadCount, [value]);
}

/** Stores a message, then pushes its kind's event (with the message) and the new counters. */
export async function sendMessage(deps: MessageDeps, message: NewMessage): Promise<MessageView> {
  const view = toMessageView(await insertMessage(deps.db, message, deps.clock.now().toISOString()));
  if (message.kind === MessageKind.reminder) await relayReminderToChat(deps, message.tutorId, view);
  await announce(deps, message.tutorId, EVENT_OF_KIND[message.kind], view);
  return view;
}

/** Stores one message per tutor in one transaction, then pushes to each. Answers how many were sent. */
export async function sendMessageToTutors(deps: MessageDeps, tutorIds: readonly number[], message: Omit<NewMessage, 'tutorId'>): Promise<number> {
  const now = deps.clock.now().toISOString();
  const rows = await deps.db.transaction().execute((trx) =>
    insertMessages(
      trx,
      tutorIds.map((tutorId) => ({ ...message, tutorId })),
      now,
    ),
  );
  for (const row of rows) {
    if (message.kind === MessageKind.reminder) await relayReminderToChat(deps, row.tutor_id, toMessageView(row));
    await announce(deps, row.tutor_id, EVENT_OF_KIND[message.kind], toMessageView(row));
  }
  return rows.length;
}

/** Marks messages read and, when any changed, pushes the new counters (other tabs update too). */
export async function readMessages(deps: MessageDeps, tutorId: number, ids: readonly number[]): Promise<number> {
  const changed = await markMessagesRead(deps.db, tutorId, ids, deps.clock.now().toISOString());
  if (changed > 0) await pushUnreadCounters(deps, tutorId);
  return changed;
}

export async function readCategory(deps: MessageDeps, tutorId: number, category: number): Promise<number> {
  const changed = await markCategoryRead(deps.db, tutorId, category, deps.clock.now().toISOString());
  if (changed > 0) await pushUnreadCounters(deps, tutorId);
  return changed;
}

/** One page of a tutor's messages matching `filter`, newest first, as the lists answer them. */
export async function messagePage(
  deps: Pick<MessageDeps, 'db'>,
  tutorId: number,
  filter: MessageFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: MessageView[] }> {
  const { total, rows } = await listMessages(deps.db, tutorId, filter, page);
  return { total, items: rows.map(toMessageView) };
}

/** The tutor's unread counters (header badge, tabs, home). */
export function messageCounters(deps: Pick<MessageDeps, 'db'>, tutorId: number): Promise<UnreadCounters> {
  return unreadCounters(deps.db, tutorId);
}
