import type { Static } from '@sinclair/typebox';
import type { BiAspectGroupSchema, BiAspectSelectionSchema } from './api/widgets.schemas';

/**
 * Bi-aspect tags (growth-account.md §4, §6, §7: `IsBiAspectTeacher`, `GetTutorBiAspectDataList`,
 * `GetTeacherSelectedTags`, `SubmitSelectedTutorBiAspectTags {SelectedTagIds}`). The spec names the
 * calls only. Ours: the provider describes its bi-aspect teachers to students from two sides, how
 * they teach and who they are; each such tutor picks 1 to 3 tags on each side. The layout asks until
 * the tutor has chosen; the choice can be changed any time by choosing again.
 */
export const BiAspect = { teachingStyle: 1, personality: 2 } as const;
export type BiAspect = (typeof BiAspect)[keyof typeof BiAspect];
export const BI_ASPECTS: readonly BiAspect[] = [BiAspect.teachingStyle, BiAspect.personality];
export const BI_ASPECT_NAMES: Record<BiAspect, string> = { [BiAspect.teachingStyle]: 'Teaching style', [BiAspect.personality]: 'Personality' };

/** Tags a tutor picks on each side. */
export const BI_ASPECT_MIN_PER_ASPECT = 1;
export const BI_ASPECT_MAX_PER_ASPECT = 3;

/** One aspect with its tags, as GetTutorBiAspectDataList answers. */
export type BiAspectGroup = Static<typeof BiAspectGroupSchema>;
/** The tutor's choice and when it was made, as GetTeacherSelectedTags and SubmitSelectedTutorBiAspectTags answer. */
export type BiAspectSelection = Static<typeof BiAspectSelectionSchema>;

export const BiAspectTexts = {
  title: 'Describe yourself to your students',
  intro: `Choose ${BI_ASPECT_MIN_PER_ASPECT} to ${BI_ASPECT_MAX_PER_ASPECT} tags on each side. Students see them on your profile when they book.`,
  submit: 'Submit',
  later: 'Later',
  saved: 'Your tags have been saved.',
  notBiAspect: 'Tags are chosen by bi-aspect teachers only.',
  unknownTag: 'One of the tags is no longer offered. Please choose again.',
  otherTutor: 'You can only ask about your own account.',
} as const;

/** The message for an aspect with too few or too many tags ('' when it is fine). */
export function aspectCountError(aspectName: string, count: number): string {
  if (count < BI_ASPECT_MIN_PER_ASPECT) return `Choose at least ${BI_ASPECT_MIN_PER_ASPECT} tag for ${aspectName}.`;
  if (count > BI_ASPECT_MAX_PER_ASPECT) return `Choose at most ${BI_ASPECT_MAX_PER_ASPECT} tags for ${aspectName}.`;
  return '';
}

/**
 * Checks a selection against the offered groups: every aspect within its limits. Answers the
 * messages by aspect id (empty when the selection may be sent).
 */
export function checkBiAspectSelection(groups: readonly BiAspectGroup[], selected: readonly number[]): Record<number, string> {
  const chosen = new Set(selected);
  const errors: Record<number, string> = {};
  for (const group of groups) {
    const message = aspectCountError(group.AspectName, group.Tags.filter((tag) => chosen.has(tag.TagId)).length);
    if (message) errors[group.AspectId] = message;
  }
  return errors;
}

/** Toggles a tag in a selection (kept in the order chosen). */
export function toggleTag(selected: readonly number[], tagId: number): number[] {
  return selected.includes(tagId) ? selected.filter((id) => id !== tagId) : [...selected, tagId];
}
