import type { Static } from '@sinclair/typebox';
import type {
  AddReplyBody,
  ComplaintPageSchema,
  ComplaintReplySchema,
  ComplaintSchema,
  LateLeaveSchema,
  PageBody,
  PeriodBody,
  RecitationClassSchema,
  TutorComplaintBody,
} from './api/complaints.schemas';

/**
 * Complaints and class reports (growth-account.md §2 /complaintList: recitationClassesReport,
 * receivedComplaint, lateAttendanceEarlyLeave; §7 "Tutor communication and data"): the messages,
 * limits and answer shapes shared by the pages and the server. Pure.
 */

export const COMPLAINT_PAGE_SIZE = 10;
export const COMPLAINT_REPLY_MAX = 500;
export const COMPLAINT_CONTENT_MAX = 500;
export const RECITATION_FEEDBACK_MAX = 500;

/** A class counts as joined late from this many whole minutes after its start (our choice). */
export const LATE_AFTER_MINUTES = 1;
/** A class counts as left early when it ended this many whole minutes before its end (our choice). */
export const EARLY_BEFORE_MINUTES = 1;

export const ComplaintStatus = { standing: 'standing', withdrawn: 'withdrawn' } as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];

/** Where a complaint comes from: a student (through customer service) about the tutor's class, or the tutor. */
export const ComplaintOrigin = { student: 'student', tutor: 'tutor' } as const;

/** The kinds a tutor picks for their own complaint (our list; the spec shows none). */
export const TUTOR_COMPLAINT_TYPES = ['Student behaviour', 'Parent behaviour', 'Technical problem', 'Teaching material', 'Other'] as const;

export const ComplaintMessages = {
  notFound: 'This complaint does not exist.',
  classNotFound: 'This class was not found among your classes.',
  contentRequired: 'Required.',
  contentTooLong: 'Max 500 characters',
  typeRequired: 'Please choose a complaint type.',
  replyRequired: 'Please write a reply.',
  replied: 'Your reply has been sent.',
  filed: 'Your complaint has been sent to customer service.',
  alreadyWithdrawn: 'This complaint has already been withdrawn.',
  feedbackSaved: 'Thank you, your feedback on this class has been saved.',
  feedbackExists: 'You have already given feedback on this class.',
  classNotFinished: 'Feedback can only be given on a finished class.',
  ratingRange: 'Please rate the class from 1 to 5.',
  periodInvalid: 'Please choose a valid period.',
} as const;

/** The answers' shapes: declared once, by the schemas (api/complaints.schemas.ts). */
export type ComplaintRecord = Static<typeof ComplaintSchema>;

export type ComplaintPage = Static<typeof ComplaintPageSchema>;

export type ComplaintReply = Static<typeof ComplaintReplySchema>;

export type LateLeaveRecord = Static<typeof LateLeaveSchema>;

export type RecitationClass = Static<typeof RecitationClassSchema>;
/** The bodies the tutor sends: a page, a reply, a complaint, a report's period. */
export type ComplaintPageRequest = Static<typeof PageBody>;
export type ComplaintReplyRequest = Static<typeof AddReplyBody>;
export type TutorComplaintRequest = Static<typeof TutorComplaintBody>;
export type ReportPeriodRequest = Static<typeof PeriodBody>;

/** Whole minutes from `fromIso` to `toIso`, 0 when not later. */
export function minutesAfter(fromIso: string, toIso: string): number {
  return Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
}
