import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { bookClassIn, changeClassStatusIn } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import { DemoStudents, courseLessonIds, ucidOf } from './teaching.seed';
import type { SeedContext } from './seed';

/**
 * The assistant's own demo tutors (issue 20), so its browser tests change no other area's data:
 * `aichat` has a finished class with Kenji Sato two days ago (his report), and booked classes
 * with Kenji Sato tomorrow and Emma Schulz in three and in eight days, on a set lesson each, so the
 * assistant can name the coming classes and AI Mind can draft from materials and the report.
 * `aichat2` is a second tutor with one class, whose class `aichat` must not reach.
 */
export const AiChatTutors = {
  aichat: { id: 100401, account: 'aichat', password: 'demo1234', first: 'Nora', last: 'Lindqvist' },
  aichat2: { id: 100402, account: 'aichat2', password: 'demo1234', first: 'Tomas', last: 'Reyes' },
} as const;

const HOUR = 3_600_000;
const SLOT = 30 * 60_000;

export async function seedAiChat({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 300 * 24 * HOUR).toISOString();
  for (const tutor of Object.values(AiChatTutors)) {
    await db
      .insertInto('users')
      .values({
        id: tutor.id,
        account: tutor.account,
        first_name: tutor.first,
        last_name: tutor.last,
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
      .values({ user_id: tutor.id, integral_level: 'B1', tutor_group: 'Manila Team 7', entry_key: `ek-${tutor.id}-a1b2` })
      .execute();
  }
  await syncIdSequence(db, 'users');

  // At 05:00 UTC on the half hour, away from the other demo tutors' slots.
  const dayAt = (days: number) => {
    const day = new Date(now.getTime() + days * 24 * HOUR);
    day.setUTCHours(5, 0, 0, 0);
    return new Date(Math.floor(day.getTime() / SLOT) * SLOT).toISOString();
  };
  const [, kenji, , , , , , , , , emma] = DemoStudents;
  const booking = (tutorId: number, student: { id: number; fee: number }) => ({
    tutorId,
    studentId: student.id,
    ucid: ucidOf(student.id),
    classType: ClassType.regular,
    classTool: 7,
    feePhp: student.fee,
    actor: ClassActor.staff,
  });
  if (!kenji || !emma) return;
  const kenjiLessons = courseLessonIds(kenji.course);
  const emmaLessons = courseLessonIds(emma.course);
  const { aichat, aichat2 } = AiChatTutors;
  await db.transaction().execute(async (trx) => {
    const past = await bookClassIn(
      trx,
      { ...booking(aichat.id, kenji), startAt: dayAt(-2), lessonId: kenjiLessons[0]! },
      new Date(now.getTime() - 5 * 24 * HOUR),
    );
    await changeClassStatusIn(trx, { classId: past.id, to: ClassStatus.finished, actor: ClassActor.system }, new Date(Date.parse(past.end_at)));
    await bookClassIn(trx, { ...booking(aichat.id, kenji), startAt: dayAt(1), lessonId: kenjiLessons[1]! }, now);
    await bookClassIn(trx, { ...booking(aichat.id, emma), startAt: dayAt(3), lessonId: emmaLessons[2]! }, now);
    await bookClassIn(trx, { ...booking(aichat.id, emma), startAt: dayAt(8), lessonId: emmaLessons[3]! }, now);
    await bookClassIn(trx, { ...booking(aichat2.id, kenji), startAt: dayAt(2), lessonId: kenjiLessons[2]! }, now);
  });
}
