import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of the growth centre's course learning: the subscription, the rewardable courses and their entries. */
type Db = Kysely<Database>;

export function findCourseSubscription(db: Db, tutorId: number) {
  return db.selectFrom('growth_course_subscriptions').select(['check_course_test', 'check_video_train']).where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function saveCourseSubscription(db: Db, tutorId: number, checkCourseTest: boolean, checkVideoTrain: boolean, at: string): Promise<void> {
  const flags = { check_course_test: checkCourseTest ? 1 : 0, check_video_train: checkVideoTrain ? 1 : 0 };
  await db
    .insertInto('growth_course_subscriptions')
    .values({ tutor_id: tutorId, ...flags, subscribed_at: at, updated_at: at })
    .onConflict((oc) => oc.column('tutor_id').doUpdateSet({ ...flags, updated_at: at }))
    .execute();
}

/** Training-center courses that carry growth value, with when this tutor finished each (one query). */
export function videoTrainingCourses(db: Db, tutorId: number) {
  return db
    .selectFrom('training_courses as c')
    .leftJoin('training_subscriptions as s', (join) => join.onRef('s.course_id', '=', 'c.id').on('s.tutor_id', '=', tutorId))
    .select(['c.id', 'c.name', 'c.growth_amount', 's.finished_at'])
    .where('c.growth_amount', '>', 0)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** Training kits without a growth rule of their own, with when this tutor first passed each test (one query). */
export function courseTestKits(db: Db, tutorId: number) {
  return (
    db
      .selectFrom('training_kits as k')
      .leftJoin('training_test_records as r', (join) => join.onRef('r.kit_id', '=', 'k.id').on('r.tutor_id', '=', tutorId).on('r.passed', '=', 1))
      .select(['k.id', 'k.name', sql<string | null>`min(r.submitted_at)`.as('passed_at')])
      .where('k.growth_rule', 'is', null)
      // A kit staff retired stays only for the tutors who passed it (what they earned stays receivable).
      .where((eb) => eb.or([eb('k.retired_at', 'is', null), eb('r.id', 'is not', null)]))
      .groupBy(['k.id', 'k.name', 'k.sort'])
      .orderBy('k.sort')
      .orderBy('k.id')
      .execute()
  );
}

/** The tutor's course-learning entries: source key and when it counted (indexed by tutor and rule). */
export function courseLearningEntries(db: Db, tutorId: number) {
  return db.selectFrom('ledger_entries').select(['source_key', 'counts_at']).where('tutor_id', '=', tutorId).where('rule', '=', 'gv.course_learning').execute();
}
