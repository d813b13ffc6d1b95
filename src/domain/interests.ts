import type { Static } from '@sinclair/typebox';
import type { TeachInfoSchema } from './api/records.schemas';

/**
 * The interests tab (/personalData/interests): hobbies (Hobbies, EditHobbies) and teach info
 * (EditTeachInfo). Pure; both halves import it.
 */

export const HOBBY_MAX_COUNT = 20;
export const HOBBY_MAX_LENGTH = 60;
export const TEACH_INFO_MAX = 300;

export const InterestMessages = {
  hobbyRequired: 'Type a hobby first.',
  hobbyTooLong: `At most ${HOBBY_MAX_LENGTH} characters.`,
  hobbyDuplicate: 'That hobby is already in your list.',
  hobbyTooMany: `At most ${HOBBY_MAX_COUNT} hobbies.`,
  teachInfoTooLong: `At most ${TEACH_INFO_MAX} characters.`,
} as const;

/** Why `value` cannot join `hobbies`, or null. Duplicates are compared without case. */
export function hobbyError(hobbies: readonly string[], value: string): string | null {
  const hobby = value.trim();
  if (!hobby) return InterestMessages.hobbyRequired;
  if (hobby.length > HOBBY_MAX_LENGTH) return InterestMessages.hobbyTooLong;
  if (hobbies.some((existing) => existing.toLowerCase() === hobby.toLowerCase())) return InterestMessages.hobbyDuplicate;
  if (hobbies.length >= HOBBY_MAX_COUNT) return InterestMessages.hobbyTooMany;
  return null;
}

/** Teach info as UserExtInfo and EditTeachInfo answer it (api/records.schemas.ts). */
export type TeachInfoForm = Static<typeof TeachInfoSchema>;
export type TeachInfoField = keyof TeachInfoForm;

export const TEACH_INFO_LABELS: Record<TeachInfoField, string> = {
  teachingStyle: 'Teaching style',
  ageGroups: 'Age groups you teach',
  specialties: 'Specialties',
};

/** Teach info is optional field by field; only the length is limited. */
export function teachInfoErrors(form: TeachInfoForm): Partial<Record<TeachInfoField, string>> {
  const errors: Partial<Record<TeachInfoField, string>> = {};
  for (const field of Object.keys(TEACH_INFO_LABELS) as TeachInfoField[]) {
    if (form[field].trim().length > TEACH_INFO_MAX) errors[field] = InterestMessages.teachInfoTooLong;
  }
  return errors;
}
