import { ConversationKind, GroupRole, ImMessageKind } from '../../src/domain/im';
import type { MessageRecord } from '../../src/domain/message-records';
import type { MessageDeps } from '../services/messages.service';
import { postSystemMessage } from './im-messages.service';
import { findRemindersConversation, insertConversation, insertMembers } from './im.repository';

/** The text a class reminder reads as in the chat: its title, its content, and the class time. */
export function reminderText(message: Pick<MessageRecord, 'title' | 'content' | 'reminder'>): string {
  const classTime = message.reminder?.classtime ? `Class time: ${message.reminder.classtime}` : '';
  return [message.title, message.content, classTime].filter((part) => part && part.trim()).join('\n');
}

/** A tutor's "Class reminders" conversation, created on the first reminder. */
async function remindersConversationOf(deps: MessageDeps, tutorId: number): Promise<number> {
  const found = await findRemindersConversation(deps.db, tutorId);
  if (found) return found.id;
  const nowIso = deps.clock.now().toISOString();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await insertConversation(trx, { kind: ConversationKind.reminders, directKey: `reminders:${tutorId}`, createdBy: null, nowIso });
      await insertMembers(trx, row.id, [{ userId: tutorId, role: GroupRole.member }], nowIso);
      return row.id;
    });
  } catch (error) {
    const raced = await findRemindersConversation(deps.db, tutorId);
    if (!raced) throw error;
    return raced.id;
  }
}

/**
 * Delivers a class reminder into the tutor's chat as well as the message center. Called before the
 * message center announces it, whose counter push then counts the chat's copy too.
 */
export async function relayReminderToChat(deps: MessageDeps, tutorId: number, message: MessageRecord): Promise<void> {
  const conversationId = await remindersConversationOf(deps, tutorId);
  await postSystemMessage(deps, conversationId, ImMessageKind.reminder, reminderText(message), null, false);
}
