import type { Kysely } from 'kysely';
import type { CourseKind } from '../../src/domain/training-center';
import type { Database } from '../db/schema';

/**
 * The staff console's training content (issue 21): the training center's courses and chapters and
 * the training kits with their questions, in the tables the tutor side reads (issue 13). Staff see
 * every row, retired or not, with how many tutors have it.
 */

type Db = Kysely<Database>;

export function staffCourses(db: Db, kind: CourseKind) {
  return db
    .selectFrom('training_courses as c')
    .select([
      'c.id',
      'c.kind',
      'c.name',
      'c.description',
      'c.cover',
      'c.sort',
      'c.retired_at',
      (eb) =>
        eb
          .selectFrom('training_chapters as h')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('h.course_id', '=', 'c.id')
          .as('chapters'),
      (eb) =>
        eb
          .selectFrom('training_subscriptions as s')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('s.course_id', '=', 'c.id')
          .as('tutors'),
    ])
    .where('c.kind', '=', kind)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function staffCourse(db: Db, id: number) {
  return db
    .selectFrom('training_courses as c')
    .select([
      'c.id',
      'c.kind',
      'c.name',
      'c.description',
      'c.cover',
      'c.sort',
      'c.retired_at',
      (eb) =>
        eb
          .selectFrom('training_chapters as h')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('h.course_id', '=', 'c.id')
          .as('chapters'),
      (eb) =>
        eb
          .selectFrom('training_subscriptions as s')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('s.course_id', '=', 'c.id')
          .as('tutors'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export type StaffCourseRow = NonNullable<Awaited<ReturnType<typeof staffCourse>>>;

/** The next place at the end of a kind's list. */
export async function nextCourseSort(db: Db, kind: string): Promise<number> {
  const row = await db
    .selectFrom('training_courses')
    .select((eb) => eb.fn.max<number | null>('sort').as('m'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

export async function insertCourse(db: Db, values: { kind: string; name: string; description: string; cover: string; sort: number }): Promise<number> {
  const row = await db
    .insertInto('training_courses')
    .values({ ...values, category_type: 0, growth_amount: 0, source_name: '', source_content: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourse(db: Db, id: number, values: { kind: string; name: string; description: string; cover: string; sort?: number }) {
  const result = await db.updateTable('training_courses').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCourseRetired(db: Db, id: number, retiredAt: string | null) {
  await db.updateTable('training_courses').set({ retired_at: retiredAt }).where('id', '=', id).execute();
}

export async function setCourseSort(db: Db, id: number, sort: number) {
  await db.updateTable('training_courses').set({ sort }).where('id', '=', id).execute();
}

/** Deletes a course nobody subscribed to, with its chapters and the growth task levels that asked for it. */
export async function deleteCourse(db: Db, id: number) {
  await db.deleteFrom('training_task_courses').where('course_id', '=', id).execute();
  await db.deleteFrom('training_chapters').where('course_id', '=', id).execute();
  await db.deleteFrom('training_courses').where('id', '=', id).execute();
}

const chapterSelect = (db: Db) =>
  db.selectFrom('training_chapters as h').select([
    'h.id',
    'h.course_id',
    'h.title',
    'h.body',
    'h.minutes',
    'h.sort',
    (eb) =>
      eb
        .selectFrom('training_chapter_progress as p')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .whereRef('p.chapter_id', '=', 'h.id')
        .as('learned'),
  ]);

export const staffChapters = (db: Db, courseId: number) => chapterSelect(db).where('h.course_id', '=', courseId).orderBy('h.sort').orderBy('h.id').execute();
export const staffChapter = (db: Db, id: number) => chapterSelect(db).where('h.id', '=', id).executeTakeFirst();
export type StaffChapterRow = NonNullable<Awaited<ReturnType<typeof staffChapter>>>;

export async function nextChapterSort(db: Db, courseId: number): Promise<number> {
  const row = await db
    .selectFrom('training_chapters')
    .select((eb) => eb.fn.max<number | null>('sort').as('m'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

export async function insertChapter(db: Db, values: { course_id: number; title: string; body: string; minutes: number; sort: number }): Promise<number> {
  const row = await db.insertInto('training_chapters').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateChapter(db: Db, id: number, values: { title: string; body: string; minutes: number }) {
  await db.updateTable('training_chapters').set(values).where('id', '=', id).execute();
}

export async function setChapterSort(db: Db, id: number, sort: number) {
  await db.updateTable('training_chapters').set({ sort }).where('id', '=', id).execute();
}

export async function deleteChapter(db: Db, id: number) {
  await db.deleteFrom('training_chapters').where('id', '=', id).execute();
}

export function kitCategories(db: Db) {
  return db.selectFrom('training_kit_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

const kitSelect = (db: Db) =>
  db
    .selectFrom('training_kits as k')
    .innerJoin('training_kit_categories as c', 'c.id', 'k.category_id')
    .select([
      'k.id',
      'k.category_id',
      'c.name as category_name',
      'k.name',
      'k.description',
      'k.pass_score',
      'k.test_minutes',
      'k.label',
      'k.retired_at',
      (eb) =>
        eb
          .selectFrom('training_kit_questions as q')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('q.kit_id', '=', 'k.id')
          .as('questions'),
    ]);

/** Per kit, how many tutors learned it or took its test (either leaves a row that names the kit). */
export async function kitTakers(db: Db, kitId?: number): Promise<Map<number, number>> {
  let tests = db.selectFrom('training_test_records').select(['kit_id', 'tutor_id']);
  let learning = db.selectFrom('training_kit_learning').select(['kit_id', 'tutor_id']);
  if (kitId !== undefined) {
    tests = tests.where('kit_id', '=', kitId);
    learning = learning.where('kit_id', '=', kitId);
  }
  const rows = await tests.union(learning).execute();
  const byKit = new Map<number, number>();
  for (const row of rows) byKit.set(row.kit_id, (byKit.get(row.kit_id) ?? 0) + 1);
  return byKit;
}

export const staffKits = (db: Db) => kitSelect(db).orderBy('c.sort').orderBy('c.id').orderBy('k.sort').orderBy('k.id').execute();
export const staffKit = (db: Db, id: number) => kitSelect(db).where('k.id', '=', id).executeTakeFirst();
export type StaffKitRow = NonNullable<Awaited<ReturnType<typeof staffKit>>>;

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('training_kit_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function nextKitSort(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('training_kits')
    .select((eb) => eb.fn.max<number | null>('sort').as('m'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

type KitValues = { category_id: number; name: string; description: string; pass_score: number; test_minutes: number; label: string };

export async function insertKit(db: Db, values: KitValues & { sort: number }): Promise<number> {
  const row = await db
    .insertInto('training_kits')
    .values({ ...values, icon: '', sections: '[]', growth_rule: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateKit(db: Db, id: number, values: KitValues) {
  await db.updateTable('training_kits').set(values).where('id', '=', id).execute();
}

export async function setKitRetired(db: Db, id: number, retiredAt: string | null) {
  await db.updateTable('training_kits').set({ retired_at: retiredAt }).where('id', '=', id).execute();
}

/** Deletes a kit nobody learned or took, with its questions and resources. */
export async function deleteKit(db: Db, id: number) {
  await db.deleteFrom('training_kit_questions').where('kit_id', '=', id).execute();
  await db.deleteFrom('training_resources').where('kit_id', '=', id).execute();
  await db.deleteFrom('tutor_labels').where('kit_id', '=', id).execute();
  await db.deleteFrom('training_kits').where('id', '=', id).execute();
}

export const staffQuestions = (db: Db, kitId: number) =>
  db.selectFrom('training_kit_questions').selectAll().where('kit_id', '=', kitId).orderBy('sort').orderBy('id').execute();
export const staffQuestion = (db: Db, id: number) => db.selectFrom('training_kit_questions').selectAll().where('id', '=', id).executeTakeFirst();
export type StaffQuestionRow = NonNullable<Awaited<ReturnType<typeof staffQuestion>>>;

export async function nextQuestionSort(db: Db, kitId: number): Promise<number> {
  const row = await db
    .selectFrom('training_kit_questions')
    .select((eb) => eb.fn.max<number | null>('sort').as('m'))
    .where('kit_id', '=', kitId)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

type QuestionValues = { cat_name: string; text: string; multiple: number; options: string; answer_key: string; points: number; explanation: string };

export async function insertQuestion(db: Db, values: QuestionValues & { kit_id: number; sort: number }): Promise<number> {
  const row = await db.insertInto('training_kit_questions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuestion(db: Db, id: number, values: QuestionValues) {
  await db.updateTable('training_kit_questions').set(values).where('id', '=', id).execute();
}

export async function deleteQuestion(db: Db, id: number) {
  await db.deleteFrom('training_kit_questions').where('id', '=', id).execute();
}

/** How many test attempts a kit has (its questions' answers are kept in them). */
export async function kitAttempts(db: Db, kitId: number): Promise<number> {
  const row = await db
    .selectFrom('training_test_records')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kit_id', '=', kitId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
