import type { Kysely } from 'kysely';
import { ContractAuditStatus } from '../../src/domain/sign-contract';
import type { Database } from '../db/schema';

/** The tutor's contract audit status; no contract on record means not signed. */
export async function contractAuditStatus(db: Kysely<Database>, userId: number): Promise<number> {
  const contract = await db.selectFrom('tutor_contracts').select('audit_status').where('user_id', '=', userId).executeTakeFirst();
  return contract?.audit_status ?? ContractAuditStatus.notSigned;
}

/** Whether a feedback message for the tutor is waiting to be read (the dot on Feedback). */
export async function hasUnreadFeedbackNotice(db: Kysely<Database>, userId: number): Promise<boolean> {
  const unread = await db.selectFrom('feedback_notices').select('id').where('user_id', '=', userId).where('read_at', 'is', null).limit(1).executeTakeFirst();
  return unread !== undefined;
}
