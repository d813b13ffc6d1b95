import type { Static } from '@sinclair/typebox';
import type { FeedbackListBody, FeedbackPageSchema, FeedbackRecordSchema, FeedbackReplySchema, FeedbackTypeSchema, SaveAnswer } from './api/feedback.schemas';

/**
 * Feedback and appeals (growth-account.md §3 "Feedback/appeal submission", §4 "Feedback dialog",
 * §5 "Feedback", §7 "Feedback"): the per-type rules of the dialog, the types, the messages and the
 * answer shapes, shared by the dialog machine and the server that checks everything again.
 * Pure: no React, XState or Node.
 */

/** Content maximum and counter (§5, §9). */
export const FEEDBACK_CONTENT_MAX = 500;

/** The upload module of the screenshot (§7 "File upload"). */
export const FEEDBACK_FILE_MODULE = 'AppealFile';

/** The file types the dialog accepts (§5, §9). */
export const FEEDBACK_FILE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'gif'] as const;

/** Class ID is shown for these types (§5). */
export const CLASS_ID_TYPES: readonly number[] = [1, 2, 4, 9, 10, 12, 13, 36];

/** The one type whose Class ID is optional (salary concerns, §5). */
export const SALARY_TYPE = 1;

/** The type whose Complaint Name is shown and required (§5). */
export const COMPLAINT_NAME_TYPE = 11;

/** How many feedbacks a tutor may send per provider month unless configured (our choice; FEEDBACK_QUOTA_PER_MONTH). */
export const DEFAULT_FEEDBACK_QUOTA = 10;

export const FeedbackMessages = {
  required: 'Required.',
  contentTooLong: 'Max 500 characters',
  uploadFail: 'Upload fail',
  fileType: 'Only jpg, png, jpeg and gif files are accepted.',
  classIdHint: 'If you have salary concerns about a class, please fill in the Class ID.',
  classNotFound: 'This class was not found among your classes.',
  quotaUsed: 'You have used all your feedback for this month.',
  notFound: 'This feedback does not exist.',
  notEditable: 'This feedback has been answered and can no longer be edited.',
  fileInvalid: 'Please upload the screenshot again.',
  added: 'Your feedback has been sent. We will reply as soon as possible.',
  edited: 'Your feedback has been updated.',
  replied: 'Your reply has been sent.',
  replyRequired: 'Please write a reply.',
  timeMinutes: 'Times can only be on the hour or the half hour.',
  noPenalty: 'There is no penalty on this class to appeal.',
  notAppeal: 'This feedback is not an appeal.',
  alreadyDecided: 'This appeal has already been decided.',
  appealGranted: 'Your appeal has been granted and the penalty has been removed.',
  appealDeclined: 'Your appeal has been reviewed and the penalty stands.',
} as const;

/** Feedback status: pending until staff reply; appeals end granted or declined. */
export const FeedbackStatus = { pending: 0, replied: 1, granted: 2, declined: 3 } as const;
export type FeedbackStatus = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];
export const FEEDBACK_STATUS_TEXT: Record<number, string> = {
  0: 'Pending',
  1: 'Replied',
  2: 'Appeal granted',
  3: 'Appeal declined',
};

/** A feedback type as GetFeeBackType answers it; `Appeal` names what an appeal type contests (the penalty ledger rules of its class; a complaint's are its own source). */
export type FeedbackType = Static<typeof FeedbackTypeSchema>;
export type AppealKind = NonNullable<FeedbackType['Appeal']>;

/** The types GetFeeBackType answers (the spec names numbers, not names: these are ours). */
export const FEEDBACK_TYPES: readonly FeedbackType[] = [
  { Id: 1, Name: 'Salary concern', Appeal: null },
  { Id: 2, Name: 'Class problem', Appeal: null },
  { Id: 3, Name: 'Suggestion', Appeal: null },
  { Id: 4, Name: 'Appeal: attendance penalty', Appeal: 'attendance' },
  { Id: 5, Name: 'Portal problem', Appeal: null },
  { Id: 9, Name: 'Appeal: cancellation penalty', Appeal: 'cancellation' },
  { Id: 10, Name: 'Appeal: student complaint', Appeal: 'complaint' },
  { Id: 11, Name: 'Complaint about a person', Appeal: null },
  { Id: 12, Name: 'Teaching material problem', Appeal: null },
  { Id: 13, Name: 'Classroom technical problem', Appeal: null },
  { Id: 36, Name: 'Student rating concern', Appeal: null },
];

/** The ledger rules each class-penalty appeal contests (complaints are reversed by their own source). */
export const APPEAL_PENALTY_RULES: Record<Exclude<AppealKind, 'complaint'>, readonly string[]> = {
  attendance: ['tp.absence', 'gv.absence', 'pay.attendance_penalty'],
  cancellation: ['tp.cancellation', 'gv.cancel_within_3h', 'gv.cancel_within_24h', 'pay.attendance_penalty'],
};

export function feedbackTypeOf(type: number | null | undefined): FeedbackType | undefined {
  return FEEDBACK_TYPES.find((item) => item.Id === type);
}

export const isClassIdShown = (type: number | null): boolean => type !== null && CLASS_ID_TYPES.includes(type);
export const isClassIdRequired = (type: number | null): boolean => isClassIdShown(type) && type !== SALARY_TYPE;
export const isComplaintNameShown = (type: number | null): boolean => type === COMPLAINT_NAME_TYPE;

/** The form as the dialog holds it (§3: ClassID, ComplaintName, AppealContent, the image). */
export interface FeedbackForm {
  type: number | null;
  classId: string;
  complaintName: string;
  content: string;
  fileRef: string | null;
}

export type FeedbackField = 'type' | 'classId' | 'complaintName' | 'content' | 'file';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** A class id as typed: digits only, else null. */
export function parseClassId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** Every §5 rule for the chosen type; an empty object means the form may be sent. */
export function feedbackFormErrors(form: FeedbackForm): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (form.type === null || !feedbackTypeOf(form.type)) errors.type = FeedbackMessages.required;
  if (isClassIdRequired(form.type) && form.classId.trim() === '') errors.classId = FeedbackMessages.required;
  else if (isClassIdShown(form.type) && form.classId.trim() !== '' && parseClassId(form.classId) === null) errors.classId = FeedbackMessages.classNotFound;
  if (isComplaintNameShown(form.type) && form.complaintName.trim() === '') errors.complaintName = FeedbackMessages.required;
  if (form.content.trim() === '') errors.content = FeedbackMessages.required;
  else if (form.content.length > FEEDBACK_CONTENT_MAX) errors.content = FeedbackMessages.contentTooLong;
  if (!form.fileRef) errors.file = FeedbackMessages.required;
  return errors;
}

/** Whether a file name has an accepted extension (jpg, png, jpeg, gif). */
export function isAcceptedFeedbackFile(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (FEEDBACK_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/** Feedback times (the list filter's range) allow minutes 0 and 30 only (§4). */
export function isFeedbackTime(iso: string): boolean {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return false;
  return (date.getUTCMinutes() === 0 || date.getUTCMinutes() === 30) && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;
}

/** Rounds a time down to the half hour, for the filter's pickers. */
export function toFeedbackTime(ms: number): number {
  return Math.floor(ms / 1_800_000) * 1_800_000;
}

/** The types list keys lower-cased on the first letter (§3), as the dialog uses them. */
export function lowerFirstKeys(item: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]));
}

export interface FeedbackTypeOption {
  id: number;
  name: string;
  appeal: AppealKind | null;
}

/** The answers' shapes: declared once, by the schemas (api/feedback.schemas.ts). Add and Edit answer Item1 (success) and Item2 (the message) (§7). */
export type FeedbackSaveAnswer = Static<typeof SaveAnswer>;

/** Get?id and each List item. */
export type FeedbackRecord = Static<typeof FeedbackRecordSchema>;

export type FeedbackPage = Static<typeof FeedbackPageSchema>;

export type FeedbackReply = Static<typeof FeedbackReplySchema>;
/** List's body. */
export type FeedbackListRequest = Static<typeof FeedbackListBody>;

export const FEEDBACK_PAGE_SIZE = 10;
export const FEEDBACK_REPLY_MAX = 500;

/** An appeal opened from its penalty: the feedback dialog starts with this type and class. */
export interface AppealPreset {
  type: number;
  classId: string;
}

const APPEAL_TYPE_OF: Record<AppealKind, number> = { attendance: 4, cancellation: 9, complaint: 10 };

/**
 * The appeal a ledger entry may open ("why did this move?"): a penalty (negative) of a class under
 * a rule only one appeal type contests; null for anything else (a pay penalty both types share is
 * appealed from its teaching-point entry).
 */
export function appealPresetOf(entry: { Rule: string; SourceType: string; SourceId: string; Amount: number }): AppealPreset | null {
  if (entry.SourceType !== 'class' || entry.Amount >= 0 || !/^\d+$/.test(entry.SourceId)) return null;
  const kinds = (Object.keys(APPEAL_PENALTY_RULES) as Array<keyof typeof APPEAL_PENALTY_RULES>).filter((kind) =>
    APPEAL_PENALTY_RULES[kind].includes(entry.Rule),
  );
  return kinds.length === 1 ? { type: APPEAL_TYPE_OF[kinds[0]!], classId: entry.SourceId } : null;
}

/** The appeal of a standing complaint on a class. */
export const complaintAppealPreset = (classId: number): AppealPreset => ({ type: APPEAL_TYPE_OF.complaint, classId: String(classId) });

/** Where an appeal opens: /myFeedback with the preset in the address. */
export const appealHref = (preset: AppealPreset) => `/myFeedback?appealType=${preset.type}&classId=${encodeURIComponent(preset.classId)}`;

/** The preset an address carries (appealHref), when it names an appeal type and a class id. */
export function appealPresetFromSearch(search: string): AppealPreset | null {
  const params = new URLSearchParams(search);
  const type = Number(params.get('appealType'));
  const classId = params.get('classId') ?? '';
  return feedbackTypeOf(type)?.Appeal && /^\d{1,12}$/.test(classId) ? { type, classId } : null;
}
