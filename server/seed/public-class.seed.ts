import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { bookClassesIn, changeClassStatusesIn, type Booking } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

/** A tutor kept for the public-class browser test: an open-class teacher with public classes of its own. */
export const PublicClassTutor = { id: 100371, account: 'publicclass', password: 'demo1234' } as const;

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const DAY = 24 * 60 * MINUTE;

/**
 * Public classes: demo (whose class table already has some) and the public-class tutor teach them.
 * That tutor's: one running now (started at the last half hour, an hour long, so it can be joined
 * for at least half an hour after seeding), one next week, one finished last week.
 */
export async function seedPublicClasses({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const createdAt = new Date(now - 60 * DAY).toISOString();
  const tutor = PublicClassTutor;
  await db
    .insertInto('users')
    .values({
      id: tutor.id,
      account: tutor.account,
      first_name: 'Rosa',
      last_name: 'Mendoza',
      email: 'rosa.mendoza@example.com',
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
  await db.insertInto('tutor_profiles').values({ user_id: tutor.id, tutor_group: 'Manila Team 7', entry_key: 'ek-100371-p7c1' }).execute();
  await syncIdSequence(db, 'users');
  await db
    .insertInto('open_class_teachers')
    .values([
      { tutor_id: tutor.id, since: createdAt },
      { tutor_id: DemoUsers.demo.id, since: createdAt },
    ])
    .execute();

  const current = Math.floor(now / HALF_HOUR) * HALF_HOUR;
  const starts = [current, current + 7 * DAY + 2 * HALF_HOUR, current - 7 * DAY];
  const bookings: Booking[] = starts.map((start) => ({
    input: {
      tutorId: tutor.id,
      studentId: null,
      classType: ClassType.open,
      classTool: 8,
      startAt: new Date(start).toISOString(),
      minutes: 60,
      feePhp: 0,
      actor: ClassActor.staff,
    },
    at: new Date(Math.min(start, now) - 2 * DAY),
  }));
  await db.transaction().execute(async (trx) => {
    const lessons = await bookClassesIn(trx, bookings);
    const past = lessons[2]!;
    await changeClassStatusesIn(trx, [
      { input: { classId: past.id, to: ClassStatus.finished, actor: ClassActor.system }, at: new Date(Date.parse(past.end_at)) },
    ]);
  });
}
