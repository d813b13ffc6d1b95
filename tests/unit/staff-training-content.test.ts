import { describe, expect, it } from 'vitest';
import {
  StaffTrainingMessages,
  chapterDraftError,
  courseDraftError,
  isOrderOf,
  kitDraftError,
  movedIds,
  normalizedQuestion,
  questionDraftError,
  trainingDraftError,
  type QuestionDraft,
} from '../../src/domain/staff-training-content';

const question: QuestionDraft = {
  KitId: 1,
  CatName: 'Vowels',
  Text: 'Which has a long a?',
  Options: ['cat', 'cake'],
  Correct: [1],
  Points: 10,
  Explanation: '',
};
const kit = { CategoryId: 1, Name: 'Phonics', Description: '', PassScore: 80, TestMinutes: 20, Label: '' };

describe('staff training content rules', () => {
  it('takes a course with a name, a known list and a portal or web cover', () => {
    const course = { Kind: 'course' as const, Name: 'Phonics', Description: '', Cover: '' };
    expect(courseDraftError(course)).toBeNull();
    expect(courseDraftError({ ...course, Cover: '/images/a.png' })).toBeNull();
    expect(courseDraftError({ ...course, Name: '  ' })).toBe(StaffTrainingMessages.nameRequired);
    expect(courseDraftError({ ...course, Name: 'x'.repeat(121) })).toBe(StaffTrainingMessages.nameTooLong);
    expect(courseDraftError({ ...course, Kind: 'other' as never })).toBe(StaffTrainingMessages.badKind);
    expect(courseDraftError({ ...course, Cover: 'javascript:alert(1)' })).toBe(StaffTrainingMessages.badCover);
    expect(courseDraftError({ ...course, Description: 'x'.repeat(2001) })).toBe(StaffTrainingMessages.descriptionTooLong);
  });

  it('takes a chapter with a title, a text and whole minutes from 1 to 600', () => {
    const chapter = { CourseId: 1, Title: 'Greetings', Body: 'Say hello.', Minutes: 10 };
    expect(chapterDraftError(chapter)).toBeNull();
    expect(chapterDraftError({ ...chapter, Title: '' })).toBe(StaffTrainingMessages.titleRequired);
    expect(chapterDraftError({ ...chapter, Body: ' ' })).toBe(StaffTrainingMessages.bodyRequired);
    for (const minutes of [0, 601, 1.5, Number.NaN])
      expect(chapterDraftError({ ...chapter, Minutes: minutes }), String(minutes)).toBe(StaffTrainingMessages.badMinutes);
  });

  it('takes a kit with a category, a pass mark from 1 to 100 percent and a test time', () => {
    expect(kitDraftError(kit)).toBeNull();
    expect(kitDraftError({ ...kit, CategoryId: 0 })).toBe(StaffTrainingMessages.categoryRequired);
    for (const pass of [0, 101, 50.5]) expect(kitDraftError({ ...kit, PassScore: pass }), String(pass)).toBe(StaffTrainingMessages.badPassScore);
    expect(kitDraftError({ ...kit, PassScore: 100 })).toBeNull();
    expect(kitDraftError({ ...kit, TestMinutes: 0 })).toBe(StaffTrainingMessages.badTestMinutes);
    expect(kitDraftError({ ...kit, Label: 'x'.repeat(61) })).toBe(StaffTrainingMessages.labelTooLong);
  });

  it('takes a question with 2 to 8 distinct, written options and a right answer among them', () => {
    expect(questionDraftError(question)).toBeNull();
    expect(questionDraftError({ ...question, Options: ['a', 'b', 'c'], Correct: [0, 2] })).toBeNull();
    expect(questionDraftError({ ...question, Text: ' ' })).toBe(StaffTrainingMessages.questionRequired);
    expect(questionDraftError({ ...question, Options: ['cat'], Correct: [0] })).toBe(StaffTrainingMessages.tooFewOptions);
    expect(questionDraftError({ ...question, Options: Array.from({ length: 9 }, (_, i) => `o${i}`) })).toBe(StaffTrainingMessages.tooManyOptions);
    expect(questionDraftError({ ...question, Options: ['cat', ' '] })).toBe(StaffTrainingMessages.emptyOption);
    expect(questionDraftError({ ...question, Options: ['cat', 'x'.repeat(301)] })).toBe(StaffTrainingMessages.optionTooLong);
    expect(questionDraftError({ ...question, Options: ['Cat', 'cat '] })).toBe(StaffTrainingMessages.sameOptions);
    for (const correct of [[], [2], [-1], [0.5]])
      expect(questionDraftError({ ...question, Correct: correct }), String(correct)).toBe(StaffTrainingMessages.correctRequired);
    expect(questionDraftError({ ...question, Points: 0 })).toBe(StaffTrainingMessages.badPoints);
    expect(questionDraftError({ ...question, Text: 'x'.repeat(1001) })).toBe(StaffTrainingMessages.questionTooLong);
    expect(trainingDraftError({ list: 'questions', draft: { ...question, Correct: [] } })).toBe(StaffTrainingMessages.correctRequired);
    expect(trainingDraftError({ list: 'kits', draft: kit })).toBeNull();
  });

  it('stores a question trimmed, its right answers once and in order, General when no category', () => {
    expect(normalizedQuestion({ ...question, CatName: ' ', Text: ' Q ', Options: [' a ', 'b'], Correct: [1, 0, 1] })).toMatchObject({
      CatName: 'General',
      Text: 'Q',
      Options: ['a', 'b'],
      Correct: [0, 1],
    });
  });

  it('orders a list only as a whole, and moves an item one place within it', () => {
    expect(isOrderOf([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isOrderOf([1, 2], [1, 2, 3])).toBe(false);
    expect(isOrderOf([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isOrderOf([1, 2, 4], [1, 2, 3])).toBe(false);
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 1, -1)).toBeNull();
    expect(movedIds([1, 2, 3], 3, 1)).toBeNull();
    expect(movedIds([1, 2, 3], 9, 1)).toBeNull();
  });
});
