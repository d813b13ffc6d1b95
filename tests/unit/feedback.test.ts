import { describe, expect, it } from 'vitest';
import {
  appealHref,
  appealPresetFromSearch,
  appealPresetOf,
  complaintAppealPreset,
  CLASS_ID_TYPES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPES,
  FeedbackMessages,
  feedbackFormErrors,
  isAcceptedFeedbackFile,
  isClassIdRequired,
  isClassIdShown,
  isComplaintNameShown,
  isFeedbackTime,
  lowerFirstKeys,
  parseClassId,
  toFeedbackTime,
  type FeedbackForm,
} from '../../src/domain/feedback';

const form = (over: Partial<FeedbackForm> = {}): FeedbackForm => ({
  type: 2,
  classId: '123',
  complaintName: '',
  content: 'It froze.',
  fileRef: 'abc',
  ...over,
});

describe('the feedback per-type rules (growth-account.md §5)', () => {
  it('shows Class ID for types 1, 2, 4, 9, 10, 12, 13 and 36 only, required except type 1', () => {
    expect(CLASS_ID_TYPES).toEqual([1, 2, 4, 9, 10, 12, 13, 36]);
    for (const type of FEEDBACK_TYPES.map((t) => t.Id)) {
      const shown = [1, 2, 4, 9, 10, 12, 13, 36].includes(type);
      expect(isClassIdShown(type), `type ${type}`).toBe(shown);
      expect(isClassIdRequired(type), `type ${type}`).toBe(shown && type !== 1);
    }
    expect(isClassIdShown(null)).toBe(false);
    expect(feedbackFormErrors(form({ type: 1, classId: '' }))).toEqual({});
    for (const type of [2, 4, 9, 10, 12, 13, 36]) expect(feedbackFormErrors(form({ type, classId: ' ' })).classId).toBe(FeedbackMessages.required);
    expect(feedbackFormErrors(form({ type: 3, classId: '' }))).toEqual({});
  });

  it('shows and requires Complaint Name for type 11 only', () => {
    expect(isComplaintNameShown(11)).toBe(true);
    expect(FEEDBACK_TYPES.filter((t) => isComplaintNameShown(t.Id)).map((t) => t.Id)).toEqual([11]);
    expect(feedbackFormErrors(form({ type: 11, classId: '', complaintName: '  ' }))).toEqual({ complaintName: FeedbackMessages.required });
    expect(feedbackFormErrors(form({ type: 11, classId: '', complaintName: 'TM Carla' }))).toEqual({});
    expect(feedbackFormErrors(form({ type: 2, complaintName: '' }))).toEqual({});
  });

  it('requires the type, the content (at most 500, "Max 500 characters") and the file', () => {
    expect(feedbackFormErrors(form({ type: null }))).toEqual({ type: 'Required.' });
    expect(feedbackFormErrors(form({ type: 99 })).type).toBe('Required.');
    expect(feedbackFormErrors(form({ content: '  ' })).content).toBe('Required.');
    expect(feedbackFormErrors(form({ content: 'x'.repeat(FEEDBACK_CONTENT_MAX) }))).toEqual({});
    expect(feedbackFormErrors(form({ content: 'x'.repeat(501) })).content).toBe('Max 500 characters');
    expect(feedbackFormErrors(form({ fileRef: null })).file).toBe('Required.');
    expect(Object.keys(feedbackFormErrors({ type: null, classId: '', complaintName: '', content: '', fileRef: null })).sort()).toEqual([
      'content',
      'file',
      'type',
    ]);
  });

  it('takes a class id of digits only', () => {
    expect(parseClassId(' 50198 ')).toBe(50198);
    expect(parseClassId('12a')).toBeNull();
    expect(parseClassId('0')).toBeNull();
    expect(parseClassId('-3')).toBeNull();
    expect(feedbackFormErrors(form({ classId: 'abc' })).classId).toBe(FeedbackMessages.classNotFound);
  });

  it('accepts jpg, png, jpeg and gif files only', () => {
    for (const name of ['a.jpg', 'b.PNG', 'c.jpeg', 'd.gif']) expect(isAcceptedFeedbackFile(name), name).toBe(true);
    for (const name of ['a.webp', 'b.pdf', 'noext', 'c.jpg.exe']) expect(isAcceptedFeedbackFile(name), name).toBe(false);
  });

  it('allows times on minutes 0 and 30 only', () => {
    expect(isFeedbackTime('2026-05-01T10:00:00.000Z')).toBe(true);
    expect(isFeedbackTime('2026-05-01T10:30:00Z')).toBe(true);
    expect(isFeedbackTime('2026-05-01T10:15:00Z')).toBe(false);
    expect(isFeedbackTime('2026-05-01T10:30:10Z')).toBe(false);
    expect(isFeedbackTime('soon')).toBe(false);
    expect(new Date(toFeedbackTime(Date.parse('2026-05-01T10:44:12Z'))).toISOString()).toBe('2026-05-01T10:30:00.000Z');
  });

  it('lower-cases the first letter of the type keys', () => {
    expect(lowerFirstKeys({ Id: 4, Name: 'Appeal', Appeal: 'attendance' })).toEqual({ id: 4, name: 'Appeal', appeal: 'attendance' });
  });
});

describe('appeals opened from a penalty', () => {
  const entry = { Rule: 'tp.absence', SourceType: 'class', SourceId: '50198', Amount: -20 };
  it('opens the appeal type that contests the rule, on the class of the entry', () => {
    expect(appealPresetOf(entry)).toEqual({ type: 4, classId: '50198' });
    expect(appealPresetOf({ ...entry, Rule: 'gv.cancel_within_3h', Amount: -3 })).toEqual({ type: 9, classId: '50198' });
    expect(appealPresetOf({ ...entry, Rule: 'pay.attendance_penalty' })).toBeNull();
    expect(appealPresetOf({ ...entry, Amount: 20 })).toBeNull();
    expect(appealPresetOf({ ...entry, SourceType: 'complaint' })).toBeNull();
    expect(appealPresetOf({ ...entry, Rule: 'tp.class_finished' })).toBeNull();
    expect(complaintAppealPreset(7)).toEqual({ type: 10, classId: '7' });
  });
  it('carries the preset through the address, refusing what is not an appeal', () => {
    const href = appealHref({ type: 9, classId: '12' });
    expect(href).toBe('/myFeedback?appealType=9&classId=12');
    expect(appealPresetFromSearch(href.split('?')[1]!)).toEqual({ type: 9, classId: '12' });
    expect(appealPresetFromSearch('appealType=1&classId=12')).toBeNull();
    expect(appealPresetFromSearch('appealType=4&classId=x')).toBeNull();
    expect(appealPresetFromSearch('')).toBeNull();
  });
});
