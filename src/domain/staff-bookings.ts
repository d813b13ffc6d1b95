import type { Static } from '@sinclair/typebox';
import type {
  AddPointsResult,
  CatalogueCourseSchema,
  OpenSlotSchema,
  PointsEntriesPage,
  PointsEntrySchema,
  StaffClassSchema,
  StudentSchema,
  TutorClassesPage,
} from './api/staff-bookings.schemas';
import { LEDGER_RULES, STAFF_TEACHING_POINT_RULES, toHundredths } from './ledger';
import { isKnownTimeZone } from './provider-time';

/**
 * Students, bookings and data-staff points in the staff console (issue 21 "Students and bookings",
 * "Data staff points"; issue 14's staff-entered teaching points). Shared by the server's calls and
 * the console's machines, so a form refuses bad input with the text the server would answer.
 */

export const STUDENT_NAME_MAX = 100;
export const STUDENT_FIELD_MAX = 100;
export const STUDENT_GOALS_MAX = 500;
export const STAFF_REASON_MAX = 200;
export const POINTS_MAX = 100;
export const REASSIGN_MAX = 50;
/** How many days of a tutor's open slots one OpenSlots call reads. */
export const OPEN_SLOT_DAYS_MAX = 14;
export const ENTRY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;

/** The source type of a data-staff entry in the ledger: its id is the client's idempotency key. */
export const STAFF_POINTS_SOURCE = 'staff_points';

export type StaffPointsRule = (typeof STAFF_TEACHING_POINT_RULES)[number];
export const STAFF_POINTS_RULES: ReadonlyArray<{ rule: StaffPointsRule; label: string }> = STAFF_TEACHING_POINT_RULES.map((rule) => ({
  rule,
  label: LEDGER_RULES[rule].label,
}));

/** What staff mark for a class no classroom reported on. */
export const StaffOutcome = { finished: 'finished', studentAbsent: 'student_absent', tutorAbsent: 'tutor_absent' } as const;
export type StaffOutcome = (typeof StaffOutcome)[keyof typeof StaffOutcome];

/** Which of a tutor's classes the record lists. */
export const StaffClassView = { upcoming: 'upcoming', past: 'past', handed: 'handed' } as const;
export type StaffClassView = (typeof StaffClassView)[keyof typeof StaffClassView];

export const StaffBookingMessages = {
  studentNameRequired: 'Enter the student’s name.',
  studentNameTooLong: `A student’s name has at most ${STUDENT_NAME_MAX} characters.`,
  studentFieldTooLong: `Age band, level and country have at most ${STUDENT_FIELD_MAX} characters.`,
  studentGoalsTooLong: `Learning goals have at most ${STUDENT_GOALS_MAX} characters.`,
  timeZoneUnknown: 'Choose a time zone such as Asia/Tokyo.',
  courseNotFound: 'This course does not exist.',
  studentNotFound: 'This student does not exist.',
  classNotFound: 'This class does not exist.',
  studentCreated: (name: string) => `Student ${name} created.`,
  slotClosed: 'This time is not open in the tutor’s schedule.',
  classTaken: 'The tutor already has a class at this time.',
  classBooked: 'Class booked.',
  reasonRequired: 'Enter the reason.',
  reasonTooLong: `A reason has at most ${STAFF_REASON_MAX} characters.`,
  cancelStarted: 'Only a class that has not started can be cancelled.',
  classCancelled: 'Class cancelled on the student’s side.',
  finishedTooEarly: 'A class can be marked finished once it has ended.',
  absentTooEarly: 'A class can be marked student absent once it has started.',
  outcomeSaved: (outcome: StaffOutcome) =>
    outcome === StaffOutcome.finished
      ? 'Class marked finished.'
      : outcome === StaffOutcome.tutorAbsent
        ? 'Class marked tutor absent.'
        : 'Class marked student absent.',
  starsInvalid: 'A rating is 1 to 5 stars.',
  alreadyRated: 'This class is rated already.',
  classRated: (stars: number) => `Class rated ${stars} ${stars === 1 ? 'star' : 'stars'}.`,
  chooseClasses: 'Choose the classes to reassign.',
  tooManyClasses: `Reassign at most ${REASSIGN_MAX} classes at once.`,
  sameTutor: 'Choose another tutor to take the classes.',
  reassignStarted: 'Only classes that have not started can be reassigned.',
  targetNotFree: (startAt: string) => `The new tutor is not free at ${startAt}.`,
  reassigned: (count: number, tuid: number) => `${count} ${count === 1 ? 'class' : 'classes'} reassigned to tutor ${tuid}.`,
  pointsInvalid: `Points are between -${POINTS_MAX} and ${POINTS_MAX}, not 0, in hundredths at most.`,
  keyInvalid: 'The entry key is 8 to 64 letters, digits or . _ : -',
  keyReused: 'This entry key was used for another entry.',
  pointsAdded: (points: number, label: string) => `${points > 0 ? '+' : ''}${points} ${label.toLowerCase()} entered.`,
} as const;

/** A course of the catalogue, to enrol a student in. */
export type StaffCourse = Static<typeof CatalogueCourseSchema>;

/** A student with their course enrolments. */
export type StaffStudent = Static<typeof StudentSchema>;

export interface StudentDraft {
  Name: string;
  AgeBand: string;
  EnglishLevel: string;
  Country: string;
  TimeZone: string;
  LearningGoals: string;
  /** Enrol in this course at once (0: none). */
  CourseId: number;
}

export const EMPTY_STUDENT_DRAFT: StudentDraft = { Name: '', AgeBand: '', EnglishLevel: '', Country: '', TimeZone: '', LearningGoals: '', CourseId: 0 };

/** What is wrong with a new student, or ''. */
export function studentDraftError(draft: Pick<StudentDraft, 'Name' | 'AgeBand' | 'EnglishLevel' | 'Country' | 'TimeZone' | 'LearningGoals'>): string {
  const name = draft.Name.trim();
  if (name === '') return StaffBookingMessages.studentNameRequired;
  if (name.length > STUDENT_NAME_MAX) return StaffBookingMessages.studentNameTooLong;
  if ([draft.AgeBand, draft.EnglishLevel, draft.Country].some((field) => field.trim().length > STUDENT_FIELD_MAX))
    return StaffBookingMessages.studentFieldTooLong;
  if (draft.LearningGoals.trim().length > STUDENT_GOALS_MAX) return StaffBookingMessages.studentGoalsTooLong;
  const zone = draft.TimeZone.trim();
  if (zone !== '' && !isKnownTimeZone(zone)) return StaffBookingMessages.timeZoneUnknown;
  return '';
}

/** What is wrong with a reason staff must give, or ''. */
export function staffReasonError(reason: string): string {
  const text = reason.trim();
  if (text === '') return StaffBookingMessages.reasonRequired;
  if (text.length > STAFF_REASON_MAX) return StaffBookingMessages.reasonTooLong;
  return '';
}

/** Points staff may enter: not 0, within ±POINTS_MAX, in hundredths at most. */
export function pointsError(points: number): string {
  if (!Number.isFinite(points) || points === 0 || Math.abs(points) > POINTS_MAX) return StaffBookingMessages.pointsInvalid;
  if (Math.abs(toHundredths(points) - points * 100) > 1e-6) return StaffBookingMessages.pointsInvalid;
  return '';
}

export function entryKeyError(key: string): string {
  return ENTRY_KEY_PATTERN.test(key) ? '' : StaffBookingMessages.keyInvalid;
}

export type OpenSlot = Static<typeof OpenSlotSchema>;

/** One of a tutor's classes as staff list them. */
export type StaffClassItem = Static<typeof StaffClassSchema>;

/** A page of a tutor's classes (GET /api/Staff/TutorClasses). */
export type StaffClassesPage = Static<typeof TutorClassesPage>;

export interface StaffBookingDraft {
  Tuid: number;
  StuUID: number;
  UCID: number;
  ClassType: string;
  ClassTool: number;
  StartTime: string;
  FeePhp: number;
}

/** A data-staff entry of a tutor's teaching points. */
export type StaffPointsEntry = Static<typeof PointsEntrySchema>;

/** A page of a tutor's data-staff entries (GET /api/Staff/TeachingPointEntries). */
export type StaffPointsPage = Static<typeof PointsEntriesPage>;

/** What entering points answers. */
export type StaffPointsResult = Static<typeof AddPointsResult>;
