import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { DEFAULT_PROVIDER_TIME_ZONE, addLocalDays, localDate, localTimeToInstant } from '../../src/domain/provider-time';
import { Role } from '../../src/domain/routes';
import { bookClassesIn, changeClassStatusesIn, rateClassesIn } from '../services/class.service';
import { adoptPetIn } from '../services/growth-pet.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';
import { DemoStudents, courseLessonIds, ucidOf } from './teaching.seed';

/**
 * Two growth-system test-group tutors of their own, so the growth centre's browser flows change
 * nobody else's data: `growth` has taught two classes (one rated 5 stars) and adopted a pet, so
 * three beginner tasks wait to be claimed and one to be done; `growthpet` has no pet yet.
 */
export const GrowthDemoUsers = {
  growth: { id: 100290, account: 'growth', password: 'demo1234', firstName: 'Grace', lastName: 'Villanueva' },
  growthPet: { id: 100291, account: 'growthpet', password: 'demo1234', firstName: 'Paolo', lastName: 'Reyes' },
} as const;

const HOUR = 3_600_000;

export async function seedGrowth({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 30 * 24 * HOUR).toISOString();
  for (const person of Object.values(GrowthDemoUsers)) {
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: person.firstName,
        last_name: person.lastName,
        email: `${person.account}@example.com`,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .execute();
    await db
      .insertInto('credentials')
      .values({ user_id: person.id, password_hash: await demoPasswordHash(person.password), updated_at: createdAt })
      .execute();
    await db.insertInto('user_roles').values({ user_id: person.id, role: Role.teacher }).execute();
    await db
      .insertInto('tutor_profiles')
      .values({ user_id: person.id, integral_level: 'D1', is_growth_system_test_group: 1, is_first_growth_system_login: 1 })
      .execute();
  }
  const tutorId = GrowthDemoUsers.growth.id;
  const student = DemoStudents[0];
  const today = localDate(now.getTime(), DEFAULT_PROVIDER_TIME_ZONE);
  // Weekdays or not, two classes 5 and 6 days back at 09:30 provider time, through the class service.
  const starts = [5, 6].map((days) => localTimeToInstant(addLocalDays(today, -days), 9 * 60 + 30, DEFAULT_PROVIDER_TIME_ZONE));
  await db.transaction().execute(async (trx) => {
    const lessons = await bookClassesIn(
      trx,
      starts.map((start) => ({
        input: {
          tutorId,
          studentId: student.id,
          ucid: ucidOf(student.id),
          lessonId: courseLessonIds(student.course)[0] ?? null,
          classType: ClassType.regular,
          classTool: 0,
          startAt: new Date(start).toISOString(),
          feePhp: student.fee,
          actor: ClassActor.staff,
        },
        at: new Date(start - 72 * HOUR),
      })),
    );
    await changeClassStatusesIn(
      trx,
      lessons.map((lesson, i) => ({
        input: { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system },
        at: new Date(starts[i]! + 26 * 60_000),
      })),
    );
    await rateClassesIn(trx, [{ classId: lessons[0]!.id, stars: 5, at: new Date(starts[0]! + HOUR) }]);
    await adoptPetIn(trx, tutorId, new Date(now.getTime() - 4 * 24 * HOUR));
  });
}
