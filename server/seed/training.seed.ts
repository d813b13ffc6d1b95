import { toHundredths } from '../../src/domain/ledger';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';
import { TRAINING_ANNOUNCEMENT_SEED, TRAINING_COURSE_SEED } from './training-courses.data';
import { TRAINING_KIT_SEED } from './training-kits.data';

/** A tutor kept for the training browser tests, so no other area's test changes what they see. */
export const TrainingTutor = { id: 100313, account: 'trainee', password: 'demo1234' } as const;

async function seedTrainingTutor({ db, clock }: SeedContext): Promise<void> {
  const createdAt = new Date(clock.now().getTime() - 30 * 86_400_000).toISOString();
  await db
    .insertInto('users')
    .values({
      id: TrainingTutor.id,
      account: TrainingTutor.account,
      first_name: 'Ana',
      last_name: 'Cruz',
      email: 'ana.cruz@example.com',
      avatar: '',
      disabled: 0,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: TrainingTutor.id, password_hash: await demoPasswordHash(TrainingTutor.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: TrainingTutor.id, role: Role.teacher }).execute();
  await db.insertInto('tutor_profiles').values({ user_id: TrainingTutor.id, tutor_group: 'Manila Team 3', entry_key: 'ek-100313-a1b2' }).execute();
  await syncIdSequence(db, 'users');
}

/** The kit categories, kits and questions with their keys. */
async function seedKits({ db }: SeedContext): Promise<void> {
  for (const [categorySort, category] of TRAINING_KIT_SEED.entries()) {
    const { id: categoryId } = await db
      .insertInto('training_kit_categories')
      .values({ name: category.category, sort: categorySort })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [kitSort, kit] of category.kits.entries()) {
      const { id: kitId } = await db
        .insertInto('training_kits')
        .values({
          category_id: categoryId,
          name: kit.name,
          icon: kit.icon,
          description: kit.description,
          sections: JSON.stringify(kit.sections),
          pass_score: kit.passScore,
          test_minutes: kit.testMinutes,
          label: kit.label,
          growth_rule: kit.growthRule,
          sort: kitSort,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('training_kit_questions')
        .values(
          kit.questions.map((question, sort) => ({
            kit_id: kitId,
            sort,
            cat_name: question.cat,
            text: question.text,
            multiple: question.key.length > 1 ? 1 : 0,
            options: JSON.stringify(question.options),
            answer_key: JSON.stringify(question.key),
            points: question.points ?? 1,
            explanation: question.explanation,
          })),
        )
        .execute();
    }
  }
}

/** The training center's courses with chapters, and the announcements. */
async function seedCourses({ db, clock }: SeedContext): Promise<void> {
  for (const [sort, course] of TRAINING_COURSE_SEED.entries()) {
    const { id } = await db
      .insertInto('training_courses')
      .values({
        name: course.name,
        kind: course.kind,
        category_type: course.categoryType,
        description: course.description,
        cover: course.cover,
        growth_amount: toHundredths(course.growth),
        source_name: course.source?.name ?? '',
        source_content: course.source?.content ?? '',
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('training_chapters')
      .values(course.chapters.map((chapter, index) => ({ course_id: id, title: chapter.title, body: chapter.body, minutes: chapter.minutes, sort: index })))
      .execute();
  }
  const now = clock.now().getTime();
  await db
    .insertInto('training_announcements')
    .values(
      TRAINING_ANNOUNCEMENT_SEED.map((item) => ({
        title: item.title,
        content: item.content,
        published_at: new Date(now - item.daysAgo * 86_400_000).toISOString(),
      })),
    )
    .execute();
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The training team's offer for the next two weeks: a training class, a QA lesson and a test lesson a day. */
export const TRAINING_SESSION_PLAN = [
  { kind: 'training', title: 'Classroom skills workshop', trainer: 'Coach Liza', hourUtc: 3, minutes: 60, capacity: 6 },
  { kind: 'qa', title: 'QA lesson', trainer: 'QA Mark', hourUtc: 5, minutes: 30, capacity: 1 },
  { kind: 'test', title: 'Test lesson (TL)', trainer: 'Trainer Joy', hourUtc: 7, minutes: 30, capacity: 1 },
] as const;

async function seedSessions({ db, clock }: SeedContext): Promise<void> {
  const firstDay = Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS + DAY_MS;
  const rows = Array.from({ length: 14 }, (_, day) =>
    TRAINING_SESSION_PLAN.map((plan) => {
      const start = firstDay + day * DAY_MS + plan.hourUtc * HOUR_MS;
      return {
        kind: plan.kind,
        title: plan.title,
        trainer_name: plan.trainer,
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + plan.minutes * 60_000).toISOString(),
        capacity: plan.capacity,
        video_link: '',
      };
    }),
  ).flat();
  await db.insertInto('training_sessions').values(rows).execute();
}

/** Training: the browser-test tutor, the kits, the training center and the training classes offered. */
export async function seedTraining(context: SeedContext): Promise<void> {
  await seedTrainingTutor(context);
  await seedKits(context);
  await seedCourses(context);
  await seedSessions(context);
}
