import type { Kysely } from 'kysely';
import { MessageKind } from '../../src/domain/message-kinds';
import type { Database } from '../db/schema';

/**
 * A tutor's newest unread self-schedule reminder the layout has not shown yet (index
 * messages_tutor_unread), or undefined.
 */
export async function newestUnshownSelfScheduleRemind(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .where('read_at', 'is', null)
    .where('kind', '=', MessageKind.selfSchedule)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tutor_shown_reminds as shown')
            .select('shown.message_id')
            .whereRef('shown.message_id', '=', 'messages.id')
            .where('shown.tutor_id', '=', tutorId),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Notes that the layout showed a reminder (a second note of the same keeps the first). */
export async function markRemindShown(db: Kysely<Database>, tutorId: number, messageId: number, at: string): Promise<void> {
  await db
    .insertInto('tutor_shown_reminds')
    .values({ tutor_id: tutorId, message_id: messageId, shown_at: at })
    .onConflict((conflict) => conflict.columns(['tutor_id', 'message_id']).doNothing())
    .execute();
}
