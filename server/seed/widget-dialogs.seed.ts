import { BiAspect } from '../../src/domain/bi-aspect';
import { categoryOfKind, MessageKind } from '../../src/domain/message-kinds';
import type { SeedContext } from './seed';
import { addTutor } from './widgets.seed';

/** A bi-aspect teacher who has not chosen tags yet: the layout asks, for the dialog's browser test. */
export const BiAspectTutor = { id: 100461, account: 'widgets6', password: 'demo1234' } as const;
/**
 * Has a contract to sign and has not answered the contract pop-out, so it shows at sign-in. Every
 * other demo tutor has answered it (seedWidgets), so it never covers another area's pages.
 */
export const ContractPopoutTutor = { id: 100462, account: 'widgets7', password: 'demo1234' } as const;
/** Staff refused this tutor's TESOL information: the layout opens the identity review to submit it again. Also has a self-schedule reminder toast. */
export const TesolReviewTutor = { id: 100463, account: 'widgets8', password: 'demo1234' } as const;

/** The self-schedule reminder widgets8 sees as a toast at sign-in (every other tutor's was shown already). */
export const SelfScheduleRemindSeed = {
  title: 'Plot your schedule for next week',
  content: 'Self-scheduling for next week closes on Friday 18:00. Open your schedule to plot your available time.',
} as const;

/** The provider's bi-aspect tags, as staff would enter them. */
export const BiAspectTagSeed = [
  { aspect: BiAspect.teachingStyle, names: ['Patient', 'Structured', 'Game-based', 'Conversation-led', 'Grammar-focused', 'Encouraging'] },
  { aspect: BiAspect.personality, names: ['Cheerful', 'Calm', 'Funny', 'Curious', 'Warm', 'Energetic'] },
] as const;

const DAY_MS = 24 * 3_600_000;

export async function seedWidgetDialogs({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 300 * DAY_MS).toISOString();
  await addTutor(db, BiAspectTutor, { first_name: 'Ivy', last_name: 'Tan', email: 'ivy.tan@example.com', entry_key: 'ek-100461-b2a5' }, createdAt);
  await addTutor(
    db,
    ContractPopoutTutor,
    { first_name: 'Paolo', last_name: 'Dizon', email: 'paolo.dizon@example.com', entry_key: 'ek-100462-c9p1' },
    createdAt,
  );
  await addTutor(
    db,
    TesolReviewTutor,
    { first_name: 'June', last_name: 'Bautista', email: 'june.bautista@example.com', entry_key: 'ek-100463-t3r8' },
    createdAt,
  );

  await db
    .insertInto('bi_aspect_tags')
    .values(BiAspectTagSeed.flatMap(({ aspect, names }) => names.map((name, position) => ({ aspect, name, position, active: 1 }))))
    .execute();
  await db
    .insertInto('bi_aspect_teachers')
    .values({ tutor_id: BiAspectTutor.id, added_at: new Date(now.getTime() - 2 * DAY_MS).toISOString() })
    .execute();

  // The reminder toast at sign-in: shown already to every tutor with one (so it never covers another
  // area's pages in their browser tests); widgets8 gets a new one.
  const unread = await db.selectFrom('messages').select(['id', 'tutor_id']).where('kind', '=', MessageKind.selfSchedule).where('read_at', 'is', null).execute();
  if (unread.length > 0) {
    await db
      .insertInto('tutor_shown_reminds')
      .values(unread.map((row) => ({ tutor_id: row.tutor_id, message_id: row.id, shown_at: now.toISOString() })))
      .execute();
  }
  await db
    .insertInto('messages')
    .values({
      tutor_id: TesolReviewTutor.id,
      kind: MessageKind.selfSchedule,
      category: categoryOfKind(MessageKind.selfSchedule),
      title: SelfScheduleRemindSeed.title,
      content: SelfScheduleRemindSeed.content,
      remind: 0,
      reminder_type: null,
      reminder_fields: null,
      notice_status: 0,
      refuse_reason: null,
      answered_at: null,
      read_at: null,
      created_at: new Date(now.getTime() - 3_600_000).toISOString(),
      sent_by: null,
    })
    .execute();

  await db
    .insertInto('tesol_information')
    .values({
      tutor_id: TesolReviewTutor.id,
      first_name: 'June',
      middle_name: '',
      last_name: 'Bautista',
      birthday: '1994-03-08',
      id_number: 'P1234567',
      has_certificate: 0,
      certificate_file_ref: null,
      review_status: 2,
      review_reason: 'The ID number does not match your ID photo. Please check it and submit again.',
      submitted_at: new Date(now.getTime() - 5 * DAY_MS).toISOString(),
    })
    .execute();
}
