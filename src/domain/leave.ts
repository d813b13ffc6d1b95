import type { Static } from '@sinclair/typebox';
import type { AddLeaveBody, EditLeaveBody, LeavePageSchema, LeaveRecordSchema, ReviewedLeaveSchema, StaffLeavePageSchema } from './api/records.schemas';

/**
 * Leave requests (growth-account.md: add, edit and undo exist as calls; states are ours). Pure.
 */

export const LeaveStatus = { pending: 0, approved: 1, refused: 2, undone: 3 } as const;
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];

export const LEAVE_STATUS_TEXT: Record<number, string> = {
  [LeaveStatus.pending]: 'Pending',
  [LeaveStatus.approved]: 'Approved',
  [LeaveStatus.refused]: 'Refused',
  [LeaveStatus.undone]: 'Withdrawn',
};

/** Leave types (our choice: what a tutoring provider's staff tell apart). */
export const LEAVE_TYPES = [
  { value: 1, label: 'Sick leave' },
  { value: 2, label: 'Personal leave' },
  { value: 3, label: 'Emergency leave' },
  { value: 4, label: 'Bereavement leave' },
  { value: 5, label: 'Other' },
] as const;

export const LEAVE_REASON_MAX = 500;
/** The longest single leave (our choice); longer absences go through the tutor manager. */
export const LEAVE_MAX_DAYS = 30;
export const LEAVE_PAGE_SIZE = 10;

export const LeaveMessages = {
  required: 'Required.',
  reasonTooLong: `The reason must be at most ${LEAVE_REASON_MAX} characters.`,
  endBeforeStart: 'The end of the leave must be after its start.',
  startInPast: 'A leave cannot start in the past.',
  tooLong: `A leave can last at most ${LEAVE_MAX_DAYS} days.`,
  typeInvalid: 'Please choose a leave type.',
  overlaps: 'This period overlaps another leave you requested.',
  notPending: 'Only a pending leave can be changed.',
  cannotUndo: 'Only a pending leave, or an approved leave that has not started, can be undone.',
  notFound: 'This leave request was not found.',
  proofInvalid: 'The proof must be a file you uploaded as a leave reason.',
  requested: 'Your leave request has been sent.',
  edited: 'Your leave request has been changed.',
  undone: 'Your leave request has been withdrawn.',
  alreadyReviewed: 'This leave has already been reviewed.',
  refuseReasonRequired: 'Please give the reason for refusing.',
} as const;

export interface LeaveForm {
  startAt: string;
  endAt: string;
  leaveType: number;
  reason: string;
}

export type LeaveFormErrors = Partial<Record<keyof LeaveForm, string>>;

/** The leave form's errors, field by field (both halves run it; the server then checks overlaps). */
export function leaveFormErrors(form: LeaveForm, now: Date): LeaveFormErrors {
  const errors: LeaveFormErrors = {};
  const start = Date.parse(form.startAt);
  const end = Date.parse(form.endAt);
  if (!form.startAt || Number.isNaN(start)) errors.startAt = LeaveMessages.required;
  else if (start < now.getTime() - 60_000) errors.startAt = LeaveMessages.startInPast;
  if (!form.endAt || Number.isNaN(end)) errors.endAt = LeaveMessages.required;
  else if (!Number.isNaN(start) && end <= start) errors.endAt = LeaveMessages.endBeforeStart;
  else if (!Number.isNaN(start) && end - start > LEAVE_MAX_DAYS * 86_400_000) errors.endAt = LeaveMessages.tooLong;
  if (!LEAVE_TYPES.some((type) => type.value === form.leaveType)) errors.leaveType = LeaveMessages.typeInvalid;
  if (!form.reason.trim()) errors.reason = LeaveMessages.required;
  else if (form.reason.trim().length > LEAVE_REASON_MAX) errors.reason = LeaveMessages.reasonTooLong;
  return errors;
}

/** Whether a tutor may still undo a leave: pending, or approved and not started. */
export function canUndoLeave(leave: { status: number; startAt: string }, now: Date): boolean {
  if (leave.status === LeaveStatus.pending) return true;
  return leave.status === LeaveStatus.approved && Date.parse(leave.startAt) > now.getTime();
}

/** A leave as the list and the form read it. */
export type LeaveRecord = Static<typeof LeaveRecordSchema>;

export type LeavePage = Static<typeof LeavePageSchema>;
/** AddTutorLeave's and EditTutorLeave's bodies. */
export type LeaveRequest = Static<typeof AddLeaveBody>;
export type LeaveEditRequest = Static<typeof EditLeaveBody>;
/** The staff side's answers: pending leaves with their tutor, and a reviewed leave with what approving it did. */
export type StaffLeavePage = Static<typeof StaffLeavePageSchema>;
export type ReviewedLeave = Static<typeof ReviewedLeaveSchema>;
