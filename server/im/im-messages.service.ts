import { Readable } from 'node:stream';
import {
  ConversationKind,
  GroupRole,
  IM_FILE_MAX_BYTES,
  ImHubEvent,
  ImMessageKind,
  ImMessages,
  ImUploadModule,
  canRetract,
  checkImageSize,
  checkMessageText,
  type ImConversation,
  type ImMessage,
  type ImPerson,
} from '../../src/domain/im';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import { pushUnreadCounters, pushUnreadCountersTo } from '../services/messages.service';
import { findOwnedStoredFile, type StoredFileRow } from '../uploads/stored-files';
import { failed, requireChatUser, requireMembership } from './im-access';
import type { ImDeps } from './im-deps';
import { chatIdentities, chatIdentity, toPerson } from './im-people';
import { toConversations, toImMessage, toImMessages, toMembers, type ChatDeps } from './im-views';
import { imageSize } from './image-size';
import {
  advanceRead,
  countNewMessage,
  directKey,
  findDirect,
  findImMessage,
  findSharedGroup,
  historyPage,
  insertConversation,
  insertImMessage,
  insertMembers,
  latestMessageId,
  listContactIds,
  listConversationsOf,
  markRetracted,
  touchConversation,
  uncountMessage,
  type NewImMessage,
} from './im.repository';

export type SendInput = { kind: 'text'; text: string } | { kind: 'image' | 'file'; fileRef: string };

const nowIso = (deps: Pick<ImDeps, 'clock'>) => deps.clock.now().toISOString();

/** A user's conversations, one page, most recent first. */
export async function listConversations(deps: ImDeps, userId: number, page: number, size: number): Promise<{ total: number; items: ImConversation[] }> {
  await requireChatUser(deps, userId);
  const { total, rows } = await listConversationsOf(deps.db, userId, { offset: (page - 1) * size, limit: size });
  return { total, items: await toConversations(deps, userId, rows) };
}

export async function conversationOf(deps: ImDeps, userId: number, conversationId: number): Promise<ImConversation> {
  const { conversation, member } = await requireMembership(deps, conversationId, userId);
  const [view] = await toConversations(deps, userId, [{ ...conversation, my_role: member.role }]);
  if (!view) throw new Error('conversation view missing');
  return view;
}

/** Whether two people are members of the same (not dissolved) group. */
async function shareAGroup(deps: ImDeps, a: number, b: number): Promise<boolean> {
  const row = await findSharedGroup(deps.db, a, b);
  return row !== undefined;
}

/**
 * The direct chat of two people, created on first use: with the provider's staff (their team
 * manager, support), or with someone they share a group with. Tutors never find other tutors.
 */
export async function openDirect(deps: ImDeps, userId: number, peerId: number): Promise<ImConversation> {
  const me = await requireChatUser(deps, userId);
  const peer = peerId === userId ? undefined : await chatIdentity(deps.db, peerId);
  if (!peer?.enabled) throw new ApiFailure(ErrorCode.NotFound, ImMessages.conversationNotFound, 404);
  if (!me.isStaff && !peer.isStaff && !(await shareAGroup(deps, userId, peerId))) throw new ApiFailure(ErrorCode.Forbidden, ImMessages.contactNotAllowed, 403);
  let conversation = await findDirect(deps.db, userId, peerId);
  if (!conversation) {
    try {
      conversation = await deps.db.transaction().execute(async (trx) => {
        const row = await insertConversation(trx, {
          kind: ConversationKind.direct,
          directKey: directKey(userId, peerId),
          createdBy: userId,
          nowIso: nowIso(deps),
        });
        await insertMembers(
          trx,
          row.id,
          [
            { userId, role: GroupRole.member },
            { userId: peerId, role: GroupRole.member },
          ],
          nowIso(deps),
        );
        return row;
      });
    } catch (error) {
      // Both opened it at once: the unique pair key let one through; use that one.
      conversation = await findDirect(deps.db, userId, peerId);
      if (!conversation) throw error;
    }
  }
  return conversationOf(deps, userId, conversation.id);
}

/** People a user may start a direct chat with: staff and group mates for a tutor; tutors and staff for staff. One page. */
export async function listContacts(deps: ImDeps, userId: number, page: number, size: number): Promise<{ total: number; items: ImPerson[] }> {
  const me = await requireChatUser(deps, userId);
  const { total, ids } = await listContactIds(deps.db, userId, me.isStaff, { offset: (page - 1) * size, limit: size });
  const identities = await chatIdentities(deps.db, ids);
  const items = ids.flatMap((id) => {
    const identity = identities.get(id);
    return identity?.enabled ? [toPerson(identity)] : [];
  });
  return { total, items };
}

/** History before `beforeId` (newest page without it), oldest first. */
export async function history(deps: ImDeps, userId: number, conversationId: number, beforeId: number | undefined, size: number): Promise<ImMessage[]> {
  await requireChatUser(deps, userId);
  await requireMembership(deps, conversationId, userId);
  return toImMessages(deps, await historyPage(deps.db, conversationId, beforeId, size));
}

/** Reads the first bytes of a stored file (enough for an image's header). */
async function readHead(deps: ImDeps, file: StoredFileRow, bytes = 64 * 1024): Promise<Buffer> {
  const stream: Readable = await deps.uploads.storage.stream(file.storage_key, { start: 0, end: Math.min(file.size, bytes) - 1 });
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

async function fileMessage(deps: ImDeps, userId: number, input: { kind: 'image' | 'file'; fileRef: string }): Promise<NewImMessage['file']> {
  const file = await findOwnedStoredFile(deps.uploads, userId, input.fileRef);
  const module = input.kind === 'image' ? ImUploadModule.image : ImUploadModule.file;
  if (!file || file.module_name !== module) throw failed(ImMessages.fileNotFound);
  if (file.size <= 0) throw failed(ImMessages.emptyFile);
  if (file.size > IM_FILE_MAX_BYTES) throw failed(ImMessages.fileTooLarge);
  let size: { width: number; height: number } | null = null;
  if (input.kind === 'image') {
    size = imageSize(await readHead(deps, file));
    const problem = size ? checkImageSize(size.width, size.height) : ImMessages.imageTooSmall;
    if (problem) throw failed(problem);
  }
  return {
    ref: file.file_ref,
    name: file.original_name,
    size: file.size,
    contentType: file.content_type,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/** Stores a message, then pushes it to every member and the new counters to the others. */
export async function sendImMessage(deps: ImDeps, userId: number, conversationId: number, input: SendInput): Promise<ImMessage> {
  const me = await requireChatUser(deps, userId);
  const { conversation } = await requireMembership(deps, conversationId, userId);
  if (conversation.kind === ConversationKind.reminders) throw failed(ImMessages.sendFailed);
  let message: NewImMessage;
  if (input.kind === 'text') {
    const problem = checkMessageText(input.text);
    if (problem) throw failed(problem);
    message = { conversationId, senderId: userId, kind: ImMessageKind.text, body: input.text };
  } else {
    message = { conversationId, senderId: userId, kind: input.kind, body: '', file: await fileMessage(deps, userId, input) };
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertImMessage(trx, message, nowIso(deps));
    await touchConversation(trx, conversationId, inserted.created_at);
    await countNewMessage(trx, conversationId, userId);
    await advanceRead(trx, conversationId, userId, inserted.id);
    return inserted;
  });
  const view = toImMessage(deps, row, new Map([[userId, toPerson(me)]]));
  const members = await toMembers(deps, conversationId, ImHubEvent.message, view);
  await pushUnreadCountersTo(
    deps,
    members.filter((id) => id !== userId),
  );
  return view;
}

/**
 * Stores a message the system writes (class reminders, group and call notes) and pushes it; the
 * counters too unless the caller pushes them itself.
 */
export async function postSystemMessage(
  deps: ChatDeps,
  conversationId: number,
  kind: ImMessageKind,
  body: string,
  senderId: number | null = null,
  pushCounters = true,
): Promise<ImMessage> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertImMessage(trx, { conversationId, senderId, kind, body }, nowIso(deps));
    await touchConversation(trx, conversationId, inserted.created_at);
    await countNewMessage(trx, conversationId, senderId);
    if (senderId !== null) await advanceRead(trx, conversationId, senderId, inserted.id);
    return inserted;
  });
  const [view] = await toImMessages(deps, [row]);
  if (!view) throw new Error('message view missing');
  const members = await toMembers(deps, conversationId, ImHubEvent.message, view);
  if (pushCounters)
    await pushUnreadCountersTo(
      deps,
      members.filter((id) => id !== senderId),
    );
  return view;
}

/** Withdraws one's own message within 2 minutes of sending it; everyone's copy loses its content. */
export async function retractImMessage(deps: ImDeps, userId: number, messageId: number): Promise<ImMessage> {
  await requireChatUser(deps, userId);
  const row = await findImMessage(deps.db, messageId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, ImMessages.retractFailed, 404);
  await requireMembership(deps, row.conversation_id, userId);
  if (row.sender_id !== userId) throw failed(ImMessages.notYourMessage);
  if (!canRetract(row.created_at, deps.clock.now().getTime())) throw failed(ImMessages.retractTooLate);
  if (row.retracted_at === null) {
    await deps.db.transaction().execute(async (trx) => {
      if ((await markRetracted(trx, messageId, nowIso(deps))) > 0) await uncountMessage(trx, row.conversation_id, messageId, row.sender_id);
    });
  }
  const [view] = await toImMessages(deps, [{ ...row, retracted_at: row.retracted_at ?? nowIso(deps) }]);
  if (!view) throw new Error('message view missing');
  const members = await toMembers(deps, row.conversation_id, ImHubEvent.retracted, view);
  await pushUnreadCountersTo(
    deps,
    members.filter((id) => id !== userId),
  );
  return view;
}

/** Moves the user's read position to `upToId` (at most the newest message) and tells the members. */
export async function readConversation(deps: ImDeps, userId: number, conversationId: number, upToId: number): Promise<number> {
  await requireChatUser(deps, userId);
  await requireMembership(deps, conversationId, userId);
  const readId = Math.min(upToId, await latestMessageId(deps.db, conversationId));
  if (await advanceRead(deps.db, conversationId, userId, readId)) {
    await toMembers(deps, conversationId, ImHubEvent.read, { conversationId, userId, readId });
    await pushUnreadCounters(deps, userId);
  }
  return readId;
}
