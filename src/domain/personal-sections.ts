import type { Static } from '@sinclair/typebox';
import type { CertificateSchema, LifeShowInfoSchema, LocationSchema, UserCertInfoSchema, UserExtInfoSchema } from './api/records.schemas';

/**
 * The four personal data sections (growth-account.md §7 Teach info: PersonalInformation,
 * EducationExperience, WorkExperience, TeachingExperience and their Edit* file forms), the life
 * show pieces beyond the life photo, locations and schools. Pure; both halves import it.
 */

export const SECTION_KINDS = ['personalInformation', 'educationExperience', 'workExperience', 'teachingExperience'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

interface FieldRule {
  label: string;
  required: boolean;
  max: number;
  /** A YYYY-MM date: start and end of an experience. */
  month?: boolean;
}

/** The fields of one entry of each section. PersonalInformation has exactly one entry; the others a list. */
export const SECTION_FIELDS = {
  personalInformation: {
    nationality: { label: 'Nationality', required: true, max: 60 },
    address: { label: 'Home address', required: true, max: 200 },
    emergencyContact: { label: 'Emergency contact', required: true, max: 100 },
    languages: { label: 'Languages spoken', required: false, max: 100 },
  },
  educationExperience: {
    school: { label: 'School', required: true, max: 120 },
    degree: { label: 'Degree', required: true, max: 80 },
    major: { label: 'Major', required: false, max: 80 },
    start: { label: 'From (YYYY-MM)', required: true, max: 7, month: true },
    end: { label: 'To (YYYY-MM)', required: false, max: 7, month: true },
  },
  workExperience: {
    company: { label: 'Company', required: true, max: 120 },
    position: { label: 'Position', required: true, max: 80 },
    start: { label: 'From (YYYY-MM)', required: true, max: 7, month: true },
    end: { label: 'To (YYYY-MM)', required: false, max: 7, month: true },
  },
  teachingExperience: {
    organisation: { label: 'School or platform', required: true, max: 120 },
    students: { label: 'Students taught', required: true, max: 80 },
    start: { label: 'From (YYYY-MM)', required: true, max: 7, month: true },
    end: { label: 'To (YYYY-MM)', required: false, max: 7, month: true },
  },
} as const satisfies Record<SectionKind, Record<string, FieldRule>>;

export const SECTION_TITLES: Record<SectionKind, string> = {
  personalInformation: 'Personal information',
  educationExperience: 'Education experience',
  workExperience: 'Work experience',
  teachingExperience: 'Teaching experience',
};

/** The read and edit call of each section (§7). */
export const SECTION_CALLS: Record<SectionKind, { read: string; edit: string }> = {
  personalInformation: { read: '/api/teachInfo/PersonalInformation', edit: '/api/teachInfo/EditPersonalInformation' },
  educationExperience: { read: '/api/teachInfo/EducationExperience', edit: '/api/teachInfo/EditEducationExperience' },
  workExperience: { read: '/api/teachInfo/WorkExperience', edit: '/api/teachInfo/EditWorkExperience' },
  teachingExperience: { read: '/api/teachInfo/TeachingExperience', edit: '/api/teachInfo/EditTeachingExperience' },
};

/** The Edit* calls are file forms with the spec's 180 s timeout. */
export const SECTION_EDIT_TIMEOUT_MS = 180_000;
/** Each entry may carry a proof (diploma, certificate of employment) uploaded in this module. */
export const SECTION_PROOF_MODULE = 'TutorCertificates';
export const SECTION_MAX_ENTRIES = 10;

/** An entry's fields; proofFileRef is stored, proofFileName and proofPreviewUrl only shown (reads describe the proof). */
export type SectionEntry = Record<string, string> & { proofFileRef?: string; proofFileName?: string; proofPreviewUrl?: string };
export interface SectionContent {
  kind: SectionKind;
  entries: SectionEntry[];
}

export const SectionMessages = {
  required: 'Required.',
  tooLong: (max: number) => `At most ${max} characters.`,
  month: 'Use the form YYYY-MM.',
  endBeforeStart: 'The end must not be before the start.',
  oneEntry: 'Personal information has exactly one entry.',
  tooMany: `At most ${SECTION_MAX_ENTRIES} entries.`,
  saved: 'Saved.',
  certificateDeleted: 'Deleted.',
  nothingToDelete: 'There is no such file to delete.',
  locationUnknown: 'Please choose a location from the list.',
  schoolRequired: 'Please enter your school.',
  proofBusy: 'Wait for the upload under way to finish.',
} as const;

export function fieldsOf(kind: SectionKind): Array<[string, FieldRule]> {
  return Object.entries(SECTION_FIELDS[kind]);
}

export function emptyEntry(kind: SectionKind): SectionEntry {
  return Object.fromEntries(fieldsOf(kind).map(([field]) => [field, '']));
}

/** The errors of one entry, field by field (the key `end` also carries end-before-start). */
export function entryErrors(kind: SectionKind, entry: SectionEntry): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of fieldsOf(kind)) {
    const value = (entry[field] ?? '').trim();
    if (!value) {
      if (rule.required) errors[field] = SectionMessages.required;
    } else if (value.length > rule.max) errors[field] = SectionMessages.tooLong(rule.max);
    else if ('month' in rule && rule.month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) errors[field] = SectionMessages.month;
  }
  const start = (entry.start ?? '').trim();
  const end = (entry.end ?? '').trim();
  if (!errors.start && !errors.end && start && end && end < start) errors.end = SectionMessages.endBeforeStart;
  return errors;
}

/** The first error of a whole section, or null: what the server answers. */
export function sectionError(kind: SectionKind, entries: readonly SectionEntry[]): string | null {
  if (kind === 'personalInformation' && entries.length !== 1) return SectionMessages.oneEntry;
  if (entries.length > SECTION_MAX_ENTRIES) return SectionMessages.tooMany;
  for (const entry of entries) {
    const first = Object.values(entryErrors(kind, entry))[0];
    if (first) return first;
  }
  return null;
}

/** Keeps only the section's fields, trimmed (and the proof reference when present). */
export function cleanEntry(kind: SectionKind, entry: SectionEntry): SectionEntry {
  const clean = Object.fromEntries(fieldsOf(kind).map(([field]) => [field, (entry[field] ?? '').trim()])) as SectionEntry;
  if (entry.proofFileRef) clean.proofFileRef = entry.proofFileRef;
  return clean;
}

/**
 * The sections completeness asks for: personal information and at least one education entry.
 * Work and teaching experience stay optional, since new tutors may have none yet.
 */
export function sectionsComplete(sections: Partial<Record<SectionKind, readonly SectionEntry[]>>): boolean {
  const info = sections.personalInformation ?? [];
  const education = sections.educationExperience ?? [];
  return (
    info.length === 1 && sectionError('personalInformation', info) === null && education.length > 0 && sectionError('educationExperience', education) === null
  );
}

// ---- Life show uploads beyond the life photo ---------------------------------------------------

/** Photo, VoiceRecording, Identity, UpLoadVirtualProfessionalPhoto: one file each, in its module. */
export const SINGLE_FILE_PARTS = {
  photo: { call: '/api/teachInfo/Photo', module: 'UserFace', label: 'Profile photo' },
  voiceRecording: { call: '/api/teachInfo/VoiceRecording', module: 'TutorAudio', label: 'Voice recording' },
  identity: { call: '/api/teachInfo/Identity', module: 'IdentityImg', label: 'Identity document' },
  virtualProfessionalPhoto: { call: '/api/teachInfo/UpLoadVirtualProfessionalPhoto', module: 'ProfessionalIdPhoto', label: 'Virtual professional photo' },
} as const;
export type SingleFilePart = keyof typeof SINGLE_FILE_PARTS;

/** PersonalCertificates adds to a list; DeleteCertificate?type removes one of these. */
export const CERTIFICATE_MODULE = 'TutorCertificates';
export const CERTIFICATE_MAX = 10;

/** `DeleteCertificate?type`: which kind of certificate to remove. */
export const CertificateType = { personal: 1, tesol: 2, identity: 3 } as const;

export type CertificateItem = Static<typeof CertificateSchema>;

// ---- Locations and schools ---------------------------------------------------------------------

export type LocationItem = Static<typeof LocationSchema>;

// ---- Answers (declared once, by the schemas in api/records.schemas.ts) ----

/** LifeShowInfo's answer (and the single files' calls'): every life show piece and the certificates. */
export type LifeShowInfo = Static<typeof LifeShowInfoSchema>;
export type UserCertInfo = Static<typeof UserCertInfoSchema>;
/** UserExtInfo's answer: what the profile page shows besides the form. */
export type UserExtInfo = Static<typeof UserExtInfoSchema>;
