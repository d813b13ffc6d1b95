/**
 * Staff reviews (issue 21): the absent pictures staff accept or refuse, editing a student, and the
 * whole thread of a feedback or complaint a reply queue shows. Pure; shared by the server and the console.
 */
import type { Static } from '@sinclair/typebox';
import type { ThreadPostSchema } from './api/staff-audits.schemas';
import type { AbsentDecisionSchema, AbsentPictureQueueItemSchema } from './api/staff-reviews.schemas';
import { APPEAL_PENALTY_RULES } from './feedback';
import { STAFF_REASON_MAX } from './staff-bookings';

/** Where an absent picture stands (absent_proofs.review_status). */
export const AbsentReview = { pending: 'pending', accepted: 'accepted', refused: 'refused' } as const;
export type AbsentReview = (typeof AbsentReview)[keyof typeof AbsentReview];

/**
 * The ledger rules an accepted absent picture reverses on its class: the tutor-absence penalty, the
 * same entries a granted attendance appeal reverses (teaching points, growth, pay penalty).
 */
export const ABSENCE_PENALTY_RULES = APPEAL_PENALTY_RULES.attendance;

export const StaffReviewMessages = {
  pictureNotFound: 'This absent picture does not exist.',
  pictureReviewed: 'This absent picture has been reviewed already.',
  refuseReasonRequired: 'Give the reason the picture is refused.',
  reasonTooLong: `A reason has at most ${STAFF_REASON_MAX} characters.`,
  pictureAccepted: (reversed: number) =>
    reversed === 0 ? 'Absent picture accepted.' : `Absent picture accepted; ${reversed} penalty ${reversed === 1 ? 'entry' : 'entries'} reversed.`,
  pictureRefused: 'Absent picture refused.',
  acceptedTitle: (classId: number) => `Your absent picture for class ${classId} was accepted`,
  acceptedContent: (classId: number, note: string) =>
    `Staff accepted your absent picture for class ${classId}; any absence penalty on it is reversed.${note ? ` ${note}` : ''}`,
  refusedTitle: (classId: number) => `Your absent picture for class ${classId} was refused`,
  refusedContent: (classId: number, reason: string) => `Staff refused your absent picture for class ${classId}: ${reason}`,
  tutorAbsentTooEarly: 'A class can be marked tutor absent once it has started.',
  studentSaved: (name: string) => `Student ${name} saved.`,
} as const;

/** Why an absent picture decision cannot be sent yet, or ''. */
export function absentDecisionError(accept: boolean, reason: string): string {
  const text = reason.trim();
  if (!accept && text === '') return StaffReviewMessages.refuseReasonRequired;
  if (text.length > STAFF_REASON_MAX) return StaffReviewMessages.reasonTooLong;
  return '';
}

/** An absent picture waiting for staff, one per class. */
export type AbsentPictureQueueItem = Static<typeof AbsentPictureQueueItemSchema>;

/** What a decision on an absent picture answers. */
export type AbsentDecision = Static<typeof AbsentDecisionSchema>;

/** One message of a feedback or complaint thread. */
export type ThreadPost = Static<typeof ThreadPostSchema>;

/** Who wrote a post, as staff read it. */
export function threadAuthorLabel(author: string): string {
  if (author === 'staff') return 'Staff';
  if (author === 'student') return 'Student';
  return 'Tutor';
}
