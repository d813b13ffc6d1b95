import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The assistant's rows; every query names the tutor, so one tutor never reaches another's. */

export async function listConversations(db: Kysely<Database>, tutorId: number, systemType: number, page: { offset: number; limit: number }) {
  const base = db.selectFrom('ai_conversations').where('user_id', '=', tutorId).where('system_type', '=', systemType);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findConversation(db: Kysely<Database>, tutorId: number, conversationId: number) {
  return db.selectFrom('ai_conversations').selectAll().where('id', '=', conversationId).where('user_id', '=', tutorId).executeTakeFirst();
}

export async function insertConversation(
  db: Kysely<Database>,
  row: { tutorId: number; title: string; systemType: number; classId: number | null; at: string },
) {
  const inserted = await db
    .insertInto('ai_conversations')
    .values({ user_id: row.tutorId, title: row.title, system_type: row.systemType, class_id: row.classId, created_at: row.at, updated_at: row.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function renameConversation(db: Kysely<Database>, tutorId: number, conversationId: number, title: string): Promise<boolean> {
  const result = await db.updateTable('ai_conversations').set({ title }).where('id', '=', conversationId).where('user_id', '=', tutorId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteConversation(db: Kysely<Database>, tutorId: number, conversationId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owned = await findConversation(trx, tutorId, conversationId);
    if (!owned) return false;
    await trx.deleteFrom('ai_messages').where('conversation_id', '=', conversationId).execute();
    await trx.deleteFrom('ai_conversations').where('id', '=', conversationId).execute();
    return true;
  });
}

/** The last `limit` messages of a conversation, oldest first. */
export async function recentMessages(db: Kysely<Database>, conversationId: number, limit: number) {
  const rows = await db.selectFrom('ai_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

export async function insertMessage(
  db: Kysely<Database>,
  row: { conversationId: number; role: 'user' | 'assistant'; content: string; tools: string; at: string },
) {
  const inserted = await db
    .insertInto('ai_messages')
    .values({ conversation_id: row.conversationId, role: row.role, content: row.content, tools: row.tools, created_at: row.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('ai_conversations').set({ updated_at: row.at }).where('id', '=', row.conversationId).execute();
  return inserted.id;
}

export async function tokensUsed(db: Kysely<Database>, tutorId: number, month: string): Promise<number> {
  const row = await db
    .selectFrom('ai_token_usage')
    .select(['prompt_tokens', 'completion_tokens'])
    .where('user_id', '=', tutorId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row ? Number(row.prompt_tokens) + Number(row.completion_tokens) : 0;
}

/** Adds one answer's tokens to the month, in one upsert (parallel answers add up, none is lost). */
export async function addTokenUsage(db: Kysely<Database>, tutorId: number, month: string, usage: { promptTokens: number; completionTokens: number }) {
  await db
    .insertInto('ai_token_usage')
    .values({ user_id: tutorId, month, prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, requests: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'month']).doUpdateSet({
        prompt_tokens: sql`ai_token_usage.prompt_tokens + ${usage.promptTokens}`,
        completion_tokens: sql`ai_token_usage.completion_tokens + ${usage.completionTokens}`,
        requests: sql`ai_token_usage.requests + 1`,
      }),
    )
    .execute();
}
