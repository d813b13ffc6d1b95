import { ConversationKind, ImMessageKind, type GroupRole, type ImConversation, type ImMessage, type ImPerson } from '../../src/domain/im';
import { previewLink } from '../uploads/stored-files';
import type { ImDeps } from './im-deps';
import { peopleByIds } from './im-people';
import { lastMessages, memberIds, peerReadIds, unreadByConversation, type ConversationRow, type ImMessageRow } from './im.repository';

/** A message as every answer and event shows it: withdrawn ones lose their text and file. */
export function toImMessage(deps: Partial<Pick<ImDeps, 'uploads'>>, row: ImMessageRow, people: Map<number, ImPerson>): ImMessage {
  const retracted = row.retracted_at !== null;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender_id === null ? null : (people.get(row.sender_id) ?? null),
    kind: row.kind as ImMessageKind,
    text: retracted ? '' : row.body,
    file:
      retracted || !row.file_ref
        ? null
        : {
            name: row.file_name ?? '',
            size: row.file_size ?? 0,
            contentType: row.content_type ?? '',
            // A signed link: the file's owner is the sender, yet every member may open it from here.
            url: deps.uploads ? previewLink(deps.uploads, row.file_ref).url : '',
            width: row.width,
            height: row.height,
          },
    retracted,
    createdAt: row.created_at,
  };
}

export async function toImMessages(deps: ChatDeps, rows: readonly ImMessageRow[]): Promise<ImMessage[]> {
  const people = await peopleByIds(
    deps.db,
    rows.flatMap((row) => (row.sender_id === null ? [] : [row.sender_id])),
  );
  return rows.map((row) => toImMessage(deps, row, people));
}

/** What storing and pushing needs; file links only where a message can carry a file. */
export type ChatDeps = Omit<ImDeps, 'uploads'> & Partial<Pick<ImDeps, 'uploads'>>;

const REMINDERS_TITLE = 'Class reminders';

/** Conversations as the list shows them, for `userId`: title, peer, unread, last message, read receipt. */
export async function toConversations(deps: ImDeps, userId: number, rows: ReadonlyArray<ConversationRow & { my_role: string }>): Promise<ImConversation[]> {
  const ids = rows.map((row) => row.id);
  const [unread, last, peerRead] = await Promise.all([
    unreadByConversation(deps.db, userId, ids),
    lastMessages(deps.db, ids),
    peerReadIds(deps.db, userId, ids),
  ]);
  const directPeers = new Map<number, number>();
  for (const row of rows) {
    if (row.kind !== ConversationKind.direct || !row.direct_key) continue;
    const [a, b] = row.direct_key.split(':').map(Number);
    directPeers.set(row.id, a === userId ? (b ?? 0) : (a ?? 0));
  }
  const senders = [...last.values()].flatMap((message) => (message.sender_id === null ? [] : [message.sender_id]));
  const people = await peopleByIds(deps.db, [...directPeers.values(), ...senders]);
  return rows.map((row) => {
    const peer = people.get(directPeers.get(row.id) ?? -1) ?? null;
    const lastRow = last.get(row.id);
    const title = row.kind === ConversationKind.group ? row.name : row.kind === ConversationKind.reminders ? REMINDERS_TITLE : (peer?.nickname ?? '');
    return {
      id: row.id,
      kind: row.kind as ConversationKind,
      title,
      peer,
      myRole: row.kind === ConversationKind.group ? (row.my_role as GroupRole) : null,
      unread: unread.get(row.id) ?? 0,
      lastMessage: lastRow ? toImMessage(deps, lastRow, people) : null,
      peerReadId: peerRead.get(row.id) ?? 0,
      updatedAt: row.updated_at,
    };
  });
}

/** Sends an event to every member of a conversation (each member's connections, in every process). */
export async function toMembers(deps: ChatDeps, conversationId: number, target: string, payload: unknown, except?: number): Promise<number[]> {
  const ids = await memberIds(deps.db, conversationId);
  for (const id of ids) if (id !== except) await deps.notifier.toUser(id, target, [payload]);
  return ids;
}
