import { AbsentParty, ClassActor, ClassStatus, ClassType, SLOT_MINUTES } from '../../src/domain/classes';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { bookClassesIn, changeClassStatusIn } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/**
 * The staff reviews' tutors (issue 21), touched by no other area:
 * - `absentpic`: marked absent by the system from yesterday's class (the absence penalty posted),
 *   contests it with an absent picture that waits in the staff queue "Absent pictures". Seeds have
 *   no file storage, so the picture's record exists but its bytes do not (its link does not load);
 *   a picture a tutor uploads shows.
 * - `absentmark`: a class that started within the last hour and no classroom reported on, for staff to mark
 *   tutor absent (or the student) on the tutor record's "Bookings and outcomes".
 */
export const AbsentPicTutor = { id: 100531, account: 'absentpic', password: 'demo1234', name: 'Lara Quimpo' } as const;
export const AbsentMarkTutor = { id: 100532, account: 'absentmark', password: 'demo1234', name: 'Ben Dizon' } as const;
/** The stored picture of the waiting absent picture (no bytes on disk; see above). */
export const SEEDED_ABSENT_PICTURE = { id: 100533, fileRef: 'seed-absent-picture-100531' } as const;

const SLOT_MS = SLOT_MINUTES * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export async function seedStaffReviews({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 120 * DAY_MS).toISOString();
  const hash = await demoPasswordHash('demo1234');
  const people = [
    { ...AbsentPicTutor, email: 'lara.quimpo@example.com' },
    { ...AbsentMarkTutor, email: 'ben.dizon@example.com' },
  ];
  for (const person of people) {
    const [first, last] = person.name.split(' ') as [string, string];
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: first,
        last_name: last,
        email: person.email,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .execute();
    await db.insertInto('credentials').values({ user_id: person.id, password_hash: hash, updated_at: createdAt }).execute();
    await db.insertInto('user_roles').values({ user_id: person.id, role: Role.teacher }).execute();
    await db
      .insertInto('tutor_profiles')
      .values({ user_id: person.id, tutor_group: 'Manila Team 9', entry_key: `ek-${person.id}-r3vw` })
      .execute();
  }
  await syncIdSequence(db, 'users');

  const slotNow = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS;
  const missedStart = slotNow - DAY_MS + 2 * HOUR_MS;
  const startedStart = slotNow - 2 * SLOT_MS;
  const booking = (tutorId: number, studentId: number, startMs: number) => ({
    input: {
      tutorId,
      studentId,
      classType: ClassType.regular,
      classTool: 7,
      startAt: new Date(startMs).toISOString(),
      feePhp: 150,
      actor: ClassActor.staff,
    },
    at: new Date(startMs - 3 * DAY_MS),
  });
  const [missed] = await bookClassesIn(db, [booking(AbsentPicTutor.id, 7001, missedStart), booking(AbsentMarkTutor.id, 7002, startedStart)]);
  const end = new Date(Date.parse(missed!.end_at));
  await changeClassStatusIn(db, { classId: missed!.id, to: ClassStatus.absent, absentParty: AbsentParty.tutor, actor: ClassActor.system }, end);

  const sentAt = new Date(end.getTime() + HOUR_MS).toISOString();
  await db
    .insertInto('stored_files')
    .values({
      id: SEEDED_ABSENT_PICTURE.id,
      file_ref: SEEDED_ABSENT_PICTURE.fileRef,
      owner_id: AbsentPicTutor.id,
      module_name: 'Absent',
      original_name: 'student-not-in-room.png',
      storage_key: `seed/${SEEDED_ABSENT_PICTURE.fileRef}`,
      content_type: 'image/png',
      size: 0,
      sha256: '',
      created_at: sentAt,
    })
    .execute();
  await syncIdSequence(db, 'stored_files');
  await db
    .insertInto('absent_proofs')
    .values({ class_id: missed!.id, tutor_id: AbsentPicTutor.id, file_ref: SEEDED_ABSENT_PICTURE.fileRef, created_at: sentAt })
    .execute();
}
