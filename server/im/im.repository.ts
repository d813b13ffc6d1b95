import { sql, type Kysely, type Selectable } from 'kysely';
import { ConversationKind, GroupRole } from '../../src/domain/im';
import { Role } from '../../src/domain/routes';
import type { Database, ImConversationsTable, ImMembersTable, ImMessagesTable } from '../db/schema';

/** Plain queries on the chat tables. Callers check membership first; nothing here trusts an id. */
export type ConversationRow = Selectable<ImConversationsTable>;
export type MemberRow = Selectable<ImMembersTable>;
export type ImMessageRow = Selectable<ImMessagesTable>;
type Db = Kysely<Database>;

export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('im_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMember(db: Db, conversationId: number, userId: number): Promise<MemberRow | undefined> {
  return db.selectFrom('im_members').selectAll().where('conversation_id', '=', conversationId).where('user_id', '=', userId).executeTakeFirst();
}

export async function memberIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db.selectFrom('im_members').select('user_id').where('conversation_id', '=', conversationId).orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

export async function insertConversation(
  db: Db,
  values: { kind: ConversationKind; name?: string; directKey?: string | null; createdBy: number | null; nowIso: string },
): Promise<ConversationRow> {
  return db
    .insertInto('im_conversations')
    .values({
      kind: values.kind,
      name: values.name ?? '',
      direct_key: values.directKey ?? null,
      created_by: values.createdBy,
      dissolved_at: null,
      created_at: values.nowIso,
      updated_at: values.nowIso,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertMembers(db: Db, conversationId: number, members: Array<{ userId: number; role: GroupRole }>, nowIso: string): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('im_members')
    .values(members.map((member) => ({ conversation_id: conversationId, user_id: member.userId, role: member.role, joined_at: nowIso })))
    .execute();
}

export async function findDirect(db: Db, a: number, b: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('im_conversations').selectAll().where('direct_key', '=', directKey(a, b)).executeTakeFirst();
}

export async function findRemindersConversation(db: Db, userId: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('im_conversations').selectAll().where('direct_key', '=', `reminders:${userId}`).executeTakeFirst();
}

/** A user's conversations (not dissolved groups), most recently active first, one page. */
export async function listConversationsOf(db: Db, userId: number, page: { offset: number; limit: number }) {
  const base = db
    .selectFrom('im_members')
    .innerJoin('im_conversations', 'im_conversations.id', 'im_members.conversation_id')
    .where('im_members.user_id', '=', userId)
    .where('im_conversations.dissolved_at', 'is', null);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const rows = await base
    .selectAll('im_conversations')
    .select(['im_members.role as my_role', 'im_members.last_read_id as my_last_read_id'])
    .orderBy('im_conversations.updated_at', 'desc')
    .orderBy('im_conversations.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(counted?.total ?? 0), rows };
}

/** Unread messages per conversation for a user (the members' kept count). */
export async function unreadByConversation(db: Db, userId: number, conversationIds: readonly number[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('im_members')
    .select(['conversation_id', 'unread_count'])
    .where('user_id', '=', userId)
    .where('conversation_id', 'in', conversationIds)
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, row.unread_count]));
}

/** What a member's unread count is, counted from the messages: others' after the read position, not withdrawn. */
const countedUnread = sql<number>`(select count(*) from im_messages where im_messages.conversation_id = im_members.conversation_id and im_messages.id > im_members.last_read_id and im_messages.retracted_at is null and (im_messages.sender_id is null or im_messages.sender_id <> im_members.user_id))`;

/** Rebuilds the kept unread counts from the messages (of one conversation, or all). */
export async function recountUnread(db: Db, conversationId?: number): Promise<void> {
  let query = db.updateTable('im_members').set({ unread_count: countedUnread });
  if (conversationId !== undefined) query = query.where('conversation_id', '=', conversationId);
  await query.execute();
}

/** The unread counts as the messages say (tests compare them with the kept ones). */
export async function countedUnreadOf(db: Db, conversationId: number): Promise<Array<{ user_id: number; kept: number; counted: number }>> {
  const rows = await db
    .selectFrom('im_members')
    .select(['user_id', 'unread_count as kept', countedUnread.as('counted')])
    .where('conversation_id', '=', conversationId)
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, kept: Number(row.kept), counted: Number(row.counted) }));
}

/** Counts a new message as unread for every member but its sender. */
export async function countNewMessage(db: Db, conversationId: number, senderId: number | null): Promise<void> {
  let query = db
    .updateTable('im_members')
    .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
    .where('conversation_id', '=', conversationId);
  if (senderId !== null) query = query.where('user_id', '!=', senderId);
  await query.execute();
}

/** A withdrawn message no longer counts for the members who had not read it. */
export async function uncountMessage(db: Db, conversationId: number, messageId: number, senderId: number | null): Promise<void> {
  let query = db
    .updateTable('im_members')
    .set((eb) => ({ unread_count: eb('unread_count', '-', 1) }))
    .where('conversation_id', '=', conversationId)
    .where('last_read_id', '<', messageId)
    .where('unread_count', '>', 0);
  if (senderId !== null) query = query.where('user_id', '!=', senderId);
  await query.execute();
}

/** Each user's unread chat messages (the header's counter): a sum of kept counts, one query. */
export async function unreadTotals(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('im_members')
    .innerJoin('im_conversations', 'im_conversations.id', 'im_members.conversation_id')
    .select(['im_members.user_id', (eb) => eb.fn.sum<number | string>('im_members.unread_count').as('unread')])
    .where('im_members.user_id', 'in', userIds)
    .where('im_conversations.dissolved_at', 'is', null)
    .groupBy('im_members.user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.unread ?? 0)]));
}

export async function lastMessages(db: Db, conversationIds: readonly number[]): Promise<Map<number, ImMessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const latest = db
    .selectFrom('im_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', 'in', conversationIds)
    .groupBy('conversation_id');
  const rows = await db.selectFrom('im_messages').selectAll().where('id', 'in', latest).execute();
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

/** The highest read position among the other members (a direct chat's read receipt). */
export async function peerReadIds(db: Db, userId: number, conversationIds: readonly number[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('im_members')
    .select(['conversation_id', (eb) => eb.fn.max('last_read_id').as('read_id')])
    .where('conversation_id', 'in', conversationIds)
    .where('user_id', '!=', userId)
    .groupBy('conversation_id')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.read_id ?? 0)]));
}

export interface NewImMessage {
  conversationId: number;
  senderId: number | null;
  kind: string;
  body: string;
  file?: { ref: string; name: string; size: number; contentType: string; width: number | null; height: number | null };
}

export async function insertImMessage(db: Db, message: NewImMessage, nowIso: string): Promise<ImMessageRow> {
  return db
    .insertInto('im_messages')
    .values({
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      kind: message.kind,
      body: message.body,
      file_ref: message.file?.ref ?? null,
      file_name: message.file?.name ?? null,
      file_size: message.file?.size ?? null,
      content_type: message.file?.contentType ?? null,
      width: message.file?.width ?? null,
      height: message.file?.height ?? null,
      retracted_at: null,
      created_at: nowIso,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function touchConversation(db: Db, conversationId: number, nowIso: string): Promise<void> {
  await db.updateTable('im_conversations').set({ updated_at: nowIso }).where('id', '=', conversationId).execute();
}

/** A page of history: messages before `beforeId` (or the newest), oldest first in the answer. */
export async function historyPage(db: Db, conversationId: number, beforeId: number | undefined, limit: number): Promise<ImMessageRow[]> {
  let query = db.selectFrom('im_messages').selectAll().where('conversation_id', '=', conversationId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

export async function findImMessage(db: Db, id: number): Promise<ImMessageRow | undefined> {
  return db.selectFrom('im_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markRetracted(db: Db, id: number, nowIso: string): Promise<number> {
  const result = await db.updateTable('im_messages').set({ retracted_at: nowIso }).where('id', '=', id).where('retracted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves a member's read position forward (never back), recounting what is left unread. */
export async function advanceRead(db: Db, conversationId: number, userId: number, upToId: number): Promise<boolean> {
  const result = await db
    .updateTable('im_members')
    .set({ last_read_id: upToId })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where('last_read_id', '<', upToId)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) > 0;
  if (moved) {
    await db
      .updateTable('im_members')
      .set({ unread_count: countedUnread })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .execute();
  }
  return moved;
}

export async function latestMessageId(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('im_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Memberships of `userId` joined to every member of the same live (not dissolved) groups: `mine` and `theirs`. */
function liveGroupMembersWith(db: Db, userId: number) {
  return db
    .selectFrom('im_members as mine')
    .innerJoin('im_members as theirs', 'theirs.conversation_id', 'mine.conversation_id')
    .innerJoin('im_conversations', 'im_conversations.id', 'mine.conversation_id')
    .where('mine.user_id', '=', userId)
    .where('im_conversations.kind', '=', ConversationKind.group)
    .where('im_conversations.dissolved_at', 'is', null);
}

/** A (not dissolved) group both people are members of, if any. */
export async function findSharedGroup(db: Db, a: number, b: number): Promise<{ conversation_id: number } | undefined> {
  return liveGroupMembersWith(db, a).select('mine.conversation_id').where('theirs.user_id', '=', b).executeTakeFirst();
}

/** The people a tutor shares a group with (a subquery). */
function groupMatesOf(db: Db, userId: number) {
  return liveGroupMembersWith(db, userId).select('theirs.user_id');
}

/**
 * The users (not disabled) someone may start a direct chat with, by id, one page, and their count: tutors
 * and staff for staff; staff and group mates for a tutor.
 */
export async function listContactIds(
  db: Db,
  userId: number,
  viewerIsStaff: boolean,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  let query = db.selectFrom('users').innerJoin('user_roles', 'user_roles.user_id', 'users.id').where('users.disabled', '=', 0).where('users.id', '!=', userId);
  query = viewerIsStaff
    ? query.where('user_roles.role', 'in', [Role.staff, Role.teacher])
    : query.where((eb) => eb.or([eb('user_roles.role', '=', Role.staff), eb('users.id', 'in', groupMatesOf(db, userId))]));
  const counted = await query.select((eb) => eb.fn.count<number | string>('users.id').distinct().as('total')).executeTakeFirst();
  const rows = await query.select('users.id').distinct().orderBy('users.id').offset(page.offset).limit(page.limit).execute();
  return { total: Number(counted?.total ?? 0), ids: rows.map((row) => row.id) };
}

/** Users by id with their chat profile's columns (null where they have none). */
export async function listUsersWithChatProfile(db: Db, userIds: readonly number[]) {
  return db
    .selectFrom('users')
    .leftJoin('im_profiles', 'im_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.avatar',
      'users.disabled',
      'im_profiles.user_type',
      'im_profiles.nickname',
      'im_profiles.enabled',
    ])
    .where('users.id', 'in', userIds)
    .execute();
}

export async function listUserRoles(db: Db, userIds: readonly number[]): Promise<Array<{ user_id: number; role: string }>> {
  return db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', userIds).execute();
}
