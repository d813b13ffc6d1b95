import type { Kysely } from 'kysely';
import type { MessageRecord } from '../../src/domain/message-records';
import type { Database } from '../db/schema';
import { markRemindShown, newestUnshownSelfScheduleRemind } from '../repositories/layout-reminds.repository';
import type { Clock } from './clock';
import { toMessageView } from './messages.service';

/**
 * The self-schedule reminder the layout shows at start: the newest the tutor has neither read nor
 * been shown, or null. Answering it notes it shown, so it is a toast once, not at every page load
 * (the message itself stays unread in the message center until read there).
 */
export async function selfScheduleRemind(deps: { db: Kysely<Database>; clock: Clock }, tutorId: number): Promise<MessageRecord | null> {
  const row = await newestUnshownSelfScheduleRemind(deps.db, tutorId);
  if (!row) return null;
  await markRemindShown(deps.db, tutorId, row.id, deps.clock.now().toISOString());
  return toMessageView(row);
}
