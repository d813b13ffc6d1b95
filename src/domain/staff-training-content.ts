import type { Static } from '@sinclair/typebox';
import type {
  KitCategorySchema,
  KitListSchema,
  SaveChapterBody,
  SaveCourseBody,
  SaveKitBody,
  SaveQuestionBody,
  StaffChapterSchema,
  StaffCourseSchema,
  StaffKitSchema,
  StaffQuestionSchema,
} from './api/staff-training-content.schemas';
import { isContentUrl } from './staff-content';
import { CourseKind } from './training-center';

/**
 * Training content in the staff console (issue 21, Content: "training courses, chapters, kits and
 * test questions"). Staff write what the training center (issue 13) shows tutors: courses with
 * their chapters, training kits with their scored tests. The rules and messages here are checked
 * by the console before it sends and by the server before it stores.
 *
 * What tutors did stays true: a course, chapter, kit or question tutors have progress in is never
 * deleted. A course or a kit is retired instead (it leaves the tutors' lists; whoever has it keeps
 * it); a chapter or a question of such a course or kit can still be changed.
 */

export const TRAINING_NAME_MAX_LENGTH = 120;
export const TRAINING_DESCRIPTION_MAX_LENGTH = 2000;
export const CHAPTER_BODY_MAX_LENGTH = 20_000;
export const CHAPTER_MINUTES_MAX = 600;
export const KIT_TEST_MINUTES_MAX = 240;
export const KIT_LABEL_MAX_LENGTH = 60;
export const QUESTION_TEXT_MAX_LENGTH = 1000;
export const QUESTION_OPTION_MAX_LENGTH = 300;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 8;
export const QUESTION_POINTS_MAX = 100;
export const QUESTION_CATEGORY_MAX_LENGTH = 60;
export const QUESTION_EXPLANATION_MAX_LENGTH = 1000;
/** A list staff order at once (the courses of a kind, the chapters of a course). */
export const TRAINING_ORDER_MAX = 500;

export const COURSE_KINDS: readonly CourseKind[] = Object.values(CourseKind);
export const COURSE_KIND_LABELS: Readonly<Record<CourseKind, string>> = {
  course: 'Courses',
  self_study: 'Self-study courses',
  online: 'Online training',
};

/** The four lists of the section: each edited the same way (list, save, delete, and for some order or retire). */
export const TrainingList = { courses: 'courses', chapters: 'chapters', kits: 'kits', questions: 'questions' } as const;
export type TrainingList = (typeof TrainingList)[keyof typeof TrainingList];

/** A course of one kind as staff list it, with its chapters and subscribers counted (while any tutor is subscribed, it can be retired but not deleted). */
export type StaffCourse = Static<typeof StaffCourseSchema>;

/** A chapter of a course (while any tutor learned it, it cannot be deleted). */
export type StaffChapter = Static<typeof StaffChapterSchema>;

/** A training kit (while any tutor learned it or took its test, it can be retired but not deleted). */
export type StaffKit = Static<typeof StaffKitSchema>;

export type StaffKitQuestion = Static<typeof StaffQuestionSchema>;

export type KitCategory = Static<typeof KitCategorySchema>;

/** The kits and their categories (GET /api/Staff/TrainingKits). */
export type KitList = Static<typeof KitListSchema>;

/** What staff send to create (no Id) or change (with Id) a course, a chapter, a kit or a question. */
export type CourseDraft = Static<typeof SaveCourseBody>;
export type ChapterDraft = Static<typeof SaveChapterBody>;
export type KitDraft = Static<typeof SaveKitBody>;
export type QuestionDraft = Static<typeof SaveQuestionBody>;

export type TrainingItem = StaffCourse | StaffChapter | StaffKit | StaffKitQuestion;

/** A draft of one of the lists, named by its list. */
export type TrainingDraft =
  | { list: 'courses'; draft: CourseDraft }
  | { list: 'chapters'; draft: ChapterDraft }
  | { list: 'kits'; draft: KitDraft }
  | { list: 'questions'; draft: QuestionDraft };

export const StaffTrainingMessages = {
  created: 'Created.',
  updated: 'Saved.',
  deleted: 'Deleted.',
  ordered: 'Order saved.',
  retired: 'Retired: tutors no longer find it; those who have it keep it.',
  restored: 'Back in the tutors’ lists.',
  notFound: 'This item does not exist any more.',
  nameRequired: 'Write a name.',
  nameTooLong: `A name has at most ${TRAINING_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `A description has at most ${TRAINING_DESCRIPTION_MAX_LENGTH} characters.`,
  badKind: 'Choose which list the course is in.',
  badCover: 'A cover picture address starts with https://, http:// or / (a page of the portal).',
  titleRequired: 'Write the chapter’s title.',
  bodyRequired: 'Write what the chapter teaches.',
  bodyTooLong: `A chapter has at most ${CHAPTER_BODY_MAX_LENGTH} characters.`,
  badMinutes: `A chapter takes from 1 to ${CHAPTER_MINUTES_MAX} minutes.`,
  categoryRequired: 'Choose the kit’s category.',
  badPassScore: 'The pass mark is a percent from 1 to 100.',
  badTestMinutes: `A test takes from 1 to ${KIT_TEST_MINUTES_MAX} minutes.`,
  labelTooLong: `A label has at most ${KIT_LABEL_MAX_LENGTH} characters.`,
  questionRequired: 'Write the question.',
  questionTooLong: `A question has at most ${QUESTION_TEXT_MAX_LENGTH} characters.`,
  tooFewOptions: `A question needs at least ${QUESTION_OPTIONS_MIN} options.`,
  tooManyOptions: `A question has at most ${QUESTION_OPTIONS_MAX} options.`,
  emptyOption: 'Write every option (remove the empty ones).',
  optionTooLong: `An option has at most ${QUESTION_OPTION_MAX_LENGTH} characters.`,
  sameOptions: 'Two options say the same.',
  correctRequired: 'Mark the right answer among the options.',
  badPoints: `A question is worth from 1 to ${QUESTION_POINTS_MAX} points.`,
  categoryTooLong: `A report category has at most ${QUESTION_CATEGORY_MAX_LENGTH} characters.`,
  explanationTooLong: `An explanation has at most ${QUESTION_EXPLANATION_MAX_LENGTH} characters.`,
  badOrder: 'The order must name each item of the list once.',
  courseInUse: 'Tutors have subscribed to this course: retire it instead of deleting it.',
  chapterInUse: 'Tutors have learned this chapter, so it stays; change it instead.',
  kitInUse: 'Tutors have learned this kit or taken its test: retire it instead of deleting it.',
  questionInUse: 'Tutors have taken this kit’s test, and their answers name this question: change it instead.',
} as const;

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return StaffTrainingMessages.nameRequired;
  if (trimmed.length > TRAINING_NAME_MAX_LENGTH) return StaffTrainingMessages.nameTooLong;
  return null;
}

export function courseDraftError(draft: CourseDraft): string | null {
  if (!COURSE_KINDS.includes(draft.Kind)) return StaffTrainingMessages.badKind;
  const name = nameError(draft.Name);
  if (name) return name;
  if (draft.Description.trim().length > TRAINING_DESCRIPTION_MAX_LENGTH) return StaffTrainingMessages.descriptionTooLong;
  if (!isContentUrl(draft.Cover.trim())) return StaffTrainingMessages.badCover;
  return null;
}

export function chapterDraftError(draft: ChapterDraft): string | null {
  const title = draft.Title.trim();
  if (title === '') return StaffTrainingMessages.titleRequired;
  if (title.length > TRAINING_NAME_MAX_LENGTH) return StaffTrainingMessages.nameTooLong;
  if (draft.Body.trim() === '') return StaffTrainingMessages.bodyRequired;
  if (draft.Body.trim().length > CHAPTER_BODY_MAX_LENGTH) return StaffTrainingMessages.bodyTooLong;
  if (!isWhole(draft.Minutes, 1, CHAPTER_MINUTES_MAX)) return StaffTrainingMessages.badMinutes;
  return null;
}

export function kitDraftError(draft: KitDraft): string | null {
  if (!Number.isInteger(draft.CategoryId) || draft.CategoryId < 1) return StaffTrainingMessages.categoryRequired;
  const name = nameError(draft.Name);
  if (name) return name;
  if (draft.Description.trim().length > TRAINING_DESCRIPTION_MAX_LENGTH) return StaffTrainingMessages.descriptionTooLong;
  if (!isWhole(draft.PassScore, 1, 100)) return StaffTrainingMessages.badPassScore;
  if (!isWhole(draft.TestMinutes, 1, KIT_TEST_MINUTES_MAX)) return StaffTrainingMessages.badTestMinutes;
  if (draft.Label.trim().length > KIT_LABEL_MAX_LENGTH) return StaffTrainingMessages.labelTooLong;
  return null;
}

export function questionDraftError(draft: QuestionDraft): string | null {
  const text = draft.Text.trim();
  if (text === '') return StaffTrainingMessages.questionRequired;
  if (text.length > QUESTION_TEXT_MAX_LENGTH) return StaffTrainingMessages.questionTooLong;
  const options = draft.Options.map((option) => option.trim());
  if (options.length < QUESTION_OPTIONS_MIN) return StaffTrainingMessages.tooFewOptions;
  if (options.length > QUESTION_OPTIONS_MAX) return StaffTrainingMessages.tooManyOptions;
  if (options.some((option) => option === '')) return StaffTrainingMessages.emptyOption;
  if (options.some((option) => option.length > QUESTION_OPTION_MAX_LENGTH)) return StaffTrainingMessages.optionTooLong;
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) return StaffTrainingMessages.sameOptions;
  if (draft.Correct.length === 0 || draft.Correct.some((index) => !isWhole(index, 0, options.length - 1))) return StaffTrainingMessages.correctRequired;
  if (!isWhole(draft.Points, 1, QUESTION_POINTS_MAX)) return StaffTrainingMessages.badPoints;
  if (draft.CatName.trim().length > QUESTION_CATEGORY_MAX_LENGTH) return StaffTrainingMessages.categoryTooLong;
  if (draft.Explanation.trim().length > QUESTION_EXPLANATION_MAX_LENGTH) return StaffTrainingMessages.explanationTooLong;
  return null;
}

/** The first thing wrong with a draft of any list, or null when it can be saved. */
export function trainingDraftError(entry: TrainingDraft): string | null {
  switch (entry.list) {
    case 'courses':
      return courseDraftError(entry.draft);
    case 'chapters':
      return chapterDraftError(entry.draft);
    case 'kits':
      return kitDraftError(entry.draft);
    case 'questions':
      return questionDraftError(entry.draft);
  }
}

/** The report category a question counts in when staff leave it empty. */
export const DEFAULT_QUESTION_CATEGORY = 'General';

/** A checked question as stored: trimmed, its right answers unique and in order. */
export function normalizedQuestion(draft: QuestionDraft): QuestionDraft {
  return {
    ...draft,
    CatName: draft.CatName.trim() || DEFAULT_QUESTION_CATEGORY,
    Text: draft.Text.trim(),
    Options: draft.Options.map((option) => option.trim()),
    Correct: [...new Set(draft.Correct)].sort((a, b) => a - b),
    Explanation: draft.Explanation.trim(),
  };
}

/** Whether `ids` names each of `current` exactly once (an order of the whole list). */
export function isOrderOf(ids: readonly number[], current: readonly number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}

/** The list's ids with one moved a place up (-1) or down (+1); null when it cannot move that way. */
export function movedIds(ids: readonly number[], id: number, by: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = ids[to]!;
  next[to] = id;
  return next;
}

export const emptyCourseDraft = (kind: CourseKind): CourseDraft => ({ Kind: kind, Name: '', Description: '', Cover: '' });
export const emptyChapterDraft = (courseId: number): ChapterDraft => ({ CourseId: courseId, Title: '', Body: '', Minutes: 10 });
export const emptyKitDraft = (categoryId: number): KitDraft => ({
  CategoryId: categoryId,
  Name: '',
  Description: '',
  PassScore: 80,
  TestMinutes: 20,
  Label: '',
});
export const emptyQuestionDraft = (kitId: number): QuestionDraft => ({
  KitId: kitId,
  CatName: '',
  Text: '',
  Options: ['', ''],
  Correct: [],
  Points: 10,
  Explanation: '',
});
