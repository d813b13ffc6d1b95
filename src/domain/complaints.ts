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

export interface ComplaintRecord {
  Id: number;
  ClassId: number;
  ClassTime: string;
  StudentName: string;
  CourseName: string;
  Complainant: string;
  ComplaintType: string;
  Reason: string;
  Status: ComplaintStatus;
  CreatedAt: string;
  WithdrawnAt: string | null;
  ReplyCount: number;
  /** Teaching points and growth value it costs while it stands (negative), from the ledger. */
  TeachingPoints: number;
  GrowthValue: number;
}

export interface ComplaintPage {
  Total: number;
  Items: ComplaintRecord[];
}

export interface ComplaintReply {
  Id: number;
  From: string;
  Content: string;
  CreatedAt: string;
}

export interface LateLeaveRecord {
  ClassId: number;
  StartTime: string;
  EndTime: string;
  StudentName: string;
  /** The first join to the classroom; null when the tutor never joined. */
  JoinedAt: string | null;
  /** When the class was ended, when it ended before its end time. */
  EndedAt: string | null;
  LateMinutes: number;
  EarlyMinutes: number;
}

export interface RecitationClass {
  ClassId: number;
  StartTime: string;
  StudentName: string;
  CourseName: string;
  StudentRating: number | null;
  FeedbackRating: number | null;
  FeedbackContent: string | null;
}

/** Whole minutes from `fromIso` to `toIso`, 0 when not later. */
export function minutesAfter(fromIso: string, toIso: string): number {
  return Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
}
