import type { Kysely } from 'kysely';
import { GroupRole } from '../../src/domain/im';
import type { Database } from '../db/schema';
import type { MemberRow } from './im.repository';

type Db = Kysely<Database>;

const ROLE_ORDER = { [GroupRole.owner]: 0, [GroupRole.admin]: 1, [GroupRole.member]: 2 } as Record<string, number>;

/** A group's members, owner first, then admins, then members by joining order; one page. */
export async function groupMembersPage(db: Db, conversationId: number, offset: number, limit: number): Promise<{ total: number; rows: MemberRow[] }> {
  const all = await db.selectFrom('im_members').selectAll().where('conversation_id', '=', conversationId).execute();
  const sorted = all.sort((a, b) => (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3) || a.joined_at.localeCompare(b.joined_at) || a.user_id - b.user_id);
  return { total: sorted.length, rows: sorted.slice(offset, offset + limit) };
}

export async function setRole(db: Db, conversationId: number, userId: number, role: GroupRole): Promise<void> {
  await db.updateTable('im_members').set({ role }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
}

export async function deleteMember(db: Db, conversationId: number, userId: number): Promise<void> {
  await db.deleteFrom('im_members').where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
}

export async function updateGroupTexts(
  db: Db,
  conversationId: number,
  texts: Partial<Record<'name' | 'announcement' | 'introduction' | 'question', string>>,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('im_conversations')
    .set({ ...texts, updated_at: nowIso })
    .where('id', '=', conversationId)
    .execute();
}

export async function markDissolved(db: Db, conversationId: number, nowIso: string): Promise<void> {
  await db.updateTable('im_conversations').set({ dissolved_at: nowIso, updated_at: nowIso }).where('id', '=', conversationId).execute();
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}
