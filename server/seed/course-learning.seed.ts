import { Role } from '../../src/domain/routes';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/**
 * Course learning (issue 14): `courses`, a growth-system test-group tutor of its own who has
 * finished the training center's "Online Classroom Tools" chapter by chapter and passed the
 * "Trial Class Essentials" test (a kit with no growth rule of its own), and has not yet chosen
 * what the growth centre follows: the browser flow subscribes and receives both rewards.
 */
export const CourseLearningDemo = {
  tutor: { id: 100431, account: 'courses', password: 'demo1234', firstName: 'Celia', lastName: 'Aquino' },
  course: 'Online Classroom Tools',
  kit: 'Trial Class Essentials',
} as const;

const HOUR = 3_600_000;

export async function seedCourseLearning({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 20 * 24 * HOUR).toISOString();
  const { tutor } = CourseLearningDemo;
  await db
    .insertInto('users')
    .values({
      id: tutor.id,
      account: tutor.account,
      first_name: tutor.firstName,
      last_name: tutor.lastName,
      email: `${tutor.account}@example.com`,
      avatar: '',
      disabled: 0,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: tutor.id, password_hash: await demoPasswordHash(tutor.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: tutor.id, role: Role.teacher }).execute();
  await db
    .insertInto('tutor_profiles')
    .values({ user_id: tutor.id, integral_level: 'D1', is_growth_system_test_group: 1, is_first_growth_system_login: 0 })
    .execute();

  const course = await db.selectFrom('training_courses').select('id').where('name', '=', CourseLearningDemo.course).executeTakeFirstOrThrow();
  const chapters = await db.selectFrom('training_chapters').select('id').where('course_id', '=', course.id).orderBy('sort').execute();
  const learnedAt = (index: number) => new Date(now.getTime() - (3 * 24 - index) * HOUR).toISOString();
  await db
    .insertInto('training_subscriptions')
    .values({ tutor_id: tutor.id, course_id: course.id, subscribed_at: learnedAt(-1), finished_at: learnedAt(chapters.length - 1) })
    .execute();
  await db
    .insertInto('training_chapter_progress')
    .values(chapters.map((chapter, index) => ({ tutor_id: tutor.id, chapter_id: chapter.id, course_id: course.id, learned_at: learnedAt(index) })))
    .execute();

  const kit = await db.selectFrom('training_kits').select(['id', 'pass_score']).where('name', '=', CourseLearningDemo.kit).executeTakeFirstOrThrow();
  const submitted = new Date(now.getTime() - 2 * 24 * HOUR);
  await db
    .insertInto('training_test_records')
    .values({
      tutor_id: tutor.id,
      kit_id: kit.id,
      started_at: new Date(submitted.getTime() - 20 * 60_000).toISOString(),
      submitted_at: submitted.toISOString(),
      score: 100,
      passed: 1,
      answers: '{}',
      report: '[]',
    })
    .execute();
}
