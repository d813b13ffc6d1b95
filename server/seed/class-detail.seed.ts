import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { bookClassIn, changeClassStatusIn } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import { DemoStudents, courseLessonIds, ucidOf } from './teaching.seed';
import type { SeedContext } from './seed';

/**
 * The class detail area's own demo tutor (so its browser tests change no other area's data), with
 * a finished class two days ago, one booked tomorrow and one in three days, on student Lily Chen's
 * Phonics course. Browser and server tests book the further classes they need through the calls.
 */
export const ClassDetailTutor = { id: 100241, account: 'classdetail', password: 'demo1234' } as const;
export const CLASS_DETAIL_STUDENT = DemoStudents[0];

const HOUR = 3_600_000;
const SLOT = 30 * 60_000;

export async function seedClassDetail({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 400 * 24 * HOUR).toISOString();
  const tutor = ClassDetailTutor;
  await db
    .insertInto('users')
    .values({
      id: tutor.id,
      account: tutor.account,
      first_name: 'Carla',
      last_name: 'Diaz',
      email: 'carla.diaz@example.com',
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
    .values({ user_id: tutor.id, integral_level: 'B1', tutor_group: 'Manila Team 5', entry_key: 'ek-100241-c1d2' })
    .execute();
  await syncIdSequence(db, 'users');

  // On the half hour at 03:00 UTC, away from the other demo tutors' slots (they are this tutor's only classes anyway).
  const dayAt = (days: number) => {
    const day = new Date(now.getTime() + days * 24 * HOUR);
    day.setUTCHours(3, 0, 0, 0);
    return new Date(Math.floor(day.getTime() / SLOT) * SLOT).toISOString();
  };
  const student = CLASS_DETAIL_STUDENT;
  const lessons = courseLessonIds(student.course);
  const base = {
    tutorId: tutor.id,
    studentId: student.id,
    ucid: ucidOf(student.id),
    classType: ClassType.regular,
    classTool: 7,
    feePhp: student.fee,
    actor: ClassActor.staff,
  };
  await db.transaction().execute(async (trx) => {
    const past = await bookClassIn(trx, { ...base, startAt: dayAt(-2), lessonId: lessons[0]! }, new Date(now.getTime() - 5 * 24 * HOUR));
    await changeClassStatusIn(trx, { classId: past.id, to: ClassStatus.finished, actor: ClassActor.system }, new Date(Date.parse(past.end_at)));
    await bookClassIn(trx, { ...base, startAt: dayAt(1) }, now);
    await bookClassIn(trx, { ...base, startAt: dayAt(3), classType: ClassType.trial }, now);
  });
}
