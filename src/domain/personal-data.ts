import type { Static } from '@sinclair/typebox';
import type { LifeShowItemSchema, PersonalProfileSchema, ProfileFormSchema, TesolBody } from './api/records.schemas';

/**
 * Personal data (growth-account.md §3, §5): the profile a tutor keeps, what makes it complete, and
 * the TESOL form's rules. Pure.
 */

/** The profile fields a tutor edits (EditProfile), as the user state names them (shell.md §3). */
export const PROFILE_FIELDS = [
  'sex',
  'birthday',
  'school',
  'location',
  'city',
  'provice',
  'internetSpeed',
  'tutoringEquipment',
  'intServiceProvider',
  'netConnType',
  'selfIntrodction',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileForm = Static<typeof ProfileFormSchema>;

export const PROFILE_LABELS: Record<ProfileField, string> = {
  sex: 'Sex',
  birthday: 'Birthday',
  school: 'School',
  location: 'Country',
  city: 'City',
  provice: 'Province',
  internetSpeed: 'Internet speed',
  tutoringEquipment: 'Tutoring equipment',
  intServiceProvider: 'Internet service provider',
  netConnType: 'Connection type',
  selfIntrodction: 'Self introduction',
};

/** The profile fields set through Locations/EditTeachLocation and Schools/EditTeachSchool, not typed in the form. */
export const PLACE_FIELDS = ['school', 'location', 'provice', 'city'] as const satisfies readonly ProfileField[];

export const SELF_INTRODUCTION_MAX = 1000;
export const PROFILE_FIELD_MAX = 200;

export const PersonalDataMessages = {
  required: 'Required.',
  birthdayInvalid: 'Please enter a valid birthday.',
  tooLong: `At most ${PROFILE_FIELD_MAX} characters.`,
  introductionTooLong: `At most ${SELF_INTRODUCTION_MAX} characters.`,
  saved: 'Your profile has been saved.',
  lifePhotoSaved: 'Your life photo has been saved.',
  fileInvalid: 'The file must be one you uploaded for this section.',
  incomplete: 'Please complete your profile, personal information and education, and upload a life photo before sending it for verification.',
  submitted: 'Your personal data has been sent for verification.',
  alreadyAwaiting: 'Your personal data is already being verified.',
  notAwaiting: 'This tutor has no personal data waiting for verification.',
  tesolSaved: 'Your TESOL information has been submitted.',
  tesolConfirm: 'Your Personal Information shall not be changed or altered upon submission.',
  tesolRequired: 'Required',
  tesolBirthdayRange: 'The birthday must be between 1950-01-01 and today.',
  tesolCertificateRequired: 'Please upload your TESOL certificate.',
  tesolNotFound: 'This tutor has not submitted TESOL information.',
} as const;

/** The profile form's errors, field by field. */
export function profileErrors(form: ProfileForm): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = form[field].trim();
    const max = field === 'selfIntrodction' ? SELF_INTRODUCTION_MAX : PROFILE_FIELD_MAX;
    if (!value) errors[field] = PersonalDataMessages.required;
    else if (value.length > max) errors[field] = field === 'selfIntrodction' ? PersonalDataMessages.introductionTooLong : PersonalDataMessages.tooLong;
  }
  if (!errors.birthday && !/^\d{4}-\d{2}-\d{2}$/.test(form.birthday.trim())) errors.birthday = PersonalDataMessages.birthdayInvalid;
  return errors;
}

/** The profile half of completeness: every field filled and a life photo (the sections are the other half, personal-sections.ts). */
export function isPersonalDataComplete(form: ProfileForm, hasLifePhoto: boolean): boolean {
  return Object.keys(profileErrors(form)).length === 0 && hasLifePhoto;
}

/** The life show pieces and the upload module each goes through (shell.md §9 modules). */
export const LIFE_SHOW_MODULES = {
  lifePhoto: 'LifePhoto',
  lifeVideo: 'LifeVideo',
  voiceAvatar: 'TutorAudio',
  professionalIdPhoto: 'ProfessionalIdPhoto',
  equipmentPhoto: 'TutorEquipmentPhoto',
} as const;
export type LifeShowPart = keyof typeof LIFE_SHOW_MODULES;

export type LifeShowItem = Static<typeof LifeShowItemSchema>;

/** The answer of Profile, EditProfile, the life show uploads, SubmitPersonalData, EditTeachLocation and EditTeachSchool (api/records.schemas.ts). */
export type PersonalProfile = Static<typeof PersonalProfileSchema>;

// ---- TESOL ------------------------------------------------------------------------------------

export const TESOL_BIRTHDAY_MIN = '1950-01-01';

/** SaveTESOLInformation's body. */
export type TesolRequest = Static<typeof TesolBody>;

export interface TesolForm {
  firstName: string;
  middleName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
  hasCertificate: boolean;
  certificateFileRef: string | null;
}

/** The TESOL form's errors (§5): required fields trimmed, birthday in range, certificate if held. `today` is YYYY-MM-DD. */
export function tesolErrors(form: TesolForm, today: string): Partial<Record<keyof TesolForm, string>> {
  const errors: Partial<Record<keyof TesolForm, string>> = {};
  for (const field of ['firstName', 'lastName', 'birthday', 'idNumber'] as const) {
    if (!form[field].trim()) errors[field] = PersonalDataMessages.tesolRequired;
  }
  const birthday = form.birthday.trim();
  if (!errors.birthday && (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || birthday < TESOL_BIRTHDAY_MIN || birthday > today)) {
    errors.birthday = PersonalDataMessages.tesolBirthdayRange;
  }
  if (form.hasCertificate && !form.certificateFileRef) errors.certificateFileRef = PersonalDataMessages.tesolCertificateRequired;
  return errors;
}

/** The TESOL upload module (shell.md §9): the certificate the tutor says they hold. */
export const TESOL_CERTIFICATE_MODULE = 'TesolCertificateSelf';

/**
 * The identity review dialog's errors before anything is sent: the form's rules, with the chosen
 * (not yet uploaded) certificate standing for the file reference the server will check.
 */
export function tesolDialogErrors(
  form: Omit<TesolForm, 'certificateFileRef'>,
  certificateChosen: boolean,
  today: string,
): Partial<Record<keyof TesolForm, string>> {
  return tesolErrors({ ...form, certificateFileRef: certificateChosen ? 'chosen' : null }, today);
}
