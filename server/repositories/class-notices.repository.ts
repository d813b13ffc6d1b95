import type { Kysely } from 'kysely';
import { NoticeStatus } from '../../src/domain/message-kinds';
import type { Database } from '../db/schema';

/**
 * Answers one of the tutor's class notices while it is still pending (a compare-and-set, so it is
 * answered once); answers how many rows changed (0 when it was answered meanwhile).
 */
export async function markNoticeAnswered(
  db: Kysely<Database>,
  tutorId: number,
  messageId: number,
  values: { notice_status: NoticeStatus; refuse_reason: string | null; answered_at: string },
): Promise<number> {
  const updated = await db
    .updateTable('messages')
    .set(values)
    .where('id', '=', messageId)
    .where('tutor_id', '=', tutorId)
    .where('notice_status', '=', NoticeStatus.pending)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
