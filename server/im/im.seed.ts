import { ConversationKind, GroupRole, ImMessageKind, ImUserType } from '../../src/domain/im';
import { MessageKind } from '../../src/domain/message-kinds';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { DemoUsers } from '../seed/people.seed';
import type { SeedContext } from '../seed/seed';
import { reminderText } from './im-reminders';
import { directKey, insertConversation, insertImMessage, insertMembers, recountUnread } from './im.repository';

const MINUTE = 60_000;

/** A student who is in the demo team's group as a chat user only (no sign-in): shown masked. */
export const DemoChatStudent = { id: 950001, account: 'chat.student.kim', nickname: 'Kimberly Santos' } as const;

/**
 * The chat's demo data: the team group (staff owns it, demo is an admin, demo2 and others are
 * members), demo's chat with staff, and demo's class reminders in the chat as well.
 */
export async function seedIm({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();

  await db
    .insertInto('users')
    .values({
      id: DemoChatStudent.id,
      account: DemoChatStudent.account,
      first_name: 'Kimberly',
      last_name: 'Santos',
      email: '',
      avatar: '',
      disabled: 0,
      created_at: ago(60 * 24 * 30),
    })
    .execute();
  await syncIdSequence(db, 'users');
  await db.insertInto('im_profiles').values({ user_id: DemoChatStudent.id, user_type: ImUserType.student, nickname: DemoChatStudent.nickname }).execute();

  const group = await insertConversation(db, { kind: ConversationKind.group, name: 'Manila Team A', createdBy: DemoUsers.staff.id, nowIso: ago(60 * 24 * 7) });
  await db
    .updateTable('im_conversations')
    .set({
      announcement: 'Please confirm your classes for next week by Friday.',
      introduction: 'The team of tutors led by Grace.',
      question: 'Which level do you teach most?',
    })
    .where('id', '=', group.id)
    .execute();
  await insertMembers(
    db,
    group.id,
    [
      { userId: DemoUsers.staff.id, role: GroupRole.owner },
      { userId: DemoUsers.demo.id, role: GroupRole.admin },
      { userId: DemoUsers.demo2.id, role: GroupRole.member },
      { userId: DemoUsers.international.id, role: GroupRole.member },
      { userId: DemoChatStudent.id, role: GroupRole.member },
    ],
    ago(60 * 24 * 7),
  );
  const groupLines: Array<[number, string, number]> = [
    [DemoUsers.staff.id, 'Welcome to the team chat! Class reminders and news will come here too.', 60 * 24 * 7],
    [DemoUsers.demo.id, 'Thank you, Grace. Happy to be here.', 60 * 24 * 6],
    [DemoUsers.staff.id, 'Remember: confirm next week’s classes by Friday, please.', 60 * 3],
  ];
  for (const [senderId, body, minutes] of groupLines) {
    await insertImMessage(db, { conversationId: group.id, senderId, kind: ImMessageKind.text, body }, ago(minutes));
  }

  const direct = await insertConversation(db, {
    kind: ConversationKind.direct,
    directKey: directKey(DemoUsers.demo.id, DemoUsers.staff.id),
    createdBy: DemoUsers.demo.id,
    nowIso: ago(60 * 26),
  });
  await insertMembers(
    db,
    direct.id,
    [
      { userId: DemoUsers.demo.id, role: GroupRole.member },
      { userId: DemoUsers.staff.id, role: GroupRole.member },
    ],
    ago(60 * 26),
  );
  const first = await insertImMessage(
    db,
    { conversationId: direct.id, senderId: DemoUsers.demo.id, kind: ImMessageKind.text, body: 'Hi Grace, can I swap my Friday 9:00 class?' },
    ago(60 * 26),
  );
  await insertImMessage(
    db,
    { conversationId: direct.id, senderId: DemoUsers.staff.id, kind: ImMessageKind.text, body: 'Yes, I will ask the student and tell you here.' },
    ago(60 * 25),
  );
  await db.updateTable('im_members').set({ last_read_id: first.id }).where('conversation_id', '=', direct.id).execute();
  await db
    .updateTable('im_conversations')
    .set({ updated_at: ago(60 * 25) })
    .where('id', '=', direct.id)
    .execute();
  await db
    .updateTable('im_conversations')
    .set({ updated_at: ago(60 * 3) })
    .where('id', '=', group.id)
    .execute();

  // The class reminders demo already has in the message center, in the chat as well.
  const reminders = await db
    .selectFrom('messages')
    .select(['title', 'content', 'reminder_fields', 'created_at'])
    .where('tutor_id', '=', DemoUsers.demo.id)
    .where('kind', '=', MessageKind.reminder)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (reminders.length > 0) {
    const conversation = await insertConversation(db, {
      kind: ConversationKind.reminders,
      directKey: `reminders:${DemoUsers.demo.id}`,
      createdBy: null,
      nowIso: reminders[0]?.created_at ?? ago(0),
    });
    await insertMembers(db, conversation.id, [{ userId: DemoUsers.demo.id, role: GroupRole.member }], conversation.created_at);
    let lastId = 0;
    for (const reminder of reminders) {
      const fields = reminder.reminder_fields ? (JSON.parse(reminder.reminder_fields) as { classtime?: string }) : null;
      const text = reminderText({ title: reminder.title, content: reminder.content, reminder: fields });
      lastId = (await insertImMessage(db, { conversationId: conversation.id, senderId: null, kind: ImMessageKind.reminder, body: text }, reminder.created_at))
        .id;
    }
    // Seeded reminders count as read in the chat: the message center already counts them.
    await db.updateTable('im_members').set({ last_read_id: lastId }).where('conversation_id', '=', conversation.id).execute();
    await db
      .updateTable('im_conversations')
      .set({ updated_at: reminders.at(-1)?.created_at ?? ago(0) })
      .where('id', '=', conversation.id)
      .execute();
  }
  // Seeded messages were written directly: count what each member has not read.
  await recountUnread(db);
}
