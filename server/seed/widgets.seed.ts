import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { CONTRACT_VERSION } from '../../src/domain/contract';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';
import { ContractPopoutTutor } from './widget-dialogs.seed';

/**
 * The layout widgets' demo data: every demo tutor seeded before this has agreed to the protocol
 * (so the protocol reminder does not cover other areas' pages), except this area's own tutor, who
 * has not, for the reminder's browser test. Likewise every demo tutor has answered the contract
 * pop-out but its own tutor (widget-dialogs.seed.ts). Keep this seeder after every seeder that adds tutors.
 */
export const WidgetsTutor = { id: 100281, account: 'widgets', password: 'demo1234' } as const;
/** Has agreed to the protocol and has learning tags to read, for the learning-tag browser test. */
export const LearningTagsTutor = { id: 100282, account: 'widgets2', password: 'demo1234' } as const;
/** Has agreed to the protocol and has no tags: the Skype dialog's browser test asks for its Skype id. */
export const WidgetsSkypeTutor = { id: 100283, account: 'widgets3', password: 'demo1234' } as const;

/** The learning-tag catalogue, and the tags (in order) each widgets tutor is asked to read. */
export const LearningTagSeed = [
  { id: 301, title: 'Start on time', content: 'Enter the classroom two minutes before the class starts, with your camera and microphone tested.' },
  { id: 302, title: 'Praise effort', content: 'Praise what the student tried, not only what was right: name the effort you saw.' },
  { id: 303, title: 'Write the remark the same day', content: 'Write the class remark on the day of the class, while you still remember the details.' },
] as const;
export const SeededLearningTags: Record<number, readonly number[]> = {
  [WidgetsTutor.id]: [302, 303],
  [LearningTagsTutor.id]: [301, 302, 303],
};

export async function seedWidgets({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const agreedAt = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString();
  const tutors = await db.selectFrom('user_roles').select('user_id').where('role', '=', Role.teacher).execute();
  const agreed = [...new Set(tutors.map((row) => row.user_id))].map((user_id) => ({ user_id, agreed_at: agreedAt }));
  if (agreed.length > 0) await db.insertInto('protocol_agreements').values(agreed).execute();

  const createdAt = new Date(now.getTime() - 200 * 24 * 3_600_000).toISOString();
  await addTutor(db, WidgetsTutor, { first_name: 'Rosa', last_name: 'Lim', email: 'rosa.lim@example.com', entry_key: 'ek-100281-w1d9' }, createdAt);
  await addTutor(db, LearningTagsTutor, { first_name: 'Nilo', last_name: 'Reyes', email: 'nilo.reyes@example.com', entry_key: 'ek-100282-t4g2' }, createdAt);
  await addTutor(db, WidgetsSkypeTutor, { first_name: 'Mara', last_name: 'Cruz', email: 'mara.cruz@example.com', entry_key: 'ek-100283-s7k3' }, createdAt);
  await db
    .insertInto('protocol_agreements')
    .values([LearningTagsTutor.id, WidgetsSkypeTutor.id].map((user_id) => ({ user_id, agreed_at: agreedAt })))
    .execute();
  await syncIdSequence(db, 'users');

  // The contract pop-out: answered (not now) by every tutor but the one its browser test signs in as.
  const popoutAnswers = (await db.selectFrom('user_roles').select('user_id').where('role', '=', Role.teacher).execute())
    .map((row) => row.user_id)
    .filter((id, index, all) => id !== ContractPopoutTutor.id && all.indexOf(id) === index)
    .map((tutor_id) => ({ tutor_id, contract_version: CONTRACT_VERSION, agreed: 0, answered_at: agreedAt }));
  for (let start = 0; start < popoutAnswers.length; start += 200) {
    await db
      .insertInto('contract_popout_answers')
      .values(popoutAnswers.slice(start, start + 200))
      .execute();
  }

  await db
    .insertInto('learning_tags')
    .values(LearningTagSeed.map((tag) => ({ ...tag })))
    .execute();
  const assignedAt = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  for (const [userId, tagIds] of Object.entries(SeededLearningTags)) {
    await db
      .insertInto('tutor_learning_tags')
      .values(tagIds.map((tag_id, position) => ({ user_id: Number(userId), tag_id, position, assigned_at: assignedAt, learned_at: null })))
      .execute();
  }
}

export async function addTutor(
  db: SeedContext['db'],
  tutor: { id: number; account: string; password: string },
  person: { first_name: string; last_name: string; email: string; entry_key: string },
  createdAt: string,
): Promise<void> {
  const { entry_key, ...name } = person;
  await db
    .insertInto('users')
    .values({ id: tutor.id, account: tutor.account, ...name, avatar: '', disabled: 0, created_at: createdAt })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: tutor.id, password_hash: await demoPasswordHash(tutor.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: tutor.id, role: Role.teacher }).execute();
  await db.insertInto('tutor_profiles').values({ user_id: tutor.id, integral_level: 'B1', tutor_group: 'Manila Team 6', entry_key }).execute();
}
