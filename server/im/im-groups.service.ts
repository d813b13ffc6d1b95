import {
  ConversationKind,
  GroupRole,
  IM_MEMBER_LIST_NAMES,
  ImHubEvent,
  ImMessageKind,
  ImMessages,
  checkGroupText,
  isEmail,
  type GroupTextField,
  type ImGroupInfo,
  type ImGroupMember,
} from '../../src/domain/im';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import { pushUnreadCountersTo } from '../services/messages.service';
import { failed, requireChatUser, requireMembership } from './im-access';
import type { ImDeps } from './im-deps';
import { postSystemMessage } from './im-messages.service';
import { chatIdentities, peopleByIds, type ChatIdentity } from './im-people';
import { toMembers } from './im-views';
import { advanceRead, findMember, insertConversation, insertMembers, latestMessageId, type MemberRow } from './im.repository';
import { deleteMember, findUserIdByEmail, groupMembersPage, markDissolved, setRole, updateGroupTexts } from './im-groups.repository';

export type GroupTexts = Partial<Record<GroupTextField, string>>;

const nowIso = (deps: ImDeps) => deps.clock.now().toISOString();
const forbidden = (message: string) => new ApiFailure(ErrorCode.Forbidden, message, 403);
const isAdminOrOwner = (member: MemberRow) => member.role === GroupRole.owner || member.role === GroupRole.admin;

function checkTexts(texts: GroupTexts): void {
  for (const [field, value] of Object.entries(texts) as Array<[GroupTextField, string | undefined]>) {
    const problem = value === undefined ? null : checkGroupText(field, value);
    if (problem) throw failed(problem);
  }
}

async function requireGroup(deps: ImDeps, conversationId: number, userId: number) {
  await requireChatUser(deps, userId);
  const found = await requireMembership(deps, conversationId, userId);
  if (found.conversation.kind !== ConversationKind.group) throw new ApiFailure(ErrorCode.NotFound, ImMessages.groupDissolved, 404);
  return found;
}

async function nameOf(deps: ImDeps, userId: number): Promise<string> {
  return (await peopleByIds(deps.db, [userId])).get(userId)?.nickname ?? '';
}

/** Tells every member (and anyone just removed) that the group changed, with a note in the chat. */
async function announceChange(deps: ImDeps, conversationId: number, note: string, alsoTell: number[] = []): Promise<void> {
  if (note) await postSystemMessage(deps, conversationId, ImMessageKind.notice, note);
  const told = await toMembers(deps, conversationId, ImHubEvent.conversation, { conversationId });
  for (const id of alsoTell) if (!told.includes(id)) await deps.notifier.toUser(id, ImHubEvent.conversation, [{ conversationId }]);
}

/** Creates a group owned by its creator, who must be staff (a teacher cannot be made group owner). */
export async function createGroup(deps: ImDeps, userId: number, input: { name: string; memberIds: number[] } & GroupTexts): Promise<number> {
  const me = await requireChatUser(deps, userId);
  if (!me.isStaff) throw forbidden(ImMessages.onlyStaffCreatesGroups);
  const { memberIds, ...texts } = input;
  checkTexts({ ...texts, name: input.name });
  const others = [...new Set(memberIds)].filter((id) => id !== userId);
  const identities = await chatIdentities(deps.db, others);
  if (others.some((id) => !identities.get(id)?.enabled)) throw new ApiFailure(ErrorCode.NotFound, ImMessages.userNotFound, 404);
  const group = await deps.db.transaction().execute(async (trx) => {
    const row = await insertConversation(trx, { kind: ConversationKind.group, name: input.name.trim(), createdBy: userId, nowIso: nowIso(deps) });
    await updateGroupTexts(
      trx,
      row.id,
      { announcement: texts.announcement ?? '', introduction: texts.introduction ?? '', question: texts.question ?? '' },
      nowIso(deps),
    );
    await insertMembers(trx, row.id, [{ userId, role: GroupRole.owner }, ...others.map((id) => ({ userId: id, role: GroupRole.member }))], nowIso(deps));
    return row;
  });
  await announceChange(deps, group.id, `${await nameOf(deps, userId)} created the group`);
  return group.id;
}

/** The group's texts, the user's role and at most 10 member names with the count of the rest. */
export async function groupInfo(deps: ImDeps, userId: number, conversationId: number): Promise<ImGroupInfo> {
  const { conversation, member } = await requireGroup(deps, conversationId, userId);
  const { total, rows } = await groupMembersPage(deps.db, conversationId, 0, IM_MEMBER_LIST_NAMES);
  const members = await toGroupMembers(deps, rows);
  return {
    id: conversation.id,
    name: conversation.name,
    announcement: conversation.announcement,
    introduction: conversation.introduction,
    question: conversation.question,
    myRole: member.role as GroupRole,
    members,
    moreCount: Math.max(0, total - members.length),
    memberCount: total,
  };
}

export async function groupMembers(deps: ImDeps, userId: number, conversationId: number, page: number, size: number) {
  await requireGroup(deps, conversationId, userId);
  const { total, rows } = await groupMembersPage(deps.db, conversationId, (page - 1) * size, size);
  return { total, items: await toGroupMembers(deps, rows) };
}

async function toGroupMembers(deps: ImDeps, rows: MemberRow[]): Promise<ImGroupMember[]> {
  const people = await peopleByIds(
    deps.db,
    rows.map((row) => row.user_id),
  );
  return rows.flatMap((row) => {
    const person = people.get(row.user_id);
    return person ? [{ ...person, role: row.role as GroupRole }] : [];
  });
}

/** Changes the group's name, announcement, introduction or question (owner and admins). */
export async function updateGroup(deps: ImDeps, userId: number, conversationId: number, texts: GroupTexts): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (!isAdminOrOwner(member)) throw forbidden(ImMessages.onlyAdminsEdit);
  checkTexts(texts);
  const changes = Object.fromEntries(
    Object.entries(texts)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, key === 'name' ? value.trim() : value]),
  );
  await updateGroupTexts(deps.db, conversationId, changes, nowIso(deps));
  await announceChange(deps, conversationId, `${await nameOf(deps, userId)} updated the group ${Object.keys(changes).join(', ')}`);
}

/** Adds a member by user id or by e-mail (owner and admins). */
export async function addMember(deps: ImDeps, userId: number, conversationId: number, who: { userId?: number; email?: string }): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (!isAdminOrOwner(member)) throw forbidden(ImMessages.onlyAdminsAdd);
  let targetId = who.userId;
  if (targetId === undefined) {
    if (!who.email || !isEmail(who.email)) throw failed(ImMessages.emailInvalid);
    targetId = await findUserIdByEmail(deps.db, who.email);
  }
  const target: ChatIdentity | undefined = targetId === undefined ? undefined : (await chatIdentities(deps.db, [targetId])).get(targetId);
  if (!target?.enabled) throw new ApiFailure(ErrorCode.NotFound, ImMessages.userNotFound, 404);
  if (await findMember(deps.db, conversationId, target.userId)) throw failed(ImMessages.alreadyMember);
  await insertMembers(deps.db, conversationId, [{ userId: target.userId, role: GroupRole.member }], nowIso(deps));
  // A new member starts with the history read: only what comes after joining is unread.
  await advanceRead(deps.db, conversationId, target.userId, await latestMessageId(deps.db, conversationId));
  await announceChange(deps, conversationId, `${await nameOf(deps, userId)} added ${await nameOf(deps, target.userId)}`);
}

/**
 * Removes someone (shell.md §6): not yourself, never the owner; an admin only by the owner; a
 * member only by an admin (the owner is one).
 */
export async function removeMember(deps: ImDeps, userId: number, conversationId: number, targetId: number): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (targetId === userId) throw failed(ImMessages.cannotRemoveYourself);
  const target = await findMember(deps.db, conversationId, targetId);
  if (!target) throw new ApiFailure(ErrorCode.NotFound, ImMessages.notAMember, 404);
  if (target.role === GroupRole.owner) throw forbidden(ImMessages.ownerCannotBeRemoved);
  if (target.role === GroupRole.admin && member.role !== GroupRole.owner) throw forbidden(ImMessages.onlyOwnerRemovesAdmins);
  if (!isAdminOrOwner(member)) throw forbidden(ImMessages.onlyAdminsRemoveMembers);
  const note = `${await nameOf(deps, userId)} removed ${await nameOf(deps, targetId)}`;
  await deleteMember(deps.db, conversationId, targetId);
  await announceChange(deps, conversationId, note, [targetId]);
}

/** Appoints or dismisses an admin (owner only). */
export async function setAdmin(deps: ImDeps, userId: number, conversationId: number, targetId: number, isAdmin: boolean): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (member.role !== GroupRole.owner) throw forbidden(ImMessages.onlyOwnerSetsAdmins);
  const target = await findMember(deps.db, conversationId, targetId);
  if (!target) throw new ApiFailure(ErrorCode.NotFound, ImMessages.notAMember, 404);
  if (target.role === GroupRole.owner) throw forbidden(ImMessages.ownerCannotBeRemoved);
  await setRole(deps.db, conversationId, targetId, isAdmin ? GroupRole.admin : GroupRole.member);
  const verb = isAdmin ? 'made' : 'dismissed';
  await announceChange(deps, conversationId, `${await nameOf(deps, userId)} ${verb} ${await nameOf(deps, targetId)} ${isAdmin ? 'an admin' : 'as admin'}`);
}

/** Hands the group to another member, who must not be a teacher; the old owner stays as admin. */
export async function transferOwner(deps: ImDeps, userId: number, conversationId: number, targetId: number): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (member.role !== GroupRole.owner) throw forbidden(ImMessages.onlyOwnerTransfers);
  const target = await findMember(deps.db, conversationId, targetId);
  if (!target || targetId === userId) throw new ApiFailure(ErrorCode.NotFound, ImMessages.notAMember, 404);
  const identity = (await chatIdentities(deps.db, [targetId])).get(targetId);
  if (!identity?.isStaff) throw failed(ImMessages.teacherCannotBeOwner);
  await deps.db.transaction().execute(async (trx) => {
    await setRole(trx, conversationId, userId, GroupRole.admin);
    await setRole(trx, conversationId, targetId, GroupRole.owner);
  });
  await announceChange(deps, conversationId, `${await nameOf(deps, userId)} transferred the group to ${await nameOf(deps, targetId)}`);
}

/** Leaves a group; the owner transfers it first. */
export async function leaveGroup(deps: ImDeps, userId: number, conversationId: number): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (member.role === GroupRole.owner) throw failed(ImMessages.ownerCannotLeave);
  const note = `${await nameOf(deps, userId)} left the group`;
  await deleteMember(deps.db, conversationId, userId);
  await announceChange(deps, conversationId, note, [userId]);
}

/** Dissolves the group (owner only): it leaves everyone's list; its history is kept. */
export async function dissolveGroup(deps: ImDeps, userId: number, conversationId: number): Promise<void> {
  const { member } = await requireGroup(deps, conversationId, userId);
  if (member.role !== GroupRole.owner) throw forbidden(ImMessages.onlyOwnerDissolves);
  await markDissolved(deps.db, conversationId, nowIso(deps));
  const members = await toMembers(deps, conversationId, ImHubEvent.conversation, { conversationId, dissolved: true });
  // Its unread messages no longer count.
  await pushUnreadCountersTo(deps, members);
}
