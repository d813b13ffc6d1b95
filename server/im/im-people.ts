import type { Kysely } from 'kysely';
import { ImUserType, displayNickname, type ImPerson } from '../../src/domain/im';
import { Role } from '../../src/domain/routes';
import type { Database } from '../db/schema';
import { listUserRoles, listUsersWithChatProfile } from './im.repository';

/** A chat user as the server knows them: the raw nickname stays here, never in an answer. */
export interface ChatIdentity {
  userId: number;
  userType: number;
  nickname: string;
  avatar: string;
  enabled: boolean;
  isStaff: boolean;
}

/**
 * Who these users are in the chat: their chat profile when they have one, else a teacher or staff
 * member by role with their name as nickname.
 */
export async function chatIdentities(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, ChatIdentity>> {
  const ids = [...new Set(userIds)];
  const found = new Map<number, ChatIdentity>();
  if (ids.length === 0) return found;
  const users = await listUsersWithChatProfile(db, ids);
  const roles = await listUserRoles(db, ids);
  const staff = new Set(roles.filter((r) => r.role === Role.staff || r.role === Role.admin).map((r) => r.user_id));
  const teachers = new Set(roles.filter((r) => r.role === Role.teacher).map((r) => r.user_id));
  for (const user of users) {
    const isStaff = staff.has(user.id);
    const userType = user.user_type ?? (isStaff ? ImUserType.staff : ImUserType.teacher);
    const hasChatRole = user.user_type !== null || isStaff || teachers.has(user.id);
    found.set(user.id, {
      userId: user.id,
      userType,
      nickname: user.nickname ?? `${user.first_name} ${user.last_name}`.trim(),
      avatar: user.avatar,
      enabled: hasChatRole && user.disabled === 0 && (user.enabled ?? 1) === 1,
      isStaff,
    });
  }
  return found;
}

export async function chatIdentity(db: Kysely<Database>, userId: number): Promise<ChatIdentity | undefined> {
  return (await chatIdentities(db, [userId])).get(userId);
}

/** The person as every answer shows them: masked nickname for user types 3, 99 and 17. */
export function toPerson(identity: ChatIdentity): ImPerson {
  return {
    userId: identity.userId,
    nickname: displayNickname(identity.nickname, identity.userType),
    userType: identity.userType,
    avatar: identity.avatar,
  };
}

export async function peopleByIds(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, ImPerson>> {
  const identities = await chatIdentities(db, userIds);
  return new Map([...identities].map(([id, identity]) => [id, toPerson(identity)]));
}
