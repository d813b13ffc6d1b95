import type { Kysely } from 'kysely';
import { ClassRequestPointType } from '../../src/domain/class-request';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { DEFAULT_PROVIDER_TIME_ZONE, localMonth } from '../../src/domain/provider-time';
import { Role } from '../../src/domain/routes';
import type { Database } from '../db/schema';
import { insertClassRequest, insertClassRequestPoint } from '../repositories/class-requests.repository';
import { bookClassesIn, changeClassStatusesIn, rateClassesIn } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';
import { courseLessonIds } from './teaching.seed';

/**
 * The leaderboards' demo (docs/rankings.md): `rankings` and four colleagues with this provider
 * month's events behind every board, made the way the live system makes them: trial conversions
 * and rated classes through the class service, class requests with their 'Grab it now' points
 * some within 10 s and some later. The other demo tutors' classes rank beside them.
 */
interface RankedTutor {
  id: number;
  account: string;
  firstName: string;
  lastName: string;
  conversions: number;
  /** Conversions last month (the progress board compares). */
  conversionsLastMonth: number;
  requests: number;
  /** Requests answered within 10 s; the rest of the answered ones come after 25 s. */
  fastAnswers: number;
  ratings: readonly number[];
}

export const RankingsDemo = {
  tutors: [
    {
      id: 100471,
      account: 'rankings',
      firstName: 'Rhea',
      lastName: 'Santos',
      conversions: 3,
      conversionsLastMonth: 1,
      requests: 12,
      fastAnswers: 9,
      ratings: [5, 5, 4, 5],
    },
    {
      id: 100472,
      account: 'rankings2',
      firstName: 'Paolo',
      lastName: 'Reyes',
      conversions: 5,
      conversionsLastMonth: 4,
      requests: 8,
      fastAnswers: 7,
      ratings: [5, 5, 5],
    },
    {
      id: 100473,
      account: 'rankings3',
      firstName: 'Grace',
      lastName: 'Lim',
      conversions: 1,
      conversionsLastMonth: 0,
      requests: 15,
      fastAnswers: 6,
      ratings: [4, 4, 5, 3],
    },
    {
      id: 100474,
      account: 'rankings4',
      firstName: 'Miguel',
      lastName: 'Cruz',
      conversions: 2,
      conversionsLastMonth: 0,
      requests: 4,
      fastAnswers: 4,
      ratings: [5, 4, 4],
    },
    {
      id: 100475,
      account: 'rankings5',
      firstName: 'Joy',
      lastName: 'Bautista',
      conversions: 0,
      conversionsLastMonth: 0,
      requests: 2,
      fastAnswers: 2,
      ratings: [3, 4, 5, 5, 5],
    },
  ] satisfies RankedTutor[],
  password: 'demo1234',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const COURSE_INDEX = 1;
const COURSE_ID = 801 + COURSE_INDEX;
/** Students of this demo: 1004710 + tutor index * 20 + n (no other seed uses them). */
const studentId = (tutorIndex: number, n: number) => 1_004_710 + tutorIndex * 20 + n;

async function addTutor(db: Kysely<Database>, tutor: RankedTutor, createdAt: string): Promise<void> {
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
    .values({ user_id: tutor.id, password_hash: await demoPasswordHash(RankingsDemo.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: tutor.id, role: Role.teacher }).execute();
  await db.insertInto('tutor_profiles').values({ user_id: tutor.id, tutor_group: 'Manila Team 4' }).execute();
}

async function addStudent(db: Kysely<Database>, id: number, name: string, createdAt: string): Promise<void> {
  await db
    .insertInto('students')
    .values({
      id,
      name,
      age_band: '9-12',
      english_level: 'A2',
      country: 'Japan',
      time_zone: 'Asia/Tokyo',
      learning_goals: 'Speak with confidence',
      interests: 'Games',
      created_at: createdAt,
    })
    .execute();
  await db.insertInto('student_courses').values({ id, student_id: id, course_id: COURSE_ID, started_at: createdAt }).execute();
}

/** A class booked three days ahead and finished by the system 26 minutes after its start. */
interface SeedClass {
  tutorId: number;
  studentId: number;
  type: ClassType;
  startMs: number;
}

async function teach(db: Kysely<Database>, classes: readonly SeedClass[]): Promise<number[]> {
  const lessonId = courseLessonIds(COURSE_INDEX)[0] ?? null;
  return db.transaction().execute(async (trx) => {
    const booked = await bookClassesIn(
      trx,
      classes.map((c) => ({
        input: {
          tutorId: c.tutorId,
          studentId: c.studentId,
          ucid: c.studentId,
          lessonId,
          classType: c.type,
          classTool: 0,
          startAt: new Date(c.startMs).toISOString(),
          feePhp: 150,
          actor: ClassActor.staff,
        },
        at: new Date(c.startMs - 3 * DAY),
      })),
    );
    // In time order, so a regular class finishes after the trial it converts.
    const order = booked.map((row, i) => ({ id: row.id, startMs: classes[i]!.startMs })).sort((a, b) => a.startMs - b.startMs);
    await changeClassStatusesIn(
      trx,
      order.map((c) => ({ input: { classId: c.id, to: ClassStatus.finished, actor: ClassActor.system }, at: new Date(c.startMs + 26 * MINUTE) })),
    );
    return booked.map((row) => row.id);
  });
}

export async function seedRankings({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const createdAt = new Date(now - 90 * DAY).toISOString();
  const month = localMonth(now, DEFAULT_PROVIDER_TIME_ZONE);
  // Classes start on the half hour, at least an hour ago, one an hour going back (into last month only early in a month).
  const latest = Math.floor((now - HOUR) / (30 * MINUTE)) * 30 * MINUTE;
  const lastMonthAt = month.startMs - 5 * DAY - (month.startMs % (30 * MINUTE));

  for (const [index, tutor] of RankingsDemo.tutors.entries()) {
    await addTutor(db, tutor, createdAt);
    let slot = index * 25;
    const nextStart = () => latest - slot++ * HOUR;
    const classes: SeedClass[] = [];
    // Each conversion: a new student's trial, then their first regular class (this month or last).
    const conversionsAt = [...Array(tutor.conversions).fill('this'), ...Array(tutor.conversionsLastMonth).fill('last')] as Array<'this' | 'last'>;
    for (const [n, when] of conversionsAt.entries()) {
      const id = studentId(index, n);
      await addStudent(db, id, `Student ${tutor.firstName} ${n + 1}`, createdAt);
      const regularStart = when === 'this' ? nextStart() : lastMonthAt - (index * 10 + n) * HOUR;
      classes.push({ tutorId: tutor.id, studentId: id, type: ClassType.trial, startMs: regularStart - 3 * DAY - 2 * HOUR });
      classes.push({ tutorId: tutor.id, studentId: id, type: ClassType.regular, startMs: regularStart });
    }
    // A regular student whose classes this month the student rates.
    const regularStudent = studentId(index, 19);
    await addStudent(db, regularStudent, `Student ${tutor.firstName} R`, createdAt);
    const rated = tutor.ratings.map(() => ({ tutorId: tutor.id, studentId: regularStudent, type: ClassType.regular, startMs: nextStart() }));
    const ids = await teach(db, [...classes, ...rated]);
    const ratedIds = ids.slice(classes.length);
    await db.transaction().execute((trx) =>
      rateClassesIn(
        trx,
        tutor.ratings.map((stars, i) => ({ classId: ratedIds[i]!, stars, at: new Date(rated[i]!.startMs + HOUR) })),
      ),
    );

    // Class requests spread over this month so far; the answered ones with 'Grab it now'.
    const span = Math.max(now - month.startMs - MINUTE, MINUTE);
    for (let n = 0; n < tutor.requests; n++) {
      const at = month.startMs + Math.floor((span * (n + 1)) / (tutor.requests + 1));
      const classId = ids[n % ids.length]!;
      const requestId = await insertClassRequest(db, {
        tutor_id: tutor.id,
        message_id: null,
        class_id: classId,
        dialog: 'A student would like a class with you. Grab it now?',
        is_pop_up_point: 1,
        read_at: new Date(at + 4_000).toISOString(),
        created_at: new Date(at).toISOString(),
      });
      const answeredAfter = n < tutor.fastAnswers ? 3_000 + (n % 6) * 1_000 : 25_000;
      await insertClassRequestPoint(db, {
        tutor_id: tutor.id,
        request_id: requestId,
        class_id: classId,
        point_type: n % 3 === 2 && n >= tutor.fastAnswers ? ClassRequestPointType.closed : ClassRequestPointType.grab,
        created_at: new Date(at + answeredAfter).toISOString(),
      });
    }
  }
}
