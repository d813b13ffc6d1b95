import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  StaffTrainingMessages,
  chapterDraftError,
  courseDraftError,
  isOrderOf,
  kitDraftError,
  normalizedQuestion,
  questionDraftError,
  type ChapterDraft,
  type CourseDraft,
  type KitDraft,
  type KitList,
  type QuestionDraft,
  type StaffChapter,
  type StaffCourse,
  type StaffKit,
  type StaffKitQuestion,
} from '../../src/domain/staff-training-content';
import type { CourseKind } from '../../src/domain/training-center';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import * as repo from '../repositories/staff-training-content.repository';
import type { Clock } from '../services/clock';

/**
 * Staff write the training content tutors learn from (issue 21, Content; the tables of issue 13).
 * Each draft is checked by the rule the console checks with; each change is audited in its
 * transaction with the item before and after. The tutor side reads these tables on every call
 * (no cache), so a change shows on the tutor's next page load.
 *
 * What tutors did is kept: a course with subscribers or a kit tutors learned or took is retired,
 * not deleted; a chapter tutors learned and a question of a kit with test attempts stay.
 */

export interface StaffTrainingDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type Db = Kysely<Database>;
type Saved<T> = { item: T; created: boolean };

const notFound = () => new ApiFailure(ErrorCode.NotFound, StaffTrainingMessages.notFound, 404);
const refuse = (message: string) => new ApiFailure(ErrorCode.Failed, message);
const check = (problem: string | null) => {
  if (problem) throw refuse(problem);
};

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const courseOf = (row: repo.StaffCourseRow): StaffCourse => ({
  Id: row.id,
  Kind: row.kind as CourseKind,
  Name: row.name,
  Description: row.description,
  Cover: row.cover,
  Sort: row.sort,
  Retired: row.retired_at !== null,
  ChapterCount: Number(row.chapters ?? 0),
  TutorCount: Number(row.tutors ?? 0),
});

const chapterOf = (row: repo.StaffChapterRow): StaffChapter => ({
  Id: row.id,
  CourseId: row.course_id,
  Title: row.title,
  Body: row.body,
  Minutes: row.minutes,
  Sort: row.sort,
  LearnedCount: Number(row.learned ?? 0),
});

const kitOf = (row: repo.StaffKitRow, takers: Map<number, number>): StaffKit => ({
  Id: row.id,
  CategoryId: row.category_id,
  CategoryName: row.category_name,
  Name: row.name,
  Description: row.description,
  PassScore: row.pass_score,
  TestMinutes: row.test_minutes,
  Label: row.label,
  Retired: row.retired_at !== null,
  QuestionCount: Number(row.questions ?? 0),
  TakenCount: takers.get(row.id) ?? 0,
});

const questionOf = (row: repo.StaffQuestionRow): StaffKitQuestion => ({
  Id: row.id,
  KitId: row.kit_id,
  CatName: row.cat_name,
  Text: row.text,
  Options: parseJson<string[]>(row.options, []),
  Correct: parseJson<number[]>(row.answer_key, []),
  Points: row.points,
  Explanation: row.explanation,
  Sort: row.sort,
});

async function courseOrFail(db: Db, id: number): Promise<StaffCourse> {
  const row = await repo.staffCourse(db, id);
  if (!row) throw notFound();
  return courseOf(row);
}

async function chapterOrFail(db: Db, id: number): Promise<StaffChapter> {
  const row = await repo.staffChapter(db, id);
  if (!row) throw notFound();
  return chapterOf(row);
}

async function kitOrFail(db: Db, id: number): Promise<StaffKit> {
  const row = await repo.staffKit(db, id);
  if (!row) throw notFound();
  return kitOf(row, await repo.kitTakers(db, id));
}

async function questionOrFail(db: Db, id: number): Promise<StaffKitQuestion> {
  const row = await repo.staffQuestion(db, id);
  if (!row) throw notFound();
  return questionOf(row);
}

/** Runs a change in a transaction and audits it there with what it was and what it became. */
async function audited<T>(
  deps: StaffTrainingDeps,
  staffId: number,
  action: string,
  subjectType: string,
  change: (trx: Db, at: string) => Promise<{ id: number; before: unknown; after: unknown; result: T }>,
): Promise<T> {
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const { id, before, after, result } = await change(trx, at);
    await appendAudit(trx, { actorId: staffId, action, subjectType, subjectId: id, before, after, at });
    return result;
  });
}

// Courses

export async function listCourses(deps: StaffTrainingDeps, kind: CourseKind): Promise<StaffCourse[]> {
  return (await repo.staffCourses(deps.db, kind)).map(courseOf);
}

/** Creates a course at the end of its kind's list (no Id) or changes one; a course moved to another kind goes to that list's end. */
export async function saveCourse(deps: StaffTrainingDeps, staffId: number, draft: CourseDraft): Promise<Saved<StaffCourse>> {
  check(courseDraftError(draft));
  const values = { kind: draft.Kind, name: draft.Name.trim(), description: draft.Description.trim(), cover: draft.Cover.trim() };
  const created = draft.Id === undefined;
  const item = await audited(deps, staffId, created ? 'training_course.create' : 'training_course.update', 'training_course', async (trx) => {
    if (draft.Id === undefined) {
      const id = await repo.insertCourse(trx, { ...values, sort: await repo.nextCourseSort(trx, values.kind) });
      const after = await courseOrFail(trx, id);
      return { id, before: null, after, result: after };
    }
    const before = await courseOrFail(trx, draft.Id);
    const sort = before.Kind === values.kind ? undefined : await repo.nextCourseSort(trx, values.kind);
    await repo.updateCourse(trx, draft.Id, sort === undefined ? values : { ...values, sort });
    const after = await courseOrFail(trx, draft.Id);
    return { id: draft.Id, before, after, result: after };
  });
  return { item, created };
}

export async function retireCourse(deps: StaffTrainingDeps, staffId: number, id: number, retired: boolean): Promise<StaffCourse> {
  return audited(deps, staffId, retired ? 'training_course.retire' : 'training_course.restore', 'training_course', async (trx, at) => {
    const before = await courseOrFail(trx, id);
    if (before.Retired !== retired) await repo.setCourseRetired(trx, id, retired ? at : null);
    const after = await courseOrFail(trx, id);
    return { id, before, after, result: after };
  });
}

/** Deletes a course no tutor subscribed to, with its chapters; one with subscribers is refused (retire it). */
export async function removeCourse(deps: StaffTrainingDeps, staffId: number, id: number): Promise<void> {
  await audited(deps, staffId, 'training_course.delete', 'training_course', async (trx) => {
    const before = await courseOrFail(trx, id);
    if (before.TutorCount > 0) throw refuse(StaffTrainingMessages.courseInUse);
    const chapters = (await repo.staffChapters(trx, id)).map(chapterOf);
    await repo.deleteCourse(trx, id);
    return { id, before: { ...before, Chapters: chapters }, after: null, result: undefined };
  });
}

/** Orders a kind's courses as listed: `ids` names each of them once. */
export async function orderCourses(deps: StaffTrainingDeps, staffId: number, kind: CourseKind, ids: readonly number[]): Promise<StaffCourse[]> {
  return audited(deps, staffId, 'training_course.order', 'training_course_list', async (trx) => {
    const before = (await repo.staffCourses(trx, kind)).map(courseOf);
    if (
      !isOrderOf(
        ids,
        before.map((course) => course.Id),
      )
    )
      throw refuse(StaffTrainingMessages.badOrder);
    for (const [index, id] of ids.entries()) await repo.setCourseSort(trx, id, index + 1);
    const after = (await repo.staffCourses(trx, kind)).map(courseOf);
    return { id: 0, before: { Kind: kind, Ids: before.map((c) => c.Id) }, after: { Kind: kind, Ids: after.map((c) => c.Id) }, result: after };
  });
}

// Chapters

export async function listChapters(deps: StaffTrainingDeps, courseId: number): Promise<StaffChapter[]> {
  await courseOrFail(deps.db, courseId);
  return (await repo.staffChapters(deps.db, courseId)).map(chapterOf);
}

/** Creates a chapter at the end of its course (no Id) or changes one; a chapter stays in its course. */
export async function saveChapter(deps: StaffTrainingDeps, staffId: number, draft: ChapterDraft): Promise<Saved<StaffChapter>> {
  check(chapterDraftError(draft));
  const values = { title: draft.Title.trim(), body: draft.Body.trim(), minutes: draft.Minutes };
  const created = draft.Id === undefined;
  const item = await audited(deps, staffId, created ? 'training_chapter.create' : 'training_chapter.update', 'training_chapter', async (trx) => {
    if (draft.Id === undefined) {
      await courseOrFail(trx, draft.CourseId);
      const id = await repo.insertChapter(trx, { ...values, course_id: draft.CourseId, sort: await repo.nextChapterSort(trx, draft.CourseId) });
      const after = await chapterOrFail(trx, id);
      return { id, before: null, after, result: after };
    }
    const before = await chapterOrFail(trx, draft.Id);
    if (before.CourseId !== draft.CourseId) throw notFound();
    await repo.updateChapter(trx, draft.Id, values);
    const after = await chapterOrFail(trx, draft.Id);
    return { id: draft.Id, before, after, result: after };
  });
  return { item, created };
}

/** Deletes a chapter no tutor learned; one tutors learned is refused (change it instead). */
export async function removeChapter(deps: StaffTrainingDeps, staffId: number, id: number): Promise<void> {
  await audited(deps, staffId, 'training_chapter.delete', 'training_chapter', async (trx) => {
    const before = await chapterOrFail(trx, id);
    if (before.LearnedCount > 0) throw refuse(StaffTrainingMessages.chapterInUse);
    await repo.deleteChapter(trx, id);
    return { id, before, after: null, result: undefined };
  });
}

export async function orderChapters(deps: StaffTrainingDeps, staffId: number, courseId: number, ids: readonly number[]): Promise<StaffChapter[]> {
  return audited(deps, staffId, 'training_chapter.order', 'training_course', async (trx) => {
    await courseOrFail(trx, courseId);
    const before = (await repo.staffChapters(trx, courseId)).map(chapterOf);
    if (
      !isOrderOf(
        ids,
        before.map((chapter) => chapter.Id),
      )
    )
      throw refuse(StaffTrainingMessages.badOrder);
    for (const [index, id] of ids.entries()) await repo.setChapterSort(trx, id, index + 1);
    const after = (await repo.staffChapters(trx, courseId)).map(chapterOf);
    return { id: courseId, before: { ChapterIds: before.map((c) => c.Id) }, after: { ChapterIds: after.map((c) => c.Id) }, result: after };
  });
}

// Kits

export async function listKits(deps: StaffTrainingDeps): Promise<KitList> {
  const [categories, rows, takers] = await Promise.all([repo.kitCategories(deps.db), repo.staffKits(deps.db), repo.kitTakers(deps.db)]);
  return { Categories: categories.map((row) => ({ Id: row.id, Name: row.name })), Items: rows.map((row) => kitOf(row, takers)) };
}

/** Creates a kit at the end of its category (no Id) or changes one: its name, category, pass mark, test time, label. */
export async function saveKit(deps: StaffTrainingDeps, staffId: number, draft: KitDraft): Promise<Saved<StaffKit>> {
  check(kitDraftError(draft));
  const values = {
    category_id: draft.CategoryId,
    name: draft.Name.trim(),
    description: draft.Description.trim(),
    pass_score: draft.PassScore,
    test_minutes: draft.TestMinutes,
    label: draft.Label.trim(),
  };
  const created = draft.Id === undefined;
  const item = await audited(deps, staffId, created ? 'training_kit.create' : 'training_kit.update', 'training_kit', async (trx) => {
    if (!(await repo.categoryExists(trx, draft.CategoryId))) throw refuse(StaffTrainingMessages.categoryRequired);
    if (draft.Id === undefined) {
      const id = await repo.insertKit(trx, { ...values, sort: await repo.nextKitSort(trx, draft.CategoryId) });
      const after = await kitOrFail(trx, id);
      return { id, before: null, after, result: after };
    }
    const before = await kitOrFail(trx, draft.Id);
    await repo.updateKit(trx, draft.Id, values);
    const after = await kitOrFail(trx, draft.Id);
    return { id: draft.Id, before, after, result: after };
  });
  return { item, created };
}

export async function retireKit(deps: StaffTrainingDeps, staffId: number, id: number, retired: boolean): Promise<StaffKit> {
  return audited(deps, staffId, retired ? 'training_kit.retire' : 'training_kit.restore', 'training_kit', async (trx, at) => {
    const before = await kitOrFail(trx, id);
    if (before.Retired !== retired) await repo.setKitRetired(trx, id, retired ? at : null);
    const after = await kitOrFail(trx, id);
    return { id, before, after, result: after };
  });
}

/** Deletes a kit no tutor learned or took, with its questions; one tutors have is refused (retire it). */
export async function removeKit(deps: StaffTrainingDeps, staffId: number, id: number): Promise<void> {
  await audited(deps, staffId, 'training_kit.delete', 'training_kit', async (trx) => {
    const before = await kitOrFail(trx, id);
    if (before.TakenCount > 0) throw refuse(StaffTrainingMessages.kitInUse);
    const questions = (await repo.staffQuestions(trx, id)).map(questionOf);
    await repo.deleteKit(trx, id);
    return { id, before: { ...before, Questions: questions }, after: null, result: undefined };
  });
}

// Questions

export async function listQuestions(deps: StaffTrainingDeps, kitId: number): Promise<StaffKitQuestion[]> {
  await kitOrFail(deps.db, kitId);
  return (await repo.staffQuestions(deps.db, kitId)).map(questionOf);
}

/** Creates a question at the end of its kit's test (no Id) or changes one; several right options make it "choose all that apply". */
export async function saveQuestion(deps: StaffTrainingDeps, staffId: number, draft: QuestionDraft): Promise<Saved<StaffKitQuestion>> {
  check(questionDraftError(draft));
  const clean = normalizedQuestion(draft);
  const values = {
    cat_name: clean.CatName,
    text: clean.Text,
    multiple: clean.Correct.length > 1 ? 1 : 0,
    options: JSON.stringify(clean.Options),
    answer_key: JSON.stringify(clean.Correct),
    points: clean.Points,
    explanation: clean.Explanation,
  };
  const created = draft.Id === undefined;
  const item = await audited(deps, staffId, created ? 'training_question.create' : 'training_question.update', 'training_question', async (trx) => {
    if (draft.Id === undefined) {
      await kitOrFail(trx, draft.KitId);
      const id = await repo.insertQuestion(trx, { ...values, kit_id: draft.KitId, sort: await repo.nextQuestionSort(trx, draft.KitId) });
      const after = await questionOrFail(trx, id);
      return { id, before: null, after, result: after };
    }
    const before = await questionOrFail(trx, draft.Id);
    if (before.KitId !== draft.KitId) throw notFound();
    await repo.updateQuestion(trx, draft.Id, values);
    const after = await questionOrFail(trx, draft.Id);
    return { id: draft.Id, before, after, result: after };
  });
  return { item, created };
}

/** Deletes a question of a kit with no test attempts; the attempts' answers name their questions. */
export async function removeQuestion(deps: StaffTrainingDeps, staffId: number, id: number): Promise<void> {
  await audited(deps, staffId, 'training_question.delete', 'training_question', async (trx) => {
    const before = await questionOrFail(trx, id);
    if ((await repo.kitAttempts(trx, before.KitId)) > 0) throw refuse(StaffTrainingMessages.questionInUse);
    await repo.deleteQuestion(trx, id);
    return { id, before, after: null, result: undefined };
  });
}
