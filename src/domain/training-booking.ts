/**
 * Training classes (teaching.md §2 "Training (book class, cancel class, ...)", §3 "Cancel of a QA or
 * test lesson", "Training booking by type"): the sessions the training team offers, a tutor's
 * bookings of them, cancelling, and a test lesson's result.
 */
import type { Static } from '@sinclair/typebox';
import type { TrainingBookingSchema, TrainingEvaluationSchema, TrainingSlotSchema, UnfinishedEvaluationSchema } from './api/training-booking.schemas';

export const TrainingSessionKind = { training: 'training', qa: 'qa', test: 'test' } as const;
export type TrainingSessionKind = (typeof TrainingSessionKind)[keyof typeof TrainingSessionKind];

/** TrainBookClassByType's classType: 1 a QA lesson, 2 a test lesson, 3 a training class. */
export const BOOK_CLASS_TYPES: Readonly<Record<number, TrainingSessionKind>> = {
  1: TrainingSessionKind.qa,
  2: TrainingSessionKind.test,
  3: TrainingSessionKind.training,
};

export const TRAINING_KIND_LABELS: Readonly<Record<TrainingSessionKind, string>> = { training: 'Training class', qa: 'QA lesson', test: 'Test lesson' };

/** How far ahead the booking screen looks, in days. */
export const TRAINING_BOOKING_DAYS = 14;
export const CANCEL_REASON_MAX = 200;
export const REMARK_MAX = 200;
export const EVALUATION_COMMENT_MAX = 500;

/** A session the training team offers, with seats left and the tutor's own booking of it. */
export type TrainingSessionSlot = Static<typeof TrainingSlotSchema>;

export type TrainingBooking = Static<typeof TrainingBookingSchema>;

export const TrainingBookingMessages = {
  sessionNotFound: 'There is no training class at this time.',
  bookingNotFound: 'This training class booking does not exist.',
  full: 'This training class is full.',
  alreadyBooked: 'You have already booked this training class.',
  started: 'This training class has already started.',
  booked: 'Booked. The training class is in your class table.',
  cancelled: 'The booking has been cancelled.',
  reasonRequired: 'Please enter the reason for cancelling.',
  reasonTooLong: `The reason may be at most ${CANCEL_REASON_MAX} characters.`,
  remarkTooLong: `The remark may be at most ${REMARK_MAX} characters.`,
  wrongKind: 'This call cancels another kind of lesson.',
  badType: 'Unknown class type.',
  badTime: 'The class time is not valid.',
  notFinished: 'A training class can be evaluated once it has finished.',
  alreadyEvaluated: 'You have already evaluated this training class.',
  ratingRequired: 'Please rate the training class from 1 to 5 stars.',
  commentTooLong: `The comment may be at most ${EVALUATION_COMMENT_MAX} characters.`,
  evaluated: 'Thank you for your evaluation.',
  unfinished: (title: string) => `Please evaluate your training class “${title}”.`,
} as const;

export type TrainingEvaluationRecord = Static<typeof TrainingEvaluationSchema>;

export type UnfinishedEvaluation = Static<typeof UnfinishedEvaluationSchema>;

/** The evaluation's problem, or null when it may be sent. */
export function evaluationError(rating: unknown, comment: string): string | null {
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return TrainingBookingMessages.ratingRequired;
  if (comment.trim().length > EVALUATION_COMMENT_MAX) return TrainingBookingMessages.commentTooLong;
  return null;
}

/** The cancel reason's problem, or null when it may be sent. */
export function cancelReasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return TrainingBookingMessages.reasonRequired;
  if (text.length > CANCEL_REASON_MAX) return TrainingBookingMessages.reasonTooLong;
  return null;
}
