import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of the training center: courses, chapters, subscriptions, chapter progress, announcements. */

export type CourseRow = Awaited<ReturnType<typeof findCourse>> & object;

const courseColumns = ['id', 'name', 'kind', 'category_type', 'description', 'cover', 'growth_amount', 'source_name', 'sort'] as const;

export function findCourse(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('training_courses').select(courseColumns).where('id', '=', courseId).executeTakeFirst();
}

/** The courses of these ids, in no particular order (the caller orders them). */
export function findCoursesByIds(db: Kysely<Database>, courseIds: readonly number[]) {
  return db.selectFrom('training_courses').select(courseColumns).where('id', 'in', courseIds).execute();
}

/** The tutor group finishing the course moves the tutor to ('' for none). */
export function findCourseMovesToGroup(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('training_courses').select('moves_to_group').where('id', '=', courseId).executeTakeFirst();
}

export async function countKits(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('training_kits')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether staff retired the course (no new subscriptions). */
export async function isCourseRetired(db: Kysely<Database>, courseId: number): Promise<boolean> {
  const row = await db.selectFrom('training_courses').select('retired_at').where('id', '=', courseId).executeTakeFirst();
  return row?.retired_at != null;
}

export function courseSource(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('training_courses').select(['id', 'source_name', 'source_content']).where('id', '=', courseId).executeTakeFirst();
}

export function coursesOfKind(db: Kysely<Database>, kind: string, page?: { offset: number; limit: number }) {
  // Retired courses leave the catalogue (staff console); subscribers still find them under My courses.
  let query = db.selectFrom('training_courses').select(courseColumns).where('kind', '=', kind).where('retired_at', 'is', null).orderBy('sort').orderBy('id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countCoursesOfKind(db: Kysely<Database>, kind: string): Promise<number> {
  const row = await db
    .selectFrom('training_courses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', kind)
    .where('retired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function subscribedCourses(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('training_subscriptions as s')
    .innerJoin('training_courses as c', 'c.id', 's.course_id')
    .select(['c.id', 'c.name', 'c.kind', 'c.category_type', 'c.description', 'c.cover', 'c.growth_amount', 'c.source_name', 'c.sort'])
    .where('s.tutor_id', '=', tutorId)
    .orderBy('s.subscribed_at', 'desc')
    .orderBy('c.id')
    .execute();
}

export function subscriptions(db: Kysely<Database>, tutorId: number, courseIds: readonly number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('training_subscriptions').selectAll().where('tutor_id', '=', tutorId).where('course_id', 'in', courseIds).execute();
}

export async function chapterCounts(db: Kysely<Database>, courseIds: readonly number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('training_chapters')
    .select(['course_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  return new Map(rows.map((row) => [row.course_id, Number(row.n)]));
}

export async function learnedCounts(db: Kysely<Database>, tutorId: number, courseIds: readonly number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('training_chapter_progress')
    .select(['course_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('tutor_id', '=', tutorId)
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  return new Map(rows.map((row) => [row.course_id, Number(row.n)]));
}

export function courseChapters(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('training_chapters').selectAll().where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute();
}

export function findChapter(db: Kysely<Database>, chapterId: number) {
  return db.selectFrom('training_chapters').selectAll().where('id', '=', chapterId).executeTakeFirst();
}

export function chapterProgress(db: Kysely<Database>, tutorId: number, courseId: number) {
  return db
    .selectFrom('training_chapter_progress')
    .select(['chapter_id', 'learned_at'])
    .where('tutor_id', '=', tutorId)
    .where('course_id', '=', courseId)
    .execute();
}

export function insertSubscription(trx: Kysely<Database>, tutorId: number, courseId: number, atIso: string) {
  return trx
    .insertInto('training_subscriptions')
    .values({ tutor_id: tutorId, course_id: courseId, subscribed_at: atIso, finished_at: null })
    .onConflict((oc) => oc.columns(['tutor_id', 'course_id']).doNothing())
    .execute();
}

export function insertChapterProgress(trx: Kysely<Database>, tutorId: number, chapterId: number, courseId: number, atIso: string) {
  return trx
    .insertInto('training_chapter_progress')
    .values({ tutor_id: tutorId, chapter_id: chapterId, course_id: courseId, learned_at: atIso })
    .onConflict((oc) => oc.columns(['tutor_id', 'chapter_id']).doNothing())
    .execute();
}

export function markSubscriptionFinished(trx: Kysely<Database>, tutorId: number, courseId: number, atIso: string) {
  return trx
    .updateTable('training_subscriptions')
    .set({ finished_at: atIso })
    .where('tutor_id', '=', tutorId)
    .where('course_id', '=', courseId)
    .where('finished_at', 'is', null)
    .execute();
}

export function recentAnnouncements(db: Kysely<Database>, beforeIso: string, limit: number) {
  return db
    .selectFrom('training_announcements')
    .selectAll()
    .where('published_at', '<=', beforeIso)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findAnnouncement(db: Kysely<Database>, id: number, beforeIso: string) {
  return db.selectFrom('training_announcements').selectAll().where('id', '=', id).where('published_at', '<=', beforeIso).executeTakeFirst();
}
