import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { DEFAULT_PROVIDER_TIME_ZONE, addLocalDays, localDate, localTimeToInstant } from '../../src/domain/provider-time';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { storeIntegralLevels } from '../repositories/integral-levels.repository';
import { bookClassesIn, changeClassStatusesIn, rateClassesIn } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';
import { courseLessonIds } from './teaching.seed';

/**
 * Levels (issue 14): `levels`, a tutor with 29 trial conversions before this one, whose new student
 * Ava took a trial (5 stars) and then a first regular class, so the class service's hooks count the
 * 30th conversion: trial level T1, the level-1 enrolment bonus (50 PHP) and +2 growth. Then every
 * tutor's stored integral level is set from the ledger's teaching points.
 */
export const LevelsDemo = {
  tutor: { id: 100298, account: 'levels', password: 'demo1234', firstName: 'Lara', lastName: 'Mendoza' },
  student: { id: 7290, ucid: 17290, name: 'Ava Lim' },
  conversionsBefore: 29,
} as const;

const HOUR = 3_600_000;
const COURSE_INDEX = 2;
const COURSE_ID = 801 + COURSE_INDEX;

export async function seedGrowthLevels({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 60 * 24 * HOUR).toISOString();
  const { tutor, student } = LevelsDemo;
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
    .values({ user_id: tutor.id, transform_period_count: LevelsDemo.conversionsBefore, tutor_group: 'Manila Team 7' })
    .execute();
  await db
    .insertInto('students')
    .values({
      id: student.id,
      name: student.name,
      age_band: '9-12',
      english_level: 'A2',
      country: 'Singapore',
      time_zone: 'Asia/Singapore',
      learning_goals: 'Travel and make friends',
      interests: 'Science, space',
      created_at: createdAt,
    })
    .execute();
  await db.insertInto('student_courses').values({ id: student.ucid, student_id: student.id, course_id: COURSE_ID, started_at: createdAt }).execute();
  for (const table of ['students', 'student_courses']) await syncIdSequence(db, table);

  const today = localDate(now.getTime(), DEFAULT_PROVIDER_TIME_ZONE);
  const trialStart = localTimeToInstant(addLocalDays(today, -10), 10 * 60, DEFAULT_PROVIDER_TIME_ZONE);
  const regularStart = localTimeToInstant(addLocalDays(today, -7), 10 * 60, DEFAULT_PROVIDER_TIME_ZONE);
  const lessonId = courseLessonIds(COURSE_INDEX)[0] ?? null;
  await db.transaction().execute(async (trx) => {
    const [trial, regular] = await bookClassesIn(
      trx,
      [
        { type: ClassType.trial, start: trialStart },
        { type: ClassType.regular, start: regularStart },
      ].map(({ type, start }) => ({
        input: {
          tutorId: tutor.id,
          studentId: student.id,
          ucid: student.ucid,
          lessonId,
          classType: type,
          classTool: 0,
          startAt: new Date(start).toISOString(),
          feePhp: 150,
          actor: ClassActor.staff,
        },
        at: new Date(start - 72 * HOUR),
      })),
    );
    await changeClassStatusesIn(trx, [
      { input: { classId: trial!.id, to: ClassStatus.finished, actor: ClassActor.system }, at: new Date(trialStart + 26 * 60_000) },
    ]);
    await rateClassesIn(trx, [{ classId: trial!.id, stars: 5, at: new Date(trialStart + HOUR) }]);
    await changeClassStatusesIn(trx, [
      { input: { classId: regular!.id, to: ClassStatus.finished, actor: ClassActor.system }, at: new Date(regularStart + 26 * 60_000) },
    ]);
  });

  const tutors = await db.selectFrom('tutor_profiles').select('user_id').execute();
  await storeIntegralLevels(
    db,
    tutors.map((row) => row.user_id),
  );
}
